import { LOGOUT_REASONS } from '@touchline/site';
import { z } from 'zod';
import { THEME_CHOICES } from '../../shared/site/theme';

/**
 * spec shell §7 Host messages (embedding): what the embedded site and its host page say to each
 * other through `postMessage`. Every message is an envelope `{ source, version, type, payload }`;
 * `source` tells the two directions apart (and a message of ours from anybody else's), `version`
 * lets a host refuse a protocol it does not speak. Both directions are parsed with these schemas:
 * the site never sends a message they refuse, and ignores any host message they refuse.
 */
export const HOST_PROTOCOL = {
  /** The site's messages to the host. */
  siteSource: 'touchline',
  /** The host's messages to the site. */
  hostSource: 'touchline-host',
  version: 1,
} as const;

const Locale = z.string().regex(/^[a-z]{2}$/, 'a two-letter locale segment such as en');

/**
 * The player's responsible-gambling state carried by `logon` (spec: "logon (with a responsible
 * value)"; decision): whether the session is withdraw-only (a time-out or self-exclusion is
 * running) and the reality-check interval in minutes (0 = off), so the host can show its own
 * reminders and keep the player away from its other products while excluded.
 */
export const ResponsibleValue = z.object({
  withdrawOnly: z.boolean(),
  realityCheckMinutes: z.number().int().min(0),
});
export type ResponsibleValue = z.infer<typeof ResponsibleValue>;

/** Why the site asks the host to log the player in. */
export const LOGIN_REQUEST_SOURCES = ['betslip'] as const;

function siteEnvelope<T extends string, P extends z.ZodType>(type: T, payload: P) {
  return z
    .object({
      source: z.literal(HOST_PROTOCOL.siteSource),
      version: z.literal(HOST_PROTOCOL.version),
      type: z.literal(type),
      payload,
    })
    .strict();
}

/** The messages the site sends to its host. */
export const SiteToHostMessage = z.discriminatedUnion('type', [
  /** The bridge is listening: the host may talk now. */
  siteEnvelope(
    'ready',
    z.object({ locale: Locale, contentOnly: z.boolean(), nativeApp: z.boolean() }).strict(),
  ),
  /** A player's session is in the page (a login, or a session restored after a load). */
  siteEnvelope('logon', z.object({ responsible: ResponsibleValue }).strict()),
  /** The session ended, with the spec's logout reason. */
  siteEnvelope('logout', z.object({ reason: z.enum(LOGOUT_REASONS) }).strict()),
  /** The document's height in CSS pixels, whenever it changes. */
  siteEnvelope('size', z.object({ height: z.number().int().min(0) }).strict()),
  /**
   * The sportsbook balance changed (the wallet poll or the bet-count call): major units of the
   * currency, as the platform's wallet calls give it.
   */
  siteEnvelope(
    'balanceupdate',
    z.object({ balance: z.number().finite(), currency: z.string().min(1).max(8) }).strict(),
  ),
  /** The site's language changed. */
  siteEnvelope('language', z.object({ locale: Locale }).strict()),
  /** The player did something (throttled; only with enable_user_activity_tracking_on_iframe). */
  siteEnvelope('useractivity', z.object({ at: z.number().int().min(0) }).strict()),
  /** Nobody is logged in and the player asked to bet: the host should log the player in. */
  siteEnvelope('loginrequest', z.object({ from: z.enum(LOGIN_REQUEST_SOURCES) }).strict()),
  /** Native-app mode: the player asked to turn on the app's notifications (the app asks the OS). */
  siteEnvelope('notificationsrequest', z.object({}).strict()),
]);
export type SiteToHostMessage = z.infer<typeof SiteToHostMessage>;
export type SiteMessageType = SiteToHostMessage['type'];
export type SiteMessagePayload<T extends SiteMessageType> = Extract<
  SiteToHostMessage,
  { type: T }
>['payload'];

const NoPayload = z.object({}).strict().default({});

function hostEnvelope<T extends string, P extends z.ZodType>(type: T, payload: P) {
  return z
    .object({
      source: z.literal(HOST_PROTOCOL.hostSource),
      // Only version 1 exists; a host that leaves it out means it.
      version: z.literal(HOST_PROTOCOL.version).default(HOST_PROTOCOL.version),
      type: z.literal(type),
      payload,
    })
    .strict();
}

/** The requests a host may send the site; anything else is ignored. */
export const HostToSiteMessage = z.discriminatedUnion('type', [
  /** Show the site in this language (one of the brand's languages). */
  hostEnvelope('language', z.object({ locale: Locale }).strict()),
  /** Log the player out (reason `clicked`: the player asked, in the host's page). */
  hostEnvelope('logout', NoPayload),
  /** Light, dark or the system's scheme. */
  hostEnvelope('theme', z.object({ theme: z.enum(THEME_CHOICES) }).strict()),
  /** Send the `size` now, even if it has not changed (the host has just laid its page out). */
  hostEnvelope('sizerequest', NoPayload),
  /**
   * The host logged the player in or out (the session cookie changed): the site reloads if the
   * cookie no longer matches its session (spec shell §4 Auth synchronisation).
   */
  hostEnvelope('sessionchanged', NoPayload),
]);
export type HostToSiteMessage = z.infer<typeof HostToSiteMessage>;
export type HostToSiteInput = z.input<typeof HostToSiteMessage>;

/** A site message, checked; null when the schema refuses it. */
export function siteMessage<T extends SiteMessageType>(
  type: T,
  payload: SiteMessagePayload<T>,
): SiteToHostMessage | null {
  const parsed = SiteToHostMessage.safeParse({
    source: HOST_PROTOCOL.siteSource,
    version: HOST_PROTOCOL.version,
    type,
    payload,
  });
  return parsed.success ? parsed.data : null;
}

/** A host message as a host page builds it (the demo host, tests). */
export function hostMessage<T extends HostToSiteInput['type']>(
  type: T,
  payload: Extract<HostToSiteInput, { type: T }>['payload'],
): HostToSiteInput {
  return {
    source: HOST_PROTOCOL.hostSource,
    version: HOST_PROTOCOL.version,
    type,
    payload,
  } as HostToSiteInput;
}
