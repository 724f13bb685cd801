/**
 * Changing the site without a deploy (issue 10 items 5, 7, 8): a config file edited on disk is
 * served without a restart and bumps the publication; a file that fails validation is refused
 * with file and field in the log while the last good version keeps serving; an operator's
 * publication reaches every instance through the bus, is audited, can be withdrawn, and is
 * refused whole when it does not validate. Two instances share one database and one bus. And
 * the second brand starts and differs where the spec says variants differ.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AllCachedSettings, BrandAnswer, ENDPOINTS, TabsAnswer } from '@touchline/contract';
import { createMemoryBus } from '../../../bus/bus';
import { loadConfig } from '../../../config';
import type { Database } from '../../../db/database';
import { startPlatform, type Platform } from '../../../platform';
import { TEST_NOW, usePlatform } from '../../../test/harness';
import { bearer, loginDemo } from '../../../test/kit';
import { assertLedgerReconciles } from '../../../test/ledger-check';
import { dbTargets, pgliteTarget } from '../../../test/targets';

const CONFIG_DIR = fileURLToPath(new URL('../../../../../../config', import.meta.url));
const { operator: OP } = ENDPOINTS;

async function until(check: () => Promise<boolean>, what: string, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('live reload and publication on two instances', () => {
  const bus = createMemoryBus();
  const logs: string[] = [];
  let dir = '';
  let db: Database;
  let dispose: () => Promise<void>;
  let a: Platform;
  let b: Platform;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'touchline-config-'));
    await cp(CONFIG_DIR, dir, { recursive: true });
    ({ db, dispose } = await pgliteTarget.open());
    const config = loadConfig({ SIM_SEED: '42', LOG_LEVEL: 'info', CONFIG_DIR: dir });
    const clock = () => TEST_NOW;
    const logStream = { write: (line: string) => void logs.push(line) };
    a = await startPlatform(config, db, { clock, bus, logStream });
    b = await startPlatform(config, db, { clock, bus, world: null, logStream });
  });

  afterAll(async () => {
    await a.close();
    await b.close();
    await bus.close();
    await assertLedgerReconciles(db);
    await dispose();
    await rm(dir, { recursive: true, force: true });
  });

  const settings = async (p: Platform) =>
    AllCachedSettings.parse(
      (
        await p.app.inject({ method: 'GET', url: '/api/all_cached_settings?all=t&cached=t' })
      ).json(),
    );
  const settingsFile = () => join(dir, 'brands', 'touchline', 'settings.json');

  it('a file edited on disk is served without a restart, with a newer publication', async () => {
    const before = await settings(a);
    const text = await readFile(settingsFile(), 'utf8');
    const edited = JSON.parse(text) as { common: Record<string, unknown> };
    edited.common.max_bets_on_betslip = 12;
    // A later modification time than the one loaded, whatever the file system's resolution.
    await new Promise((r) => setTimeout(r, 20));
    await writeFile(settingsFile(), JSON.stringify(edited, null, 2));
    await until(async () => (await settings(a)).web.max_bets_on_betslip === 12, 'the reload');
    const after = await settings(a);
    expect(after.web.last_publication_timestamp).toBeGreaterThan(
      before.web.last_publication_timestamp,
    );
  });

  it('a file that fails validation is refused with file and field; the last good one serves', async () => {
    const text = await readFile(settingsFile(), 'utf8');
    const broken = JSON.parse(text) as { common: Record<string, unknown> };
    broken.common.max_bets_on_betslip = 'many';
    broken.common.made_up_setting = true;
    await writeFile(settingsFile(), JSON.stringify(broken));
    const refused = await a.site.reload('test');
    expect(refused?.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: expect.stringMatching(/brands\/touchline\/settings\.json$/) as unknown,
          path: 'common.max_bets_on_betslip',
        }),
        expect.objectContaining({
          file: expect.stringMatching(/brands\/touchline\/settings\.json$/) as unknown,
          path: 'common',
        }),
      ]),
    );
    expect((await settings(a)).web.max_bets_on_betslip).toBe(12);
    await until(
      () =>
        Promise.resolve(
          logs.some((l) => l.includes('common.max_bets_on_betslip') && l.includes('last good')),
        ),
      'the refusal in the log',
    );
    // A dangling reference is refused the same way.
    const menus = JSON.parse(
      await readFile(join(dir, 'brands', 'touchline', 'menus.json'), 'utf8'),
    ) as { tabs: { submenu_items: { submenu: string | null }[] }[] };
    const item = menus.tabs[1]?.submenu_items[0];
    if (item) item.submenu = 'no-such-submenu';
    await writeFile(settingsFile(), text);
    await writeFile(join(dir, 'brands', 'touchline', 'menus.json'), JSON.stringify(menus));
    const dangling = await a.site.reload('test');
    expect(dangling?.issues).toEqual([
      expect.objectContaining({
        file: expect.stringMatching(/brands\/touchline\/menus\.json$/) as unknown,
        path: 'tabs[1].submenu_items[0].submenu',
        message: 'no sub-menu no-such-submenu in submenus',
      }),
    ]);
    await writeFile(
      join(dir, 'brands', 'touchline', 'menus.json'),
      await readFile(join(CONFIG_DIR, 'brands', 'touchline', 'menus.json'), 'utf8'),
    );
    expect(await a.site.reload('test')).toBeNull();
  });

  async function operatorToken(p: Platform): Promise<string> {
    const res = await p.app.inject({
      method: 'POST',
      url: OP.login.path,
      payload: { username: 'demo-operator', password: 'demo-operator-pass' },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ token: string }>().token;
  }

  it('an operator publishes menus on one instance and every instance serves them, audited', async () => {
    const token = await operatorToken(a);
    const current = await a.app.inject({
      method: 'GET',
      url: '/xapi/operator/cms/menus',
      headers: bearer(token),
    });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ source: 'file', published_by: null });
    const body = current.json<{ body: { tabs: { submenu_items: { label: string }[] }[] } }>().body;
    const first = body.tabs[0]?.submenu_items[0];
    if (first) first.label = 'Start';
    const pubBefore = (await settings(b)).web.last_publication_timestamp;
    const published = await a.app.inject({
      method: 'PUT',
      url: '/xapi/operator/cms/menus',
      headers: bearer(token),
      payload: body,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ source: 'operator', published_by: 'demo-operator' });
    await until(async () => {
      const tabs = TabsAnswer.parse(
        (await b.app.inject({ method: 'GET', url: '/api/tabs' })).json(),
      );
      return tabs.tabs[0]?.submenu_items[0]?.label === 'Start';
    }, 'instance b to serve the publication');
    expect((await settings(b)).web.last_publication_timestamp).toBeGreaterThan(pubBefore);

    const audit = await b.app.inject({
      method: 'GET',
      url: `${OP.audit.path}?action=menus.publish`,
      headers: bearer(token),
    });
    expect(audit.statusCode).toBe(200);
    expect(JSON.stringify(audit.json())).toContain('demo-operator');

    // Withdrawn: the file serves again on every instance, and the publication still moves on.
    const pubPublished = (await settings(b)).web.last_publication_timestamp;
    const reverted = await b.app.inject({
      method: 'DELETE',
      url: '/xapi/operator/cms/menus',
      headers: bearer(token),
    });
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json()).toMatchObject({ source: 'file' });
    await until(async () => {
      const tabs = TabsAnswer.parse(
        (await a.app.inject({ method: 'GET', url: '/api/tabs' })).json(),
      );
      return tabs.tabs[0]?.submenu_items[0]?.label === 'Home';
    }, 'instance a to serve the file again');
    expect((await settings(a)).web.last_publication_timestamp).toBeGreaterThan(pubPublished);
  });

  it('a publication that does not validate is refused whole and changes nothing', async () => {
    const token = await operatorToken(a);
    const before = await a.app.inject({ method: 'GET', url: '/api/tabs' });
    const bad = await a.app.inject({
      method: 'PUT',
      url: '/xapi/operator/cms/menus',
      headers: bearer(token),
      payload: { tabs: [{ section_name: 'menu_icons', submenu_items: [{ id: 'x', label: '' }] }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_CONFIGURATION' });
    expect(JSON.stringify(bad.json())).toContain('tabs[0].submenu_items[0].label');
    const unknownDoc = await a.app.inject({
      method: 'PUT',
      url: '/xapi/operator/cms/secrets',
      headers: bearer(token),
      payload: {},
    });
    expect(unknownDoc.statusCode).toBe(400);
    expect((await a.app.inject({ method: 'GET', url: '/api/tabs' })).body).toBe(before.body);
  });

  it('an external header is served sanitised, its script only from a declared origin', async () => {
    const token = await operatorToken(a);
    const doc = async (name: string) =>
      (
        await a.app.inject({
          method: 'GET',
          url: `/xapi/operator/cms/${name}`,
          headers: bearer(token),
        })
      ).json<{ body: Record<string, unknown> }>().body;
    const content = await doc('content');
    const put = (name: string, body: unknown) =>
      a.app.inject({
        method: 'PUT',
        url: `/xapi/operator/cms/${name}`,
        headers: bearer(token),
        payload: body as object,
      });
    const published = await put('content', {
      ...content,
      external_header: {
        css: '.bar{color:red} body{background:url(javascript:alert(1))}',
        js: 'alert(document.cookie)',
        html: '<div class="bar" onclick="steal()">Partner <img src=x onerror=alert(1)><script>alert(1)</script></div>',
      },
    });
    expect(published.statusCode).toBe(200);
    const settings = await doc('settings');
    const common = settings.common as Record<string, unknown>;
    expect(
      (
        await put('settings', {
          ...settings,
          common: { ...common, clem_external_header_enabled: true },
        })
      ).statusCode,
    ).toBe(200);
    await until(
      async () =>
        (await b.app.inject({ method: 'GET', url: '/api/external_header' })).statusCode === 200,
      'the header on instance b',
    );
    const body = (await b.app.inject({ method: 'GET', url: '/api/external_header' })).json<{
      css: string;
      js: string;
      html: string;
    }>();
    expect(body.html).toContain('Partner');
    expect(body.html).not.toMatch(/onclick|onerror|<script/i);
    expect(body.css).not.toContain('javascript:');
    expect(body.js).toBe('');
    // An inline third-party script is refused: scripts load only from declared origins.
    const inline = await put('settings', {
      ...settings,
      common: { ...common, third_party_scripts: ['<script>alert(1)</script>'] },
    });
    expect(inline.statusCode).toBe(400);
    expect(JSON.stringify(inline.json())).toContain('third_party_scripts[0]');
    expect(
      (
        await b.app.inject({
          method: 'DELETE',
          url: '/xapi/operator/cms/content',
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await b.app.inject({
          method: 'DELETE',
          url: '/xapi/operator/cms/settings',
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('a player token never reaches the operator calls', async () => {
    const demo = await loginDemo(a.app);
    const res = await a.app.inject({
      method: 'PUT',
      url: '/xapi/operator/cms/settings',
      headers: bearer(demo.token),
      payload: {},
    });
    expect(res.statusCode).toBe(401);
    const none = await a.app.inject({ method: 'GET', url: '/xapi/operator/cms/settings' });
    expect(none.statusCode).toBe(401);
  });
});

describe.each(dbTargets())('the nightjar brand ($name)', (target) => {
  const h = usePlatform(target, { env: { BRAND: 'nightjar' } });

  it('is dark, franco-login with terms and the single-session dialog, Spanish by default', async () => {
    const brand = BrandAnswer.parse(
      (await h.app.inject({ method: 'GET', url: '/api/brand' })).json(),
    );
    expect(brand).toMatchObject({
      name: 'nightjar',
      default_theme: 'dark',
      login: { kind: 'franco', terms_acceptance: true, single_session_dialog: true },
      menu: { session_clock: true, last_login: true },
      hide_default_stake_options: true,
      default_locale: 'es',
    });
    expect(brand.branding.logos[0]?.url).toBe('/brand/nightjar/logo.svg');
    const s = AllCachedSettings.parse(
      (await h.app.inject({ method: 'GET', url: '/api/all_cached_settings?all=t' })).json(),
    );
    expect(s.web.color_theme.dark['c-primary']).toBe('#9b84ff');
    expect(s.web.locale).toBe('es');
    expect(s.web.single_allowed_session).toBe(true);
  });
});

describe('a brand that does not validate stops start-up', () => {
  it('names the file and the field', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'touchline-config-'));
    try {
      await cp(CONFIG_DIR, dir, { recursive: true });
      await writeFile(
        join(dir, 'brands', 'touchline', 'coupons.json'),
        JSON.stringify({ coupons: [], top_sports: [{ sport_id: 999_999 }] }),
      );
      const { db, dispose } = await pgliteTarget.open();
      try {
        await expect(
          startPlatform(loadConfig({ LOG_LEVEL: 'silent', CONFIG_DIR: dir }), db),
        ).rejects.toThrow(/coupons\.json: top_sports\[0\]\.sport_id: no sport 999999/);
      } finally {
        await dispose();
      }
      const other = await pgliteTarget.open();
      try {
        await expect(
          startPlatform(loadConfig({ LOG_LEVEL: 'silent', BRAND: 'nobrand' }), other.db),
        ).rejects.toThrow(/brand\.json: \(root\): file missing/);
      } finally {
        await other.dispose();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
