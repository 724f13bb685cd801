import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

export const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');

/** The seed players' password (apps/platform README). */
export const DEMO_PASSWORD = 'demo-pass-1';

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  // What the player sees at the journey's viewport (1280×800 or 390×844), not the whole list.
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
}

/**
 * Goes to a page and waits until React has hydrated it (the app marks `<html data-hydrated>`):
 * a press on the server-drawn page before then does nothing, as for a player tapping too early.
 */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** Waits until React has taken over the current document (after a goto or a reload). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
}

/** Opens the login modal and submits a username and password. */
export async function submitLogin(page: Page, username: string): Promise<void> {
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

/** The header balance as a number of major units ("€1,025.00" → 1025). */
export async function headerBalance(page: Page): Promise<number> {
  const text = await page.getByLabel('Balance', { exact: true }).innerText();
  return Number(text.replace(/[^\d.]/g, ''));
}

/** Waits until the login modals are gone and the header shows a balance (logged in). */
export async function expectLoggedIn(page: Page): Promise<void> {
  // Modal dialogs only: the terms-of-use popup is a non-modal dialog that may follow.
  // A password check takes a while on a busy machine: wait up to 15 s, as for other answers.
  await expect
    .poll(() => page.locator('[role="dialog"][aria-modal="true"]:visible').count(), {
      timeout: 15_000,
    })
    .toBe(0);
  await expect
    .poll(() => page.getByLabel('Balance', { exact: true }).innerText(), { timeout: 15_000 })
    .toMatch(/^\S*?[\d,.]+(?:\s?[A-Z]{3,4})?$/);
}

/** The terms-of-use popup (the seed players have not accepted the current terms): Accept. */
export async function acceptTerms(page: Page): Promise<void> {
  const popup: Locator = page.getByRole('dialog', { name: 'Terms of use' });
  await expect.poll(() => popup.count()).toBe(1);
  await popup.getByRole('button', { name: 'Accept' }).click();
  await expect.poll(() => popup.count()).toBe(0);
}

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: readonly string[];
}

/**
 * axe-core run in the page (WCAG 2.x A/AA rules), optionally limited to one element (a modal):
 * the serious and critical violations, each with the elements it names.
 */
export async function axeViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) {
    await page.addScriptTag({ path: AXE_SOURCE });
  }
  const script = `(async () => {
    const context = ${JSON.stringify(within ?? null)} ?? document;
    const result = await window.axe.run(context, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  })()`;
  const violations = await page.evaluate<AxeViolation[]>(script);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** The page has settled: no requests in flight, and the theme switch (it hydrates last) is drawn. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.getByRole('radio', { name: 'Dark' }).count()).toBe(1);
}

/** The phone's "View betslip" bar, with this name, whole on screen above the footer bar. */
export async function expectBetslipBar(page: Page, bar: Locator, name: string): Promise<void> {
  await expect.poll(() => bar.count()).toBe(1);
  await expect.poll(() => bar.getAttribute('aria-label')).toBe(name);
  const footer = await page.getByRole('navigation', { name: 'Quick navigation' }).boundingBox();
  const box = await bar.boundingBox();
  expect(box, 'the View betslip bar is drawn').not.toBeNull();
  expect(footer, 'the footer bar is drawn').not.toBeNull();
  if (box && footer) {
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, 'the bar sits above the footer bar').toBeLessThanOrEqual(footer.y);
  }
}

/** What an element offers of the Web Animations API (the e2e project has no DOM types). */
interface Animated {
  getAnimations(options: { subtree: boolean }): { finished: Promise<unknown> }[];
}

/** The phone's betslip sheet has finished rising (it fades in): what a screenshot should show. */
export async function sheetRisen(sheet: Locator): Promise<void> {
  await sheet.evaluate(async (el) => {
    const animations = (el as unknown as Animated).getAnimations({ subtree: true });
    await Promise.all(animations.map((a) => a.finished));
  });
}
