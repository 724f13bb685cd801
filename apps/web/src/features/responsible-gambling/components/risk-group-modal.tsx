'use client';

import { useState } from 'react';
import { useLocale } from '../../../shared/routing/use-locale';
import { useSession, type Session } from '../../../shared/session/session-store';
import { useShellStore } from '../../../shared/session/shell-store';
import { useTermsPending } from '../../../shared/session/terms-gate';
import { storageKey } from '../../../shared/storage/storage-key';
import { useSite, useT } from '../../../shared/site/site-context';
import buttonStyles from '../../../shared/ui/button.module.css';
import { cx } from '../../../shared/ui/cx';
import formStyles from '../../../shared/ui/form.module.css';
import Link from '../../../shared/ui/link';
import { Modal } from '../../../shared/ui/modal';
import formsStyles from './forms.module.css';

const SEEN_KEY = storageKey('risk-group-seen');

/** The login session the modal was last shown in: the player and the session's login time. */
const sessionMark = (session: Session): string => `${session.username}@${session.loginTime}`;

function seenIn(session: Session): boolean {
  try {
    return window.localStorage.getItem(SEEN_KEY) === sessionMark(session);
  } catch {
    return false;
  }
}

function markSeen(session: Session): void {
  try {
    window.localStorage.setItem(SEEN_KEY, sessionMark(session));
  } catch {
    // Storage off: the modal comes back on the next page of this session; never worse.
  }
}

/**
 * spec shell §2 footer: "In the build for one regulated market, a risk-group player modal appears
 * when logged in" (decisions): for a brand with `risk_group_modal`, once per login session —
 * after the login modal and any terms of use are out of the way, and in every tab of the session
 * only until the player answers. "Set limits" leads to the responsible-gambling page.
 */
export function RiskGroupModal() {
  const t = useT();
  const locale = useLocale();
  const session = useSession();
  const enabled = useSite().brand.risk_group_modal;
  const otherModalOpen = useShellStore((store) => store.state.openModal !== null);
  const termsPending = useTermsPending();
  const [answered, setAnswered] = useState<string | null>(null);

  if (!enabled || session === null || otherModalOpen || termsPending) return null;
  if (answered === sessionMark(session) || seenIn(session)) return null;

  const close = () => {
    markSeen(session);
    setAnswered(sessionMark(session));
  };
  return (
    <Modal title={t('shell.riskGroup.title')} onClose={close}>
      <div className={formsStyles.confirmStep}>
        <p>{t('shell.riskGroup.body')}</p>
        <div className={formStyles.formActions}>
          <Link
            href={`/${locale}/account/responsible-gambling`}
            className={cx(buttonStyles.root, buttonStyles.secondary)}
            onClick={close}
          >
            {t('shell.riskGroup.setLimits')}
          </Link>
          <button
            type="button"
            className={cx(buttonStyles.root, buttonStyles.primary)}
            data-autofocus
            onClick={close}
          >
            {t('shell.riskGroup.acknowledge')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
