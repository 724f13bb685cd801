import type { ExternalHeader } from '@touchline/contract';
import sanitizeHtml from 'sanitize-html';
import { urlMatchesOrigins } from './content-security-policy';

/**
 * Operator-authored HTML (html widgets, advert descriptions, the external header) is sanitised on
 * the server before it is served (issue 10 item 6), so the web can render it as it comes.
 *
 * Decisions:
 * - sanitize-html (htmlparser2) rather than DOMPurify + jsdom: a declarative allow-list with
 *   per-tag URL schemes and style rules, no DOM emulation per call (jsdom is megabytes and
 *   milliseconds). Its parser is not the browser's, so nothing parsed differently by a browser
 *   is let out: no raw-text or foreign-content element (script, style, textarea, svg, math …)
 *   survives, text and attribute values are re-escaped, and the tests re-parse every output with
 *   jsdom's spec parser.
 * - style attributes: a tiny allow-list (colours, text-align, font-weight/-style,
 *   text-decoration) with anchored value patterns, so no url(), expression() or layout property
 *   (position: fixed could lay a widget over the betslip).
 * - links: http(s), mailto, tel and relative only; every link gets rel="noopener noreferrer";
 *   target survives only as _blank (a named target could drive another window).
 * - images: http(s), relative, or data:image/png|jpeg|gif|webp;base64 (never svg, which can
 *   script); no srcset. No id or name attributes (DOM clobbering of the page's globals).
 * - external header css: kept as text with comments removed and escapes normalised, then
 *   `<` escaped (no `</style`), expression()/javascript:/behavior/-moz-binding broken, url() only
 *   https or relative, @import only https.
 * - external header js: never code from content; only the URL of a script served from one of the
 *   brand's declared script origins (the caller passes them), else dropped.
 */

const URL_SCHEMES_BY_TAG = {
  a: ['http', 'https', 'mailto', 'tel'],
  img: ['http', 'https', 'data'],
} as const;

const ALLOWED_TAGS = [
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code'],
  ...['strong', 'em', 'b', 'i', 'u', 's', 'small', 'sup', 'sub', 'span', 'a', 'img'],
  ...['ul', 'ol', 'li', 'div', 'section', 'article', 'figure', 'figcaption'],
  ...['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
];

/**
 * Disallowed elements whose content goes with them (otherwise a disallowed tag is dropped and its
 * children kept): raw-text elements, foreign content and things that are never prose.
 */
const DROPPED_WITH_CONTENT = [
  ...['script', 'style', 'textarea', 'xmp', 'title', 'noscript', 'noembed', 'noframes'],
  ...['plaintext', 'template', 'iframe', 'frameset', 'object', 'applet', 'svg', 'math'],
  ...['select', 'option', 'head'],
];

const COLOUR = [
  /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
  /^[a-z]{3,20}$/i,
  /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(?:,\s*(?:0|1|0?\.\d{1,3}|\d{1,3}%)\s*)?\)$/i,
  // The brand's colour_theme tokens.
  /^var\(--[a-z][a-z0-9-]{0,48}\)$/,
];

const ALLOWED_STYLES: Record<string, RegExp[]> = {
  color: COLOUR,
  'background-color': COLOUR,
  'text-align': [/^(?:left|right|center|justify|start|end)$/i],
  'font-weight': [/^(?:normal|bold|bolder|lighter|[1-9]00)$/i],
  'font-style': [/^(?:normal|italic)$/i],
  'text-decoration': [/^(?:none|underline|line-through)$/i],
};

const CLASS_NAME = /^[A-Za-z_][\w-]{0,63}$/;
const DIMENSION = /^\d{1,5}$/;
const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/]+={0,2}$/i;
const REL_TOKENS = new Set(['nofollow', 'sponsored', 'ugc', 'external']);
const FORCED_REL = ['noopener', 'noreferrer'];

/**
 * What a browser's URL parser skips (leading/trailing C0 controls and spaces, tabs and newlines
 * anywhere) and more (every control and space) is removed before the scheme is read, as launder
 * does inside sanitize-html; this is the second, independent check.
 */
// eslint-disable-next-line no-control-regex -- control characters are what is being removed
const URL_IGNORED = /[\u0000-\u0020\u007f-\u009f]+/g;

function compactUrl(value: string): string {
  return value.replace(URL_IGNORED, '');
}

function urlSchemeOf(value: string): string | null {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compactUrl(value));
  return scheme?.[1]?.toLowerCase() ?? null;
}

function allowedUrl(tag: 'a' | 'img', value: string): string | null {
  const compact = compactUrl(value);
  if (/^[/\\]{2}/.test(compact)) return null; // protocol-relative: say https://
  const scheme = urlSchemeOf(value);
  if (scheme === null) return value; // relative to the page
  if (!(URL_SCHEMES_BY_TAG[tag] as readonly string[]).includes(scheme)) return null;
  if (scheme === 'data') return SAFE_DATA_IMAGE.test(compact) ? compact : null;
  return value;
}

