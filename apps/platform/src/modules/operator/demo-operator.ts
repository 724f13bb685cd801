/**
 * The embedded demo's operator (README "Operator API"), the one place it is defined. It exists
 * only in embedded mode with OPERATOR_ACCOUNTS unset (config.ts `demoOperator`); its argon2id
 * hash is computed at start, so no hash of a known password is committed either.
 */
import type { OperatorAccount } from '@touchline/contract';
import { hashPassword } from '../identity';

export const DEMO_OPERATOR = {
  username: 'demo-operator',
  password: 'demo-operator-pass',
} as const;

/** One hash per process: the password is a constant, and argon2id is deliberately slow. */
let demoHash: Promise<string> | undefined;

export async function demoOperatorAccount(): Promise<OperatorAccount> {
  demoHash ??= hashPassword(DEMO_OPERATOR.password);
  return { username: DEMO_OPERATOR.username, passwordHash: await demoHash, scopes: ['*'] };
}
