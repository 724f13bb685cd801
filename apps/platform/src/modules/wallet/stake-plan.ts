import {
  afterStake,
  splitStake,
  stakeableMinor,
  type StakeSplit,
  type WageringCounters,
  type WalletParts,
} from '@touchline/site';
import {
  PLAYER_ACCOUNTS,
  type LedgerEntry,
  type WalletAccountRow,
  type WalletPart,
  type WalletStateRow,
} from './repository';

/** What a stake is decided on: the wallet's part accounts, their balances and its counters. */
export interface StakeWallet {
  readonly accountIds: Readonly<Record<WalletPart, number>>;
  readonly parts: WalletParts;
  readonly counters: WageringCounters;
}

/** One ledger transaction a stake posts. */
export interface StakePosting {
  readonly kind: 'bet-stake' | 'jackpot-stake' | 'bonus-release';
  readonly reference: string;
  /** Non-zero amounts only, summing to zero. */
  readonly entries: readonly LedgerEntry[];
}

export type StakePlan =
  | {
      readonly ok: true;
      readonly split: StakeSplit;
      /** The stake posting first, then the bonus release when the stake met its wagering. */
      readonly postings: readonly StakePosting[];
      /** The wallet once the postings are applied. */
      readonly after: StakeWallet;
    }
  | { readonly ok: false; readonly availableMinor: number };

export interface StakeToPlan {
  readonly amountMinor: number;
  readonly reference: string;
  readonly usePromoCash: boolean;
  /** The house account the stake is held on, and the posting's kind. */
  readonly heldAccountId: number;
  readonly kind: 'bet-stake' | 'jackpot-stake';
}

const moving = (entries: readonly LedgerEntry[]) => entries.filter((e) => e.amountMinor !== 0);

/**
 * The postings of one stake, decided on the wallet as it is (pure: the caller applies them
 * under the wallet's lock, or checks the wallet is unchanged when it applies them). The stake is
 * split over the parts (site `splitStake`), moved to the holding account, counted against the
 * turnover counters, and the bonus is released into real money when its wagering is met.
 */
export function planStake(wallet: StakeWallet, stake: StakeToPlan): StakePlan {
  const split = splitStake(wallet.parts, stake.amountMinor, stake.usePromoCash);
  if (!split)
    return { ok: false, availableMinor: stakeableMinor(wallet.parts, stake.usePromoCash) };
  const ids = wallet.accountIds;
  const postings: StakePosting[] = [
    {
      kind: stake.kind,
      reference: stake.reference,
      entries: moving([
        { accountId: ids.real, amountMinor: -split.realMinor },
        { accountId: ids.bonus, amountMinor: -split.bonusMinor },
        { accountId: ids.promoCash, amountMinor: -split.promoCashMinor },
        { accountId: stake.heldAccountId, amountMinor: stake.amountMinor },
      ]),
    },
  ];
  const next = afterStake(wallet.counters, split);
  let realMinor = wallet.parts.realMinor - split.realMinor;
  let bonusMinor = wallet.parts.bonusMinor - split.bonusMinor;
  if (next.bonusReleased && bonusMinor > 0) {
    postings.push({
      kind: 'bonus-release',
      reference: stake.reference,
      entries: [
        { accountId: ids.bonus, amountMinor: -bonusMinor },
        { accountId: ids.real, amountMinor: bonusMinor },
      ],
    });
    realMinor += bonusMinor;
    bonusMinor = 0;
  }
  return {
    ok: true,
    split,
    postings,
    after: {
      accountIds: ids,
      parts: {
        realMinor,
        bonusMinor,
        promoCashMinor: wallet.parts.promoCashMinor - split.promoCashMinor,
      },
      counters: {
        unwageredDepositsMinor: next.unwageredDepositsMinor,
        bonusLeftToWagerMinor: next.bonusLeftToWagerMinor,
      },
    },
  };
}

export function partsOf(rows: readonly WalletAccountRow[]): WalletParts {
  const balance = (part: WalletPart) =>
    rows.find((r) => r.name === PLAYER_ACCOUNTS[part])?.balance_minor ?? 0;
  return {
    realMinor: balance('real'),
    bonusMinor: balance('bonus'),
    promoCashMinor: balance('promoCash'),
  };
}

/** The wallet of these rows; null when a part account or the state row does not exist yet. */
export function stakeWalletOf(
  rows: readonly WalletAccountRow[],
  state: Pick<WalletStateRow, 'unwagered_deposits_minor' | 'bonus_left_to_wager_minor'> | null,
): StakeWallet | null {
  const id = (part: WalletPart) => rows.find((r) => r.name === PLAYER_ACCOUNTS[part])?.account_id;
  const real = id('real');
  const bonus = id('bonus');
  const promoCash = id('promoCash');
  if (real === undefined || bonus === undefined || promoCash === undefined || !state) return null;
  return {
    accountIds: { real, bonus, promoCash },
    parts: partsOf(rows),
    counters: {
      unwageredDepositsMinor: state.unwagered_deposits_minor,
      bonusLeftToWagerMinor: state.bonus_left_to_wager_minor,
    },
  };
}
