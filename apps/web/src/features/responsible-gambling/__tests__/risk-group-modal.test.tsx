import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../shared/session/session-store';
import { useShellStore } from '../../../shared/session/shell-store';
import { makeSession } from '../../../shared/testing/fixtures';
import { renderWithClient } from '../../../shared/testing/render-with-client';
import { resetSharedSessionState } from '../../../shared/testing/reset-session';
import { testSite } from '../../../shared/testing/test-site';
import { RiskGroupModal } from '../index';

function regulatedSite(on = true) {
  const base = testSite();
  return testSite({ brand: { ...base.brand, risk_group_modal: on } });
}

const dialog = () => screen.queryByRole('dialog', { name: 'A note on your play' });

beforeEach(() => {
  resetSharedSessionState();
});

describe('the risk-group player modal (spec shell §2 footer, regulated market)', () => {
  it('appears to a logged-in player, focus inside; I understand closes it', async () => {
    renderWithClient(
      <>
        <button type="button">Before</button>
        <RiskGroupModal />
      </>,
      regulatedSite(),
    );
    expect(dialog()).toBeNull();
    act(() => useSessionStore.getState().login(makeSession()));
    const modal = screen.getByRole('dialog', { name: 'A note on your play' });
    expect(modal).toHaveTextContent('at risk of gambling harm');
    const understand = within(modal).getByRole('button', { name: 'I understand' });
    expect(understand).toHaveFocus();
    // Focus stays inside: Tab from the last control goes round, never to the page behind.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(modal.contains(document.activeElement)).toBe(true);
    expect(within(modal).getByRole('link', { name: 'Set limits' })).toHaveAttribute(
      'href',
      '/en/account/responsible-gambling',
    );
    await userEvent.click(within(modal).getByRole('button', { name: 'I understand' }));
    expect(dialog()).toBeNull();
  });

  it('is shown once per session: not again after a reload, again for the next login', async () => {
    act(() => useSessionStore.getState().login(makeSession({ loginTime: 1_700_000_000 })));
    const first = renderWithClient(<RiskGroupModal />, regulatedSite());
    await userEvent.click(screen.getByRole('button', { name: 'I understand' }));
    first.unmount();

    // The same session on a new page: nothing.
    renderWithClient(<RiskGroupModal />, regulatedSite()).unmount();
    expect(dialog()).toBeNull();

    act(() => useSessionStore.getState().login(makeSession({ loginTime: 1_700_090_000 })));
    renderWithClient(<RiskGroupModal />, regulatedSite());
    expect(dialog()).not.toBeNull();
  });

  it('waits for the login modal, and never shows for a brand without the flag or a visitor', () => {
    useShellStore.getState().dispatch({ type: 'loginButtonPressed' });
    act(() => useSessionStore.getState().login(makeSession()));
    const waiting = renderWithClient(<RiskGroupModal />, regulatedSite());
    expect(dialog()).toBeNull();
    act(() => {
      useShellStore.getState().dispatch({ type: 'loginButtonPressed' });
    });
    expect(dialog()).not.toBeNull();
    waiting.unmount();

    renderWithClient(<RiskGroupModal />, regulatedSite(false)).unmount();
    expect(dialog()).toBeNull();
    act(() => useSessionStore.getState().logout('clicked'));
    renderWithClient(<RiskGroupModal />, regulatedSite());
    expect(dialog()).toBeNull();
  });
});
