/**
 * The text function the navigation components take (the site's `useT()` fits): the shell's own
 * labels come from the catalogue; menu content (labels, tags) is shown as served.
 */
export type Translate = (key: string, params?: Record<string, string | number>) => string;
