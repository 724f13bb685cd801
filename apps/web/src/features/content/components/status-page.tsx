import styles from './status-page.module.css';

export interface StatusPageProps {
  /** The brand's name, shown above the message. */
  readonly brandName: string;
  readonly title: string;
  readonly body: string;
  /** A way on (maintenance: try again); none on the blocked page. */
  readonly action?: { readonly href: string; readonly label: string } | null;
}

/**
 * spec shell §2 /maintenance and /blocked: a calm, minimal page: the brand, one heading, one
 * sentence and at most one way on. A server component (no state); texts come in as props.
 */
export function StatusPage({ brandName, title, body, action = null }: StatusPageProps) {
  return (
    <section className={styles.root} aria-labelledby="status-page-title">
      <p className={styles.brand}>{brandName}</p>
      <h1 id="status-page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.body}>{body}</p>
      {action ? (
        // A plain link, not next/link: trying again should be a full request to the server.
        <a className={styles.action} href={action.href}>
          {action.label}
        </a>
      ) : null}
    </section>
  );
}
