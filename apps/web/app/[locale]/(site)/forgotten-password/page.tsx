import type { Metadata } from 'next';
import panelStyles from '../../../../src/shared/ui/panel.module.css';

export const metadata: Metadata = { title: 'Forgotten password' };

/**
 * The login modal's forgotten-password link (spec shell §2). The platform has no password reset
 * yet, so this page says how to get back in.
 */
export default function ForgottenPasswordRoute() {
  return (
    <>
      <div className="page-heading">
        <h1>Forgotten password</h1>
      </div>
      <div className={panelStyles.emptyState}>
        <p className={panelStyles.emptyStateTitle}>Password reset is not available online yet.</p>
        <p className={panelStyles.emptyStateHint}>
          Please contact customer support to reset your password. On the demo site every demo
          player&apos;s password is listed in the README.
        </p>
      </div>
    </>
  );
}
