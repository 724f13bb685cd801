'use client';

import { useQueryClient } from '@tanstack/react-query';
import type { AccountPrefs } from '@touchline/contract';
import type { SettingsPanelState } from '@touchline/site';
import { useState } from 'react';
import { ApiRequestError } from '../../../shared/api/api-error';
import { queryKeys } from '../../../shared/api/query-keys';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useSettingsStore } from '../../../shared/preferences';
import { useSession } from '../../../shared/session/session-store';
import { useT } from '../../../shared/site/site-context';
import { checkDefaultStake, serverSaveOf } from '../api/settings-wire';
import {
  usePatchAccountPrefs,
  useUpdatePlayerDetails,
} from '../../../shared/api/player-preferences';

/** Why a Save did not happen: a refused default stake, or the platform's refusal. */
export interface SaveProblems {
  readonly stake: string | null;
  readonly failure: string | null;
}

const NO_PROBLEMS: SaveProblems = { stake: null, failure: null };

/** The platform's refusal of the default stake names its field (`defaultStake: above …`). */
function stakeRefusal(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return null;
  const match = /^(?:defaultStake|default_stake): (.+)$/.exec(error.message);
  const text = match?.[1];
  return text === undefined ? null : text.charAt(0).toUpperCase() + text.slice(1);
}

interface SaveInput {
  readonly state: SettingsPanelState;
  /** The currency the default stake is in (the player's, else the brand's default). */
  readonly currency: string;
  readonly limits: { readonly betStakeMinAmount: number; readonly betStakeMaxAmount: number };
  readonly themeEnabled: boolean;
  readonly formatAmount: (amount: number) => string;
}

/**
 * The panel's Save (betting-domain §4, §6, §7): the default stake is checked first; a logged-in
 * player's changes go to the platform (details, then preferences) and only once it has stored
 * them are they applied here (`settingsSaved`), so a refusal keeps the draft to fix or retry.
 * A visitor's Save applies at once.
 */
export function useSaveSettings() {
  const t = useT();
  const errorText = useErrorText();
  const session = useSession();
  const queryClient = useQueryClient();
  const dispatch = useSettingsStore((s) => s.dispatch);
  const details = useUpdatePlayerDetails();
  const prefs = usePatchAccountPrefs();
  const [problems, setProblems] = useState<SaveProblems>(NO_PROBLEMS);
  const saving = details.isPending || prefs.isPending;

  const save = async (input: SaveInput): Promise<boolean> => {
    const { state } = input;
    setProblems(NO_PROBLEMS);
    const stakeChanged = state.draft.defaultStake !== state.saved.defaultStake;
    const stake = checkDefaultStake(state.draft.defaultStake, input.currency, input.limits);
    if (stakeChanged && !stake.ok) {
      setProblems({
        stake:
          stake.problem === 'tooHigh'
            ? t('settings.defaultStakeTooHigh', { max: input.formatAmount(stake.max) })
            : t('settings.defaultStakeInvalid'),
        failure: null,
      });
      return false;
    }
    // The platform keeps a theme only while its theme switching is on, and then says so by
    // answering one: a theme is sent only then (else it stays this browser's choice).
    const stored =
      session === null
        ? undefined
        : queryClient.getQueryData<AccountPrefs>(queryKeys.accountPrefs(session.accountId));
    const server = serverSaveOf({
      state,
      loggedIn: session !== null,
      username: session?.username,
      defaultStake: stake.ok ? stake.value : null,
      themeEnabled: input.themeEnabled && stored?.theme !== undefined,
    });
    if (server !== null && session !== null) {
      try {
        if (server.details) {
          await details.mutateAsync({ username: server.username, body: server.details });
        }
        if (server.prefs) {
          await prefs.mutateAsync({ accountId: session.accountId, body: server.prefs });
        }
      } catch (error) {
        const refusal = stakeRefusal(error);
        setProblems(
          refusal === null
            ? {
                stake: null,
                failure: t('settings.saveFailedBecause', { reason: errorText(error) }),
              }
            : { stake: refusal, failure: null },
        );
        return false;
      }
    }
    dispatch({ type: 'settingsSaved' });
    // The details call changed what the preferences hold too: read them again.
    if (server?.details && session !== null) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.accountPrefs(session.accountId) });
    }
    return true;
  };

  const clearProblems = () => setProblems(NO_PROBLEMS);
  return { save, saving, problems, clearProblems };
}
