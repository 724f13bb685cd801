import { CHROMIUM } from '../../e2e/browser';

/**
 * Lighthouse 12 (mobile, its default: emulated phone, simulated slow 4G and CPU throttling),
 * performance category only, against the local stack. Lighthouse is an optional dependency of
 * the bench workspace (`npm install -D lighthouse@12.8.2 -w bench`; 13 needs Node 22): without
 * it this section says so and is skipped. Imported by name at run time, so the typecheck does
 * not need it; the few fields read are typed here.
 */
interface LighthouseAudit {
  readonly numericValue?: number;
  /** The LCP element audit: a table whose first item names the element. */
  readonly details?: {
    readonly items?: readonly {
      readonly items?: readonly { readonly node?: { readonly snippet?: string } }[];
    }[];
  };
}
interface LighthouseResult {
  readonly lhr: {
    readonly categories: { readonly performance?: { readonly score: number | null } };
    readonly audits: Record<string, LighthouseAudit | undefined>;
  };
}
type Lighthouse = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<LighthouseResult | undefined>;
interface LaunchedChrome {
  readonly port: number;
  kill(): void | Promise<void>;
}
type LaunchChrome = (options: {
  chromePath: string;
  chromeFlags: string[];
}) => Promise<LaunchedChrome>;

export interface LighthouseRun {
  readonly score: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly fcpMs: number;
  /** The largest contentful paint's element, as Lighthouse quotes it (for the next change). */
  readonly lcpElement: string | null;
}

export async function loadLighthouse(): Promise<((url: string) => Promise<LighthouseRun>) | null> {
  const lighthouseName = 'lighthouse';
  const launcherName = 'chrome-launcher';
  let lighthouse: Lighthouse;
  let launch: LaunchChrome;
  try {
    lighthouse = ((await import(lighthouseName)) as { default: Lighthouse }).default;
    launch = ((await import(launcherName)) as { launch: LaunchChrome }).launch;
  } catch {
    return null;
  }
  return async (url) => {
    // A fresh browser per run (a fresh profile, no cache from the previous run).
    const chrome = await launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`lighthouse gave no result for ${url}`);
      const { lhr } = result;
      return {
        score: lhr.categories.performance?.score ?? Number.NaN,
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        lcpElement:
          lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
            ?.snippet ?? null,
      };
    } finally {
      await chrome.kill();
    }
  };
}
