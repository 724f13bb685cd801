/**
 * Which parts of a result's name the query matched, for <mark>: the platform folds names before
 * comparing (migration 0017 `search_fold`: accents off, lower case, punctuation as a space), so
 * the same folding is applied here, keeping where each folded letter came from in the name.
 */

/** Letters with no Unicode decomposition, folded as the platform folds them. */
const SPECIAL: Readonly<Record<string, string>> = {
  ı: 'i',
  ł: 'l',
  đ: 'd',
  ø: 'o',
  İ: 'i',
  Ł: 'l',
  Đ: 'd',
  Ø: 'o',
};

const SEPARATOR = /[\s\p{P}\p{S}]/u;

function foldChar(ch: string): string {
  if (SEPARATOR.test(ch)) return ' ';
  return SPECIAL[ch] ?? ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

interface Folded {
  readonly text: string;
  /** For each code unit of `text`: the start and end (code units) of the character it came from. */
  readonly from: readonly (readonly [number, number])[];
}

/** The folded text, runs of separators made one space, with each unit's origin. */
function fold(text: string): Folded {
  let out = '';
  const from: [number, number][] = [];
  let index = 0;
  for (const ch of text) {
    const folded = foldChar(ch);
    const origin: [number, number] = [index, index + ch.length];
    index += ch.length;
    if (folded === ' ' && (out === '' || out.endsWith(' '))) continue;
    for (const unit of folded) {
      out += unit;
      from.push(origin);
    }
  }
  return { text: out, from };
}

/** The query as the platform reads it: folded, separators one space, trimmed. */
export function foldQuery(query: string): string {
  return fold(query).text.trim();
}

export type Range = readonly [start: number, end: number];

function occurrences(haystack: string, needle: string, wordStartOnly: boolean): number[] {
  const found: number[] = [];
  if (needle === '') return found;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    if (!wordStartOnly || at === 0 || haystack[at - 1] === ' ') found.push(at);
  }
  return found;
}

/**
 * The ranges (code units of `text`) the query matches, in order and merged: where the whole
 * query occurs, else where each of its words (two letters or more) does. A two-letter query
 * matches the start of a word only, as the platform's search does.
 */
export function matchRanges(text: string, query: string): Range[] {
  const q = foldQuery(query);
  if (q.length < 2) return [];
  const folded = fold(text);
  const wordStartOnly = q.length < 3;
  let hits = occurrences(folded.text, q, wordStartOnly).map((at) => [at, q.length] as const);
  if (hits.length === 0) {
    hits = q
      .split(' ')
      .filter((word) => word.length >= 2)
      .flatMap((word) =>
        occurrences(folded.text, word, word.length < 3).map((at) => [at, word.length] as const),
      );
  }
  const ranges = hits
    .map(([at, length]): Range | null => {
      const first = folded.from[at];
      const last = folded.from[at + length - 1];
      return first && last ? [first[0], last[1]] : null;
    })
    .filter((r): r is Range => r !== null)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of ranges) {
    const previous = merged[merged.length - 1];
    if (previous && start <= previous[1]) previous[1] = Math.max(previous[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

export interface Segment {
  readonly text: string;
  readonly match: boolean;
}

/** The text cut into matched and unmatched pieces, in order. */
export function highlightSegments(text: string, query: string): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  for (const [start, end] of matchRanges(text, query)) {
    if (start > at) segments.push({ text: text.slice(at, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), match: false });
  return segments;
}