function keepIf(attribs: sanitizeHtml.Attributes, name: string, ok: (value: string) => boolean) {
  const value = attribs[name];
  if (value !== undefined && !ok(value)) delete attribs[name];
}

function keepUrl(attribs: sanitizeHtml.Attributes, name: string, tag: 'a' | 'img') {
  const value = attribs[name];
  if (value === undefined) return;
  const allowed = allowedUrl(tag, value);
  if (allowed === null) delete attribs[name];
  else attribs[name] = allowed;
}

/** The per-tag attribute rules sanitize-html's allow-list cannot say (values, forced rel). */
function applyAttributeRules(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const next = { ...attribs };
  if (tagName === 'a') {
    keepUrl(next, 'href', 'a');
    keepIf(next, 'target', (v) => v.trim().toLowerCase() === '_blank');
    if (next.target !== undefined) next.target = '_blank';
    const own = (next.rel ?? '').toLowerCase().split(/\s+/);
    next.rel = [...new Set([...own.filter((t) => REL_TOKENS.has(t)), ...FORCED_REL])].join(' ');
  } else if (tagName === 'img') {
    keepUrl(next, 'src', 'img');
    keepIf(next, 'width', (v) => DIMENSION.test(v));
    keepIf(next, 'height', (v) => DIMENSION.test(v));
  } else if (tagName === 'td' || tagName === 'th') {
    keepIf(next, 'colspan', (v) => DIMENSION.test(v));
    keepIf(next, 'rowspan', (v) => DIMENSION.test(v));
  }
  return { tagName, attribs: next };
}

const MAX_EXTRA_PASSES = 3;

const HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    '*': ['class', 'style'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedClasses: { '*': [CLASS_NAME] },
  allowedStyles: { '*': ALLOWED_STYLES },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {
    a: [...URL_SCHEMES_BY_TAG.a],
    img: [...URL_SCHEMES_BY_TAG.img],
  },
  allowProtocolRelative: false,
  nonTextTags: DROPPED_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: applyAttributeRules,
    img: applyAttributeRules,
    td: applyAttributeRules,
    th: applyAttributeRules,
  },
  // Parse as HTML (not XML), decoding entities once, so what is checked is what a browser sees.
  parser: { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
};

/**
 * Rich content (html widgets, advert descriptions): only the allow-list above survives.
 * htmlparser2's implied end tags see the tags that are then dropped (`<td><form><tr>`), so one
 * pass can leave markup that nests differently once they are gone; passes repeat until the
 * output is stable, which makes sanitising idempotent.
 */
export function sanitiseHtml(html: string): string {
  let clean = sanitizeHtml(html, HTML_OPTIONS);
  for (let pass = 0; pass < MAX_EXTRA_PASSES; pass++) {
    const again = sanitizeHtml(clean, HTML_OPTIONS);
    if (again === clean) break;
    clean = again;
  }
  return clean;
}

// ---------------------------------------------------------------------------------------------
// The external header

