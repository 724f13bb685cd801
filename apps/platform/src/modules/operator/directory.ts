/**
 * Who may sign in as an operator: the accounts of OPERATOR_ACCOUNTS, or, in the embedded demo,
 * the demo operator. Kept per platform (keyed by its context) and built once, at start.
 */
import type { OperatorAccount } from '@touchline/contract';
import type { AppContext } from '../../app-context';
import { demoOperatorAccount } from './demo-operator';

export interface OperatorDirectory {
  find(username: string): OperatorAccount | undefined;
}

const directories = new WeakMap<AppContext, Promise<OperatorDirectory>>();

async function buildDirectory(ctx: AppContext): Promise<OperatorDirectory> {
  const { accounts, demoOperator } = ctx.config.operator;
  const all = demoOperator ? [...accounts, await demoOperatorAccount()] : accounts;
  const byName = new Map(all.map((account) => [account.username, account]));
  return { find: (username) => byName.get(username) };
}

/** The platform's operators (the demo operator's hash is computed on the first call). */
export function operatorDirectory(ctx: AppContext): Promise<OperatorDirectory> {
  let directory = directories.get(ctx);
  if (!directory) {
    directory = buildDirectory(ctx);
    directories.set(ctx, directory);
  }
  return directory;
}

/** At start: the operators ready (the demo operator's hash computed) before the first login. */
export async function prepareOperators(ctx: AppContext): Promise<void> {
  await operatorDirectory(ctx);
}
