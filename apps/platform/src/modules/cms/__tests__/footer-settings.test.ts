/**
 * The page foot's settings (spec shell §2 footer: external footer HTML, terms-of-use modal; §5
 * live chat URL; §2 Sports App link): both brands name their footer and terms widgets, those
 * widgets are served sanitised, a dangling widget id refuses the brand with file and field, and
 * the link settings take only site paths or https URLs.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, PartialSiteSettings } from '@touchline/contract';
import { BrandConfigError, buildBrandSite, type DocumentInputs } from '../brand-site';
import { readBrandFiles, readCatalogues } from '../site-files';

const CONFIG_DIR = fileURLToPath(new URL('../../../../../../config', import.meta.url));

async function brandInputs(brand: string) {
  const files = await readBrandFiles(CONFIG_DIR, brand);
  expect(files.issues).toEqual([]);
  const { catalogues } = await readCatalogues(CONFIG_DIR);
  return { inputs: files.inputs as DocumentInputs, catalogues };
}

describe('footer settings (shell §2, §5)', () => {
  it.each(['touchline', 'nightjar'])(
    '%s names a footer widget and a terms widget that it serves',
    async (brand) => {
      const { inputs, catalogues } = await brandInputs(brand);
      const site = buildBrandSite(brand, inputs, catalogues);
      for (const channel of ['web', 'mobile'] as const) {
        const settings = site.settings(channel);
        expect(settings.footer_html_widget_id).toBe('footer-licence');
        expect(settings.terms_of_use_html_widget_id).toBe('terms-of-use');
        const terms = site.htmlWidgets.get('terms-of-use');
        expect(terms?.content).toMatch(/<h2>/);
        expect(terms?.content).not.toMatch(/<script/i);
      }
    },
  );

  it('refuses a footer or terms widget that is not in the content, naming the field', async () => {
    const { inputs, catalogues } = await brandInputs('touchline');
    const body = structuredClone(inputs.settings.body) as {
      common: Record<string, unknown>;
      mobile: Record<string, unknown>;
    };
    body.common.footer_html_widget_id = 'no-such-footer';
    body.mobile.terms_of_use_html_widget_id = 'no-such-terms';
    let issues: readonly { file: string; path: string; message: string }[] = [];
    try {
      buildBrandSite(
        'touchline',
        { ...inputs, settings: { ...inputs.settings, body } },
        catalogues,
      );
    } catch (error) {
      if (!(error instanceof BrandConfigError)) throw error;
      issues = error.issues;
    }
    const file = 'config/brands/touchline/settings.json';
    expect(issues).toEqual(
      expect.arrayContaining([
        {
          file,
          path: 'common.footer_html_widget_id',
          message: 'no html widget no-such-footer in content',
        },
        {
          file,
          path: 'mobile.terms_of_use_html_widget_id',
          message: 'no html widget no-such-terms in content',
        },
      ]),
    );
  });

  it('takes the live chat URL as https only and the Sports App link as a path or https', () => {
    expect(PartialSiteSettings.safeParse({ live_chat_url: 'https://chat.test/x' }).success).toBe(
      true,
    );
    expect(PartialSiteSettings.safeParse({ live_chat_url: 'http://chat.test/x' }).success).toBe(
      false,
    );
    expect(PartialSiteSettings.safeParse({ live_chat_url: '/chat' }).success).toBe(false);
    expect(PartialSiteSettings.safeParse({ sports_app_link: '/app' }).success).toBe(true);
    expect(PartialSiteSettings.safeParse({ sports_app_link: 'https://app.test' }).success).toBe(
      true,
    );
    expect(PartialSiteSettings.safeParse({ sports_app_link: '//evil.test' }).success).toBe(false);
    expect(PartialSiteSettings.safeParse({ sports_app_link: 'javascript:alert(1)' }).success).toBe(
      false,
    );
  });

  it('takes the Avaya chat URL as https only and its chat-token service as a path or https', () => {
    const parses = (settings: object) => PartialSiteSettings.safeParse(settings).success;
    expect(parses({ avaya_chat_url: 'https://chat.test/start' })).toBe(true);
    expect(parses({ avaya_chat_url: 'http://chat.test/start' })).toBe(false);
    expect(parses({ avaya_chat_token_url: '/api/demo/chat-token' })).toBe(true);
    expect(parses({ avaya_chat_token_url: 'https://tokens.test/s' })).toBe(true);
    expect(parses({ avaya_chat_token_url: '//evil.test' })).toBe(false);
    // The bearer is never a setting (it comes from AVAYA_CHAT_BEARER_TOKEN).
    expect(parses({ avaya_chat_bearer_token: 'x' })).toBe(false);
  });

  it("touchline's demo chat exchanges its token with the platform's simulated service", async () => {
    const { inputs, catalogues } = await brandInputs('touchline');
    const settings = buildBrandSite('touchline', inputs, catalogues).settings('web');
    expect(settings).toMatchObject({
      avaya_chat_url: 'https://chat.touchline.example/start',
      avaya_chat_token_url: ENDPOINTS.demo.chatToken.path,
      live_chat_contact: 'support@touchline.example',
      live_chat_affiliate_contact: 'partners@touchline.example',
    });
  });
});
