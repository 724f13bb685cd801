/**
 * Identity's replaceable parts, per platform: the password hasher, the message outbox, the
 * third-party token issuer, and the instance-local throttle memory. Kept beside the AppContext (keyed by it) rather than in it, so
 * tests can swap one for a platform without a global.
 */
import type { AppContext } from '../../app-context';
import { tableOutbox, type MessageOutbox } from './outbox';
import { createPasswordHasher, type PasswordHasher } from './passwords';
import { localThirdPartyIssuer, type ThirdPartyTokenIssuer } from './third-party-tokens';
import { ThrottleCache } from './throttle-cache';

export interface IdentityDeps {
  readonly hasher: PasswordHasher;
  readonly outbox: MessageOutbox;
  readonly thirdParty: ThirdPartyTokenIssuer;
  readonly throttleCache: ThrottleCache;
}

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
