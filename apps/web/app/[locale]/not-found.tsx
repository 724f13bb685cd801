import Link from 'next/link';

export default function NotFound() {
  return (
    <div className="empty-state">
      <h1 className="empty-state__title">Page not found</h1>
      <p className="empty-state__hint">The page you asked for does not exist.</p>
      <Link href="/" className="button button--primary">
        Go to the home page
      </Link>
    </div>
  );
}
