import type { ReactNode } from 'react';

/**
 * spec shell §2: /maintenance, /blocked and /static/flutter-maintenance use a minimal layout —
 * the brand's favicon and colour theme (from the root layout) and nothing else: no header,
 * menu, footer or session.
 */
export default function MinimalLayout({ children }: { readonly children: ReactNode }) {
  return <main id="main">{children}</main>;
}
