import Link from 'next/link';
import buttonStyles from '../../src/shared/ui/button.module.css';
import panelStyles from '../../src/shared/ui/panel.module.css';
import { cx } from '../../src/shared/ui/cx';

export default function NotFound() {
  return (
    <div className={panelStyles.emptyState}>
      <h1 className={panelStyles.emptyStateTitle}>Page not found</h1>
      <p className={panelStyles.emptyStateHint}>The page you asked for does not exist.</p>
      <Link href="/" className={cx(buttonStyles.root, buttonStyles.primary)}>
        Go to the home page
      </Link>
    </div>
  );
}
