import { chromium, type Browser } from 'playwright-core';

/** Debian Chromium driven by playwright-core (ARCHITECTURE "Browser tests"). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * playwright-core gives every `launch()` a fresh temporary profile (it refuses a
 * --user-data-dir argument), which is the fresh user-data-dir the architecture asks for.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
