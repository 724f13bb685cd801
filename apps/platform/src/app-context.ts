import type { Channel, ChannelSettings, EpwConfig } from '@touchline/contract';
import type { Bus } from './bus/bus';
import type { Config } from './config';
import type { Database } from './db/database';
import type { TokenKeys } from './token-keys';

/** What every module's routes and services are given: no globals. */
export interface AppContext {
  readonly config: Config;
  readonly db: Database;
  readonly bus: Bus;
  readonly keys: TokenKeys;
  /** The platform's clock; tests pass a fixed one. */
  readonly clock: () => Date;
  /** The brand's site settings as served now (modules/cms keeps them current). */
  readonly site: SiteSettingsSource;
}

/**
 * What the rest of the platform reads of the brand's site settings: per channel and currency
 * (stake limits, max bets, each way, tax, the in-play delays) and the parlay promotion.
 */
export interface SiteSettingsSource {
  settingsFor(channel: Channel, currency: string | null): ChannelSettings;
  parlayExtraWinnings(): EpwConfig & { readonly enabled: boolean };
  /** The currency a visitor sees before logging in (an anonymous slip is priced in it). */
  defaultCurrency(): string;
  /**
   * The brand makes players accept the current terms of use before they bet or use the cashier
   * (brand.json `login.terms_acceptance`, spec shell §4 terms-of-use popup).
   */
  termsAcceptanceRequired(): boolean;
}
