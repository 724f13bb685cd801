/**
 * spec betting-domain §2 (on-screen keyboard), §5 (keyboard stake rules), §9 (quick-bet default
 * amounts), §8 (invalid quick_bet_values JSON falls back to the defaults): the quick-bet buttons
 * and the keypad, as a player presses them, in each currency family.
 */
import {
  eventId,
  initialBetslipState,
  marketId,
  outcomeId,
  type BetslipNewSelection,
} from '@touchline/betting';
import { SITE_SETTINGS_DEFAULTS } from '@touchline/contract';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/session-store';
import { stubPlatform } from '../../../shared/testing/fetch-routes';
import { renderWithClient } from '../../../shared/testing/render-with-client';
import { testSite } from '../../../shared/testing/test-site';
import { Betslip } from '../components/betslip';
import { QuickStakes } from '../components/quick-stakes';
import { StakeKeypad } from '../components/stake-keypad';
import { useBetslipStore } from '../store/betslip-store';
import { usePricingStore } from '../store/pricing-store';

/** A touch screen or not (the slip's keypad shows on touch screens only). */
const screenKind = vi.hoisted(() => ({ touch: false }));
vi.mock('../../../shared/hydration/use-media-query', () => ({
  useMediaQuery: (query: string) => (query.includes('coarse') ? screenKind.touch : false),
}));

/** The keypad over a stake the test can read, as a stake field holds it. */
function Keypad({ currency, onDone = () => {} }: { currency: string; onDone?: () => void }) {
  const [text, setText] = useState('');
  return (
    <>
      <output aria-label="Stake text">{text}</output>
      <StakeKeypad
        currency={currency}
        text={text}
        label="Stake for Northbridge United"
        onChange={setText}
        onDone={onDone}
      />
    </>
  );
}

const keypad = () => screen.getByRole('group', { name: 'Keypad: Stake for Northbridge United' });
const stakeText = () => screen.getByRole('status', { name: 'Stake text' }).textContent;

describe('the on-screen keyboard', () => {
  it('types digits and one decimal point, two decimals at most, and deletes', async () => {
    const { user } = renderWithClient(<Keypad currency="EUR" />);
    const keys = within(keypad());
    for (const key of ['1', '2', 'Decimal point', '5', '0', '7']) {
      await user.click(keys.getByRole('button', { name: key }));
    }
    // The third decimal is refused (the last character dropped again, spec §5).
    expect(stakeText()).toBe('12.50');
    await user.click(keys.getByRole('button', { name: 'Decimal point' }));
    expect(stakeText()).toBe('12.50');
    await user.click(keys.getByRole('button', { name: 'Delete' }));
    await user.click(keys.getByRole('button', { name: 'Delete' }));
    expect(stakeText()).toBe('12.');
  });

  it('refuses a leading double zero and stops at 13 characters', async () => {
    const { user } = renderWithClient(<Keypad currency="EUR" />);
    const keys = within(keypad());
    await user.click(keys.getByRole('button', { name: '0' }));
    await user.click(keys.getByRole('button', { name: '0' }));
    expect(stakeText()).toBe('0');
    await user.click(keys.getByRole('button', { name: 'Delete' }));
    for (let i = 0; i < 16; i += 1) await user.click(keys.getByRole('button', { name: '9' }));
    // 13 nines would not be a safe stake in minor units: the keypad stops where the rules do.
    expect(stakeText()?.length).toBeLessThanOrEqual(13);
    expect(stakeText()).toMatch(/^9+$/);
  });

  it.each(['KRW', 'VND', 'IDR'])('offers no decimal point to a %s player', async (currency) => {
    const { user } = renderWithClient(<Keypad currency={currency} />);
    const keys = within(keypad());
    expect(keys.queryByRole('button', { name: 'Decimal point' })).toBeNull();
    for (const key of ['1', '2', '3', '4', '5']) {
      await user.click(keys.getByRole('button', { name: key }));
    }
    expect(stakeText()).toBe('12345');
  });

  it('closes on Done with the stake as typed', async () => {
    const onDone = vi.fn();
    const { user } = renderWithClient(<Keypad currency="EUR" onDone={onDone} />);
    await user.click(within(keypad()).getByRole('button', { name: '5' }));
    await user.click(within(keypad()).getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(stakeText()).toBe('5');
  });
});

describe('the quick-bet buttons', () => {
  const quick = () => screen.getByRole('group', { name: 'Quick stakes' });

  it('offer the four default amounts of the currency and put one in the stake', async () => {
    const onPick = vi.fn();
    const { user } = renderWithClient(
      <QuickStakes currency="EUR" label="Northbridge United" onPick={onPick} />,
    );
    const buttons = within(quick()).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['5', '25', '100', '500']);
    await user.click(screen.getByRole('button', { name: 'Stake €25.00 on Northbridge United' }));
    expect(onPick).toHaveBeenCalledWith('25', 2500);
  });

  it('stake thousands for a thousand-scaled currency (IDR 50 is 50,000 rupiah)', async () => {
    const onPick = vi.fn();
    const { user } = renderWithClient(
      <QuickStakes currency="IDR" label="Northbridge United" onPick={onPick} />,
    );
    const first = within(quick()).getAllByRole('button')[0];
    expect(first?.textContent).toBe('50');
    expect(first).toHaveAccessibleName(/^Stake 50\sIDR on Northbridge United$/);
    await user.click(first as HTMLElement);
    expect(onPick).toHaveBeenCalledWith('50', expect.any(Number));
    const [, minor] = onPick.mock.calls[0] as [string, number];
    // 50 display units of a thousand-scaled currency: 50,000 rupiah (IDR has no minor unit).
    expect(minor).toBe(50_000);
  });

  it('follow the brand’s quick_bet_values, and fall back silently when it is not JSON', () => {
    const withValues = (value: string) =>
      testSite({
        settings: {
          web: { ...SITE_SETTINGS_DEFAULTS, channel: 'web', quick_bet_values: value },
          mobile: { ...SITE_SETTINGS_DEFAULTS, channel: 'mobile' },
        } as never,
      });
    const { unmount } = renderWithClient(
      <QuickStakes currency="EUR" label="Draw" onPick={() => {}} />,
      withValues('{"EUR":[1,2,5,10]}'),
    );
    expect(
      within(quick())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '5', '10']);
    unmount();
    renderWithClient(
      <QuickStakes currency="EUR" label="Draw" onPick={() => {}} />,
      withValues('{"EUR":[1,2'),
    );
    expect(
      within(quick())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['5', '25', '100', '500']);
  });
});

