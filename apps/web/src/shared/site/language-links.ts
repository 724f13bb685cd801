/**
 * spec shell §2: a link for another language replaces the path's locale segment (query and hash
 * kept); a path without one gets it prefixed.
 */
export function pathInLanguage(path: string, segment: string): string {
  const match = /^\/[a-z]{2}(?=\/|$|\?|#)/.exec(path);
  return match
    ? `/${segment}${path.slice(match[0].length)}`
    : `/${segment}${path.startsWith('/') ? '' : '/'}${path}`;
}
