import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldQuery, highlightSegments, matchRanges } from '../highlight';

const marked = (text: string, query: string) =>
  highlightSegments(text, query)
    .filter((s) => s.match)
    .map((s) => s.text);

describe('search highlighting', () => {
  it('marks the matched part of a name, whatever its case', () => {
    expect(marked('CD Marisma v Racing Meseta', 'MARIS')).toEqual(['Maris']);
    expect(highlightSegments('Real Norte', 'nort')).toEqual([
      { text: 'Real ', match: false },
      { text: 'Nort', match: true },
      { text: 'e', match: false },
    ]);
  });

  it('matches accented letters without accents and the other way round', () => {
    expect(marked('Chloé Bernard', 'chloe')).toEqual(['Chloé']);
    expect(marked('Chloe Bernard', 'chloé')).toEqual(['Chloe']);
    expect(marked('Stefan Kraljević', 'kraljevic')).toEqual(['Kraljević']);
    expect(marked('Łódź Lions', 'lodz')).toEqual(['Łódź']);
  });

  it('reads punctuation as a space', () => {
    expect(marked('Pierre-Louis Marchand', 'pierre louis')).toEqual(['Pierre-Louis']);
    expect(marked("Women's Tour", 'women s')).toEqual(["Women's"]);
  });

  it('marks every word of the query when the whole query is not in the name', () => {
    expect(marked('CD Marisma v Racing Meseta', 'racing marisma')).toEqual(['Marisma', 'Racing']);
  });

  it('marks two letters only at the start of a word, as the platform matches them', () => {
    expect(marked('Surreal Athletic v Real Norte', 're')).toEqual(['Re']);
  });

  it('marks nothing for a query the platform would not search', () => {
    expect(matchRanges('Real Norte', 'r')).toEqual([]);
    expect(matchRanges('Real Norte', '%%')).toEqual([]);
    expect(foldQuery('  Chloé--Dur  ')).toBe('chloe dur');
  });

  it('always cuts the name into pieces that put it back together, marks apart', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 8 }), (text, query) => {
        const segments = highlightSegments(text, query);
        expect(segments.map((s) => s.text).join('')).toBe(text);
        for (let i = 1; i < segments.length; i += 1) {
          expect(segments[i]?.match && segments[i - 1]?.match).toBeFalsy();
        }
      }),
    );
  });

  it('marks a part that folds to the query wherever the query is in the folded name', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-zA-Zéèàü -]{0,12}$/),
        fc.stringMatching(/^[a-zA-Zéèàü]{3,6}$/),
        fc.stringMatching(/^[a-zA-Zéèàü -]{0,12}$/),
        (before, word, after) => {
          const parts = marked(`${before}${word}${after}`, word);
          expect(parts.length).toBeGreaterThan(0);
          expect(parts.some((p) => foldQuery(p).includes(foldQuery(word)))).toBe(true);
        },
      ),
    );
  });
});
