'use client';

/** Render errors inside a page keep the shell and offer a retry (spec shell §8). */
export default function PageError({
  reset,
}: {
  readonly error: Error;
  readonly reset: () => void;
}) {
  return (
    <div className="empty-state" role="alert">
      <p className="empty-state__title">Something went wrong</p>
      <p className="empty-state__hint">This part of the page could not be shown.</p>
      <button type="button" className="button button--primary" onClick={reset}>
        Try again
      </button>
    </div>
  );
}
