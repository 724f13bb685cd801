'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { BrandAnswer, Channel, ChannelSettings, Language } from '@touchline/contract';
import { createTranslator, type Translator } from '@touchline/site';

/**
 * The brand's site on the client: what the server read from the platform (load-site.ts), handed
 * down once per page. Components read it through the hooks below; nothing here fetches.
 */
export interface ClientSite {
  readonly brand: BrandAnswer;
  readonly settings: { readonly web: ChannelSettings; readonly mobile: ChannelSettings };
  readonly languages: readonly Language[];
  readonly defaultLanguage: string;
  readonly messages: Readonly<Record<string, string>>;
  readonly messagesLocale: string;
  readonly missingMessages: readonly string[];
}

interface SiteValue {
  readonly site: ClientSite;
  readonly t: Translator['t'];
  readonly translator: Translator;
}

const SiteContext = createContext<SiteValue | null>(null);

export function SiteProvider({
  site,
  children,
}: {
  readonly site: ClientSite;
  readonly children: ReactNode;
}) {
  const value = useMemo(() => {
    const translator = createTranslator({
      locale: site.messagesLocale,
      catalogue: site.messages,
      fallback: site.messages,
    });
    return { site, translator, t: translator.t };
  }, [site]);
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

function useSiteValue(): SiteValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite: no SiteProvider above this component');
  return value;
}

export const useSite = (): ClientSite => useSiteValue().site;

/** The current language's text of a key (English beneath it; the key itself as a last resort). */
export const useT = (): Translator['t'] => useSiteValue().t;

export const useTranslator = (): Translator => useSiteValue().translator;

/** The site settings of a channel (spec shell §3 per-channel settings). */
export function useSiteSettings(channel: Channel = 'web'): ChannelSettings {
  return useSiteValue().site.settings[channel];
}
