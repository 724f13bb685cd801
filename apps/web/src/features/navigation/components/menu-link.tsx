import { localiseHref } from '@touchline/site';
import Link from '../../../shared/ui/link';
import type { MouseEventHandler, ReactNode } from 'react';

interface MenuLinkProps {
  /** A site path (localised here, spec shell §2) or an https:// URL. */
  readonly href: string;
  readonly locale: string;
  /** spec shell §2: open_in_parent_frame — the link's target is the top frame. */
  readonly parentFrame?: boolean;
  /** The page being shown: a link to it is marked as the current page. */
  readonly pathname?: string | undefined;
  /** Marks the link as the current page whatever the path (a footer item's own rule). */
  readonly current?: boolean | undefined;
  readonly className?: string | undefined;
  readonly onClick?: MouseEventHandler<HTMLAnchorElement> | undefined;
  readonly children: ReactNode;
}

const isAbsolute = (href: string): boolean => /^https?:\/\//.test(href);

/** The path of a localised link without query and hash, for comparing with the page's path. */
const pathOf = (href: string): string => href.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';

/**
 * A menu link: site paths go through the app router (localised); https URLs and links that must
 * leave an embedding frame are plain anchors, as the router cannot follow them.
 */
export function MenuLink({
  href,
  locale,
  parentFrame = false,
  pathname,
  current: isCurrent,
  className,
  onClick,
  children,
}: MenuLinkProps) {
  const target = localiseHref(href, locale);
  const matchesPath =
    pathname !== undefined && !isAbsolute(target) && pathOf(target) === pathOf(pathname);
  const current = (isCurrent ?? matchesPath) ? 'page' : undefined;
  if (parentFrame || isAbsolute(target)) {
    return (
      <a
        href={target}
        target={parentFrame ? '_top' : undefined}
        className={className}
        aria-current={current}
        onClick={onClick}
      >
        {children}
      </a>
    );
  }
  return (
    <Link href={target} className={className} aria-current={current} onClick={onClick}>
      {children}
    </Link>
  );
}