describe('in the betslip', () => {
  const HOME: BetslipNewSelection = {
    outcomeId: outcomeId(1001),
    eventId: eventId(1),
    marketId: marketId(100),
    decimal: 2.1,
    eventDescription: 'Northbridge United v Eastport Rovers',
    marketDescription: 'Match Result',
    outcomeDescription: 'Northbridge United',
  };

  beforeEach(() => {
    screenKind.touch = false;
    useBetslipStore.setState({ state: initialBetslipState });
    usePricingStore.getState().reset();
    useSessionStore.setState({ session: null, logoutReason: null, savedUsername: null });
    // The slip prices itself; these tests look at stake entry only.
    stubPlatform([]);
    useBetslipStore.getState().dispatch({ type: 'betAdded', selection: HOME });
  });

  it('offers the quick-bet buttons under the stake being entered, and one fills it', async () => {
    const { user } = renderWithClient(<Betslip />);
    expect(screen.queryByRole('group', { name: 'Quick stakes' })).toBeNull();
    const stake = screen.getByRole('textbox', { name: 'Stake for Northbridge United' });
    expect(stake).toHaveAttribute('inputmode', 'decimal');
    await user.click(stake);
    await user.click(screen.getByRole('button', { name: 'Stake €25.00 on Northbridge United' }));
    expect(stake).toHaveValue('25');
    expect(useBetslipStore.getState().state.bets['1001']?.unitStake).toBe(2500);
    // They stay while focus moves on (a press elsewhere must not move the slip under it)…
    await user.click(document.body);
    expect(screen.getByRole('group', { name: 'Quick stakes' })).toBeInTheDocument();
    // No keypad without a touch screen.
    expect(screen.queryByRole('group', { name: /^Keypad/ })).toBeNull();
  });

  it('types with the slip’s keypad on a touch screen (the phone keyboard stays down) until Done', async () => {
    screenKind.touch = true;
    const { user } = renderWithClient(<Betslip />);
    const stake = screen.getByRole('textbox', { name: 'Stake for Northbridge United' });
    expect(stake).toHaveAttribute('inputmode', 'none');
    await user.click(stake);
    const keys = within(
      screen.getByRole('group', { name: 'Keypad: Stake for Northbridge United' }),
    );
    for (const key of ['7', 'Decimal point', '5']) {
      await user.click(keys.getByRole('button', { name: key }));
    }
    expect(stake).toHaveValue('7.5');
    expect(useBetslipStore.getState().state.bets['1001']?.unitStake).toBe(750);
    await user.click(keys.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('group', { name: /^Keypad/ })).toBeNull();
    expect(stake).toHaveValue('7.5');
  });
});

describe('with two selections', () => {
  it('moves the quick-bet buttons to the stake entered next', async () => {
    useBetslipStore.setState({ state: initialBetslipState });
    usePricingStore.getState().reset();
    stubPlatform([]);
    const base = {
      marketId: marketId(100),
      marketDescription: 'Match Result',
    };
    useBetslipStore.getState().dispatch({
      type: 'betAdded',
      selection: {
        ...base,
        outcomeId: outcomeId(1),
        eventId: eventId(1),
        decimal: 2,
        eventDescription: 'A v B',
        outcomeDescription: 'A',
      },
    });
    useBetslipStore.getState().dispatch({
      type: 'betAdded',
      selection: {
        ...base,
        marketId: marketId(200),
        outcomeId: outcomeId(2),
        eventId: eventId(2),
        decimal: 3,
        eventDescription: 'C v D',
        outcomeDescription: 'C',
      },
    });
    const { user } = renderWithClient(<Betslip />);
    await user.click(screen.getByRole('textbox', { name: 'Stake for A' }));
    expect(screen.getAllByRole('group', { name: 'Quick stakes' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Stake €5.00 on A' })).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Stake for C' }));
    expect(screen.getAllByRole('group', { name: 'Quick stakes' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Stake €5.00 on A' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Stake €5.00 on C' })).toBeInTheDocument();
  });
});
