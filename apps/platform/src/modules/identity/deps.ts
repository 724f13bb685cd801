/**
 * Identity's replaceable parts, per platform: the password hasher, the message outbox, the
 * third-party token issuer, the instance-local throttle memory, and the steps other modules add
 * to a self-exclusion. Kept beside the AppContext (keyed by it) rather than in it, so tests can
 * swap one for a platform without a global.
 */
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { tableOutbox, type MessageOutbox } from './outbox';
import { createPasswordHasher, type PasswordHasher } from './passwords';
import { localThirdPartyIssuer, type ThirdPartyTokenIssuer } from './third-party-tokens';
import { ThrottleCache } from './throttle-cache';

export interface IdentityDeps {
  readonly hasher: PasswordHasher;
  readonly outbox: MessageOutbox;
  readonly thirdParty: ThirdPartyTokenIssuer;
  readonly throttleCache: ThrottleCache;
  /** Run in order inside the transaction that starts a self-exclusion, before the player lock. */
  readonly selfExclusionSteps: readonly SelfExclusionStep[];
}

/**
 * Work another module does when a player self-excludes, in the same transaction (the wallet
 * releases the deposit hold). Identity announces; it never imports the module that listens.
 */
export type SelfExclusionStep = (tx: Queryable, playerId: number, at: Date) => Promise<void>;

const registry = new WeakMap<AppContext, IdentityDeps>();

export function identityDeps(ctx: AppContext): IdentityDeps {
  let deps = registry.get(ctx);
  if (!deps) {
    deps = {
      hasher: createPasswordHasher(
        ctx.config.identity.argon2Concurrency,
        ctx.config.identity.argon2MaxQueue,
      ),
      outbox: tableOutbox,
      thirdParty: localThirdPartyIssuer(ctx.keys),
      throttleCache: new ThrottleCache(),
      selfExclusionSteps: [],
    };
    registry.set(ctx, deps);
  }
  return deps;
}

/** Replaces some parts for one platform (tests: a counting hasher, a failing issuer). */
export function overrideIdentityDeps(ctx: AppContext, parts: Partial<IdentityDeps>): IdentityDeps {
  const next = { ...identityDeps(ctx), ...parts };
  registry.set(ctx, next);
  return next;
}

/** Adds a step every self-exclusion on this platform runs (wired once, at start). */
export function addSelfExclusionStep(ctx: AppContext, step: SelfExclusionStep): void {
  overrideIdentityDeps(ctx, {
    selfExclusionSteps: [...identityDeps(ctx).selfExclusionSteps, step],
  });
}
