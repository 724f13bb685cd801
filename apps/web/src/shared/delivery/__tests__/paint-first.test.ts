import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createScriptDeferral, deferScripts, LATE_START_MS } from '../paint-first';

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const PAGE =
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${chunk('a')}${chunk('b')}` +
  `<link rel="stylesheet" href="/_next/static/chunks/x.css"/>` +
  `<script>(function(){if(1<2)document.documentElement.dataset.theme="dark"})()</script>` +
  `<script src="/_next/static/chunks/poly.js" noModule=""></script></head>` +
  `<body><h1>Wolves v Spurs</h1><script id="_R_">self.x=1</script>${chunk('c')}` +
  `<script>self.__next_f.push([1,"<p>\\u003cscript"])</script></body></html>`;

/** The sources the rewritten page queues, in order, read back the way the loader reads them. */
function queued(html: string): string[] {
  return [...html.matchAll(/\.push\(("[^"]+")\)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as string,
  );
}

describe('paint first, then run the scripts', () => {
  it('turns every async chunk script into a queue entry, the loader once', () => {
    const out = deferScripts(PAGE);
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[abc]\.js" async="">/);
    expect(queued(out)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/c.js',
    ]);
    // Nothing starts their download before the loader does.
    expect(out).not.toMatch(/href="\/_next\/static\/chunks\/[abc]\.js"/);
    expect(out.match(/PerformanceObserver/g)).toHaveLength(1);
    // The loader comes before the first entry, and starts late tabs after LATE_START_MS.
    expect(out.indexOf('PerformanceObserver')).toBeLessThan(out.indexOf('.push("/_next'));
    expect(out).toContain(`setTimeout(run,${LATE_START_MS})`);
  });

  it('leaves everything else as it was', () => {
    const out = deferScripts(PAGE);
    expect(out).toContain('<script src="/_next/static/chunks/poly.js" noModule=""></script>');
    expect(out).toContain('<script id="_R_">self.x=1</script>');
    expect(out).toContain('if(1<2)');
    expect(out).toContain('<h1>Wolves v Spurs</h1>');
    // Removing the additions gives the page back, with the scripts where they were.
    const back = out
      .replace(/<script>\(function\(\)\{var q=self\.__tlScripts[^<]*<\/script>/, '')
      .replace(
        /<script>\(self\.__tlScripts=self\.__tlScripts\|\|\[\]\)\.push\("([^"]+)"\)<\/script>/g,
        '<script src="$1" async=""></script>',
      );
    expect(back).toBe(PAGE);
  });

  it('a page without chunk scripts is unchanged', () => {
    const html = '<html><head></head><body><p>Maintenance</p></body></html>';
    expect(deferScripts(html)).toBe(html);
  });

  it('gives the same document however the stream is cut', () => {
    const whole = deferScripts(PAGE);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: PAGE.length - 1 }), { maxLength: 12 }),
        (cuts) => {
          const points = [0, ...cuts.sort((a, b) => a - b), PAGE.length];
          const deferral = createScriptDeferral();
          let out = '';
          for (let i = 1; i < points.length; i++) {
            out += deferral.write(PAGE.slice(points[i - 1], points[i]));
          }
          out += deferral.end();
          expect(out).toBe(whole);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('sends text as soon as no tag is cut, holding back only an unfinished tag or script', () => {
    const deferral = createScriptDeferral();
    expect(deferral.write('<body><h1>Wol')).toBe('<body><h1>Wol');
    expect(deferral.write('ves</h1><scr')).toBe('ves</h1>');
    expect(deferral.write('ipt src="/_next/static/chunks/a.js" async="">')).toBe('');
    const out = deferral.write('</script><p>');
    expect(queued(out)).toEqual(['/_next/static/chunks/a.js']);
    expect(out.endsWith('<p>')).toBe(true);
    expect(deferral.end()).toBe('');
  });
});
