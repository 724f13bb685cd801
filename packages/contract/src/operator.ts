import { z } from 'zod';
import { IsoDateTime, IdCursor } from './common';

/**
 * The operator door (issue 10 item 8; decisions in docs/decisions.md "Operator API"): operators
 * configured in OPERATOR_ACCOUNTS sign in for a short-lived token, make scoped calls under
 * /xapi/operator/…, and every change (and every login) lands in an append-only audit log they
 * can read back. Players and their tokens never reach these calls.
 */

/** What an operator may change. A new area of operator calls adds its scope here. */
export const OPERATOR_SCOPES = ['settings', 'content', 'menus', 'trading'] as const;
export const OperatorScope = z.enum(OPERATOR_SCOPES);
export type OperatorScope = z.infer<typeof OperatorScope>;

/** Every scope, including those added later. */
export const ALL_OPERATOR_SCOPES = '*';
export const OperatorScopeGrant = z.union([OperatorScope, z.literal(ALL_OPERATOR_SCOPES)]);
export type OperatorScopeGrant = z.infer<typeof OperatorScopeGrant>;

/** Lower case, 2–64 letters, digits, dots, dashes or underscores. */
export const OperatorUsername = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9._-]{1,63}$/,
    'must be 2-64 lower-case letters, digits, dots, dashes or underscores',
  );

/** A PHC-format argon2id hash, as `@node-rs/argon2` (or the `argon2` CLI with -e) writes it. */
const ARGON2ID_HASH =
  /^\$argon2id\$v=19\$m=\d{1,7},t=\d{1,3},p=\d{1,3}\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

const ARGON2ID_MESSAGE = 'must be an argon2id hash ($argon2id$v=19$m=…,t=…,p=…$salt$hash)';

/** One operator of OPERATOR_ACCOUNTS. Unknown fields are refused (a plain `password`, a typo). */
export const OperatorAccount = z.strictObject({
  username: OperatorUsername,
  passwordHash: z.string({ error: ARGON2ID_MESSAGE }).regex(ARGON2ID_HASH, ARGON2ID_MESSAGE),
  scopes: z.array(OperatorScopeGrant).min(1, 'must grant at least one scope').max(32),
});
export type OperatorAccount = z.infer<typeof OperatorAccount>;

/** OPERATOR_ACCOUNTS: a JSON list of operators, each username once. */
export const OperatorAccounts = z
  .array(OperatorAccount)
  .max(1000)
  .superRefine((accounts, ctx) => {
    const seen = new Set<string>();
    for (const [index, account] of accounts.entries()) {
      if (seen.has(account.username)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'username'],
          message: `${account.username} is listed twice`,
        });
      }
      seen.add(account.username);
    }
  });

/** POST /xapi/operator/sessions. The username is read in lower case; passwords stay short. */
export const OperatorLoginRequest = z.object({
  username: z.string().trim().toLowerCase().min(1, 'is required').max(64),
  password: z.string().min(1, 'is required').max(256),
});
export type OperatorLoginRequest = z.infer<typeof OperatorLoginRequest>;

/** The operator's bearer token, when it expires, and what it may do. */
export const OperatorLoginResponse = z.object({
  token: z.string(),
  expiresAt: IsoDateTime,
  scopes: z.array(OperatorScopeGrant),
});
export type OperatorLoginResponse = z.infer<typeof OperatorLoginResponse>;

/** DELETE /xapi/operator/sessions: the token is revoked. */
export const OperatorLogoutResponse = z.object({ revoked: z.literal(true) });
export type OperatorLogoutResponse = z.infer<typeof OperatorLogoutResponse>;

/** An audit action: a dotted lower-case name (`operator.login`, `settings.publish`). */
export const OperatorAuditAction = z
  .string()
  .regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/, 'must be a dotted lower-case name')
  .max(64);

/** One line of the audit log: who did what to which target, when, with its details. */
export const OperatorAuditEntry = z.object({
  id: z.number().int(),
  operator: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.record(z.string(), z.json()),
  at: IsoDateTime,
});
export type OperatorAuditEntry = z.infer<typeof OperatorAuditEntry>;

/** GET /xapi/operator/audit?limit=&before=&action= — newest first. */
export const OperatorAuditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  /** Cursor (see `IdCursor`). */
  before: IdCursor.optional(),
  /** Only entries of this action. */
  action: OperatorAuditAction.optional(),
});
export type OperatorAuditQuery = z.infer<typeof OperatorAuditQuery>;

export const OperatorAuditPage = z.object({
  entries: z.array(OperatorAuditEntry),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type OperatorAuditPage = z.infer<typeof OperatorAuditPage>;

// -------------------------------------------------------------------------------------------
// Trading (decision "The trader's desk"): an operator suspends, reopens or closes a market and
// sets an outcome's price; the feed applies it as the provider's next word.

const TradingId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 52);

export const TraderMarketParams = z.object({ marketId: TradingId });
export const TraderOutcomeParams = z.object({ outcomeId: TradingId });

/** What a trader may set a market to (settling and resulting stay the feed's). */
export const TRADER_MARKET_STATUSES = ['open', 'suspended', 'closed'] as const;
export const TraderMarketStatusRequest = z
  .object({ status: z.enum(TRADER_MARKET_STATUSES) })
  .strict();
export type TraderMarketStatusRequest = z.infer<typeof TraderMarketStatusRequest>;

/** The most a trader may price an outcome at, and the finest step (the book keeps 6 decimals). */
export const TRADER_MAX_PRICE = 1000;
export const TraderOutcomePriceRequest = z
  .object({
    decimal: z
      .number()
      .finite()
      .gt(1, 'must be above 1.00')
      .max(TRADER_MAX_PRICE, `must be at most ${String(TRADER_MAX_PRICE)}`)
      .refine((d) => Math.abs(d * 1000 - Math.round(d * 1000)) < 1e-6, 'at most 3 decimals'),
  })
  .strict();
export type TraderOutcomePriceRequest = z.infer<typeof TraderOutcomePriceRequest>;

/** The trader's word, handed to the feed (applied within its next ingest, pushed over /ws). */
export const TraderActionResponse = z.object({
  accepted: z.literal(true),
  eventId: z.number().int(),
  marketId: z.number().int(),
  outcomeId: z.number().int().nullable(),
  status: z.enum(TRADER_MARKET_STATUSES).nullable(),
  decimal: z.number().nullable(),
});
export type TraderActionResponse = z.infer<typeof TraderActionResponse>;