/** Escaped characters spelled out again, so keyword checks see through `\65 xpression(`. */
const LITERAL_AFTER_ESCAPE = /^[A-Za-z0-9\-_.:/()@%#,]$/;

function cssEscape(char: string): string {
  return `\\${(char.codePointAt(0) ?? 0xfffd).toString(16)} `;
}

/**
 * Every CSS escape rewritten to one canonical form: the letters, digits and punctuation that
 * make up keywords and URLs literally, anything else as `\hex `, so after this no escape can hide
 * a keyword, and no backslash starts anything but a canonical escape of a harmless character.
 */
function normaliseEscapes(css: string): string {
  return css.replace(
    /\\(?:([0-9a-fA-F]{1,6})(?:\r\n|[ \t\r\n\f])?|(\r\n|[\r\n\f])|([\s\S])|$)/g,
    (_match, hex: string | undefined, newline: string | undefined, other: string | undefined) => {
      if (newline !== undefined) return ''; // a line continuation inside a string
      let char: string;
      if (hex !== undefined) {
        const code = parseInt(hex, 16);
        const valid = code !== 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
        char = String.fromCodePoint(valid ? code : 0xfffd);
      } else if (other !== undefined) {
        char = other;
      } else {
        return ''; // a backslash at the very end
      }
      return LITERAL_AFTER_ESCAPE.test(char) ? char : cssEscape(char);
    },
  );
}

function decodeCanonicalEscapes(text: string): string {
  return text.replace(/\\([0-9a-f]{1,6}) ?/gi, (_m, hex: string) => {
    const code = parseInt(hex, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
  });
}

/** A url() or @import target: https, or relative to the page (not protocol-relative). */
function cssUrlAllowed(raw: string, httpsOnly: boolean): boolean {
  const url = compactUrl(decodeCanonicalEscapes(raw));
  if (/^https:\/\/[^/\\]/i.test(url)) return true;
  if (httpsOnly) return false;
  return !/^[/\\]{2}/.test(url) && urlSchemeOf(url) === null;
}

// url( "x" ) | url( 'x' ) | url( x ) with the unquoted form allowing canonical escapes.
const CSS_URL =
  /(?:url|src)\s*\(\s*(?:"([^"\n]*)"|'([^'\n]*)'|((?:\\[0-9a-f]{1,6} ?|[^)\s"'(\\])*))\s*\)/gi;
const CSS_URL_START = /(?:url|src)\s*\(/gi;
// eslint-disable-next-line no-control-regex -- NUL and C0 controls have no business in CSS
const CSS_CONTROLS = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g;
const CSS_IMPORT = /@import\b([^;]*)(?:;|$)/gi;

// Comments go entirely (not to a space) so `expr/**/ession(` shows; repeated, as removal can join.
function removeComments(css: string): string {
  let text = css;
  while (text.includes('/*')) text = text.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '');
  return text;
}

/**
 * Operator CSS for the external header, neutralised as the header comment says. One pass's
 * removals could in principle form something the pass has already looked for, so passes repeat
 * until the text is stable; CSS that does not settle is dropped.
 */
export function sanitiseCss(css: string): string {
  let clean = css;
  for (let pass = 0; pass <= MAX_EXTRA_PASSES; pass++) {
    const again = sanitiseCssOnce(clean);
    if (again === clean) return clean;
    clean = again;
  }
  return sanitiseCssOnce(clean) === clean ? clean : '';
}

function sanitiseCssOnce(css: string): string {
  let text = normaliseEscapes(removeComments(css.replace(CSS_CONTROLS, '')));
  // Removing a line continuation can join `/` and `*`: comments again, until none is left.
  text = removeComments(text).replace(/</g, cssEscape('<'));
  text = text.replace(CSS_IMPORT, (rule: string, target: string) => {
    // Kept only when its target is a whole url(...) call or string naming an https URL.
    const url =
      /^\s*(?:url\(\s*(?:"([^"\n]*)"|'([^'\n]*)'|([^\s)"'\\(]+))\s*\)|"([^"\n]*)"|'([^'\n]*)')/i.exec(
        target,
      );
    const value = url?.[1] ?? url?.[2] ?? url?.[3] ?? url?.[4] ?? url?.[5];
    // A space, not nothing, in its place: `*/@import x;*/` must not close up into `/*`.
    return value !== undefined && cssUrlAllowed(value, true) ? rule : ' ';
  });
  text = text.replace(CSS_URL, (call: string, dq?: string, sq?: string, bare?: string) =>
    cssUrlAllowed(dq ?? sq ?? bare ?? '', false) ? call : 'none',
  );
  // A url( that did not parse as a whole call above is broken rather than guessed at.
  text = text.replace(CSS_URL_START, (start: string, offset: number) =>
    wholeUrlCallAt(text, offset) ? start : 'blocked(',
  );
  return text
    .replace(/expression\s*\(/gi, 'blocked(')
    .replace(/(?:java|vb)script\s*:/gi, 'blocked:')
    .replace(/-moz-binding/gi, '-blocked-binding')
    .replace(/behaviou?r\s*:/gi, 'blocked:');
}

function wholeUrlCallAt(text: string, offset: number): boolean {
  const sticky = new RegExp(CSS_URL.source, 'iy');
  sticky.lastIndex = offset;
  return sticky.test(text);
}

/**
 * The external header's js is a script URL, kept only when it is an absolute http(s) URL served
 * from one of the brand's declared script origins; code, other URLs and anything unparsable are
 * dropped (an empty string).
 */
function sanitiseScriptReference(js: string, scriptOrigins: readonly string[]): string {
  const reference = js.trim();
  if (reference === '' || /\s/.test(reference)) return '';
  let url: URL;
  try {
    url = new URL(reference);
  } catch {
    return '';
  }
  return urlMatchesOrigins(url, scriptOrigins) ? url.href : '';
}

/** The external header as served (shell §2): each part made safe by its own rule. */
export function sanitiseExternalHeader(
  header: ExternalHeader,
  options: { readonly scriptOrigins: readonly string[] },
): ExternalHeader {
  return {
    css: sanitiseCss(header.css),
    js: sanitiseScriptReference(header.js, options.scriptOrigins),
    html: sanitiseHtml(header.html),
  };
}
