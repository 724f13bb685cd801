import { notFound } from 'next/navigation';

/** Any other path under a locale is a 404 rendered inside the site shell. */
export default function UnknownRoute(): never {
  notFound();
}
