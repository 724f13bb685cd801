/** The class names that apply, joined for `className` (a CSS Module's class may be missing). */
export function cx(...names: readonly (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
