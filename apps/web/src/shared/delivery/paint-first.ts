/**
 * Paint first, then run the scripts.
 *
 * React puts the App Router's chunks in the page as `<script src="/_next/static/…js" async>`. On
 * a fast connection they arrive while the HTML is still being parsed, and an async script runs
 * the moment it arrives: 230 KB of JavaScript is evaluated before the browser paints anything, so
 * the page a player already has in hand (every price and name is in the server's HTML) shows
 * 100–170 ms later than it could, and later still on a slow phone (docs/performance.md
 * "Where the time goes").
 *
 * The web server rewrites each such tag, as the HTML streams out, into a one-line queue entry. A
 * small loader, written once before the
 * first entry, adds the queued scripts (async, as React wrote them, so React finds its own
 * resources when it hydrates) once the browser reports the first contentful paint (below).
 * Entries that stream in after the start load at once.
 *
 * The downloads start then too, not earlier: a script preloaded during the parse and finished
 * before the paint is, to Lighthouse's simulation of a slow phone, a cost of the paint whether or
 * not it ran (measured: LCP 2.3–2.4 s with preloads, at first paint without). The price is that
 * on a slow network the scripts arrive one download later after the page is shown.
 * docs/decisions.md "Paint first, then run the scripts".
 */

/**
 * Scripts start at the latest this long after the loader ran, whatever was painted: a browser
 * that reports no paint, or a page that takes longer than this to paint, runs them as before.
 */
export const LATE_START_MS = 3000;

/** Exactly how React renders a hoisted async chunk script. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;

/** The global queue the rewritten tags push to; the loader drains it after the first paint. */
const QUEUE = '__tlScripts';

/**
 * The first paint is known when the browser reports it: its largest-contentful-paint entry
 * (Chromium, Firefox), else its first-contentful-paint entry (Safari), else the frame after the
 * first animation frame. An entry is reported once the frame is on screen, so the scripts start
 * after the page is seen even when the screen lags the main thread. A hidden tab paints nothing
 * and starts them at once.
 */
export const LOADER =
  `(function(){var q=self.${QUEUE}=self.${QUEUE}||[],on=false;` +
  `function add(s){var e=document.createElement('script');e.src=s;e.async=true;` +
  `e.setAttribute('async','');document.head.appendChild(e)}` +
  `function run(){if(on)return;on=true;q.forEach(add);q.push=function(s){add(s);return q.length}}` +
  `function soon(){setTimeout(run,0)}` +
  `var P=self.PerformanceObserver,t=(P&&P.supportedEntryTypes)||[],` +
  `k=t.indexOf('largest-contentful-paint')>=0?'largest-contentful-paint':t.indexOf('paint')>=0?'paint':'';` +
  `try{if(k)new P(function(l,o){if(l.getEntries().some(function(e){return k!=='paint'||e.name==='first-contentful-paint'})){o.disconnect();soon()}}).observe({type:k,buffered:true})}catch(e){k=''}` +
  `if(!k)requestAnimationFrame(soon);if(document.visibilityState==='hidden')run();` +
  `setTimeout(run,${LATE_START_MS})})()`;

function rewritten(src: string, first: boolean): string {
  const entry = `<script>(self.${QUEUE}=self.${QUEUE}||[]).push(${JSON.stringify(src)})</script>`;
  return `${first ? `<script>${LOADER}</script>` : ''}${entry}`;
}

/**
 * Where a chunk may end inside a construct the rewrite must see whole: an unfinished tag (a `<`
 * with no `>` after it) or an unfinished `<script …>…</script>`. Text from there on is held back
 * for the next chunk; everything before it is final.
 */
function safeEnd(text: string): number {
  let end = text.length;
  const lastOpen = text.lastIndexOf('<');
  if (lastOpen !== -1 && !text.includes('>', lastOpen)) end = lastOpen;
  const lastScript = text.lastIndexOf('<script');
  if (lastScript !== -1 && !text.includes('</script>', lastScript)) end = Math.min(end, lastScript);
  return end;
}

export interface ScriptDeferral {
  /** The rewritten text that can be sent now (a construct cut by the chunk's end is held). */
  write(chunk: string): string;
  /** Whatever was held back, at the end of the document. */
  end(): string;
}

/** A rewriter for one HTML document as it streams out; chunks are decoded text. */
export function createScriptDeferral(): ScriptDeferral {
  let held = '';
  let loaderWritten = false;
  const rewrite = (text: string) =>
    text.replace(CHUNK_SCRIPT, (_tag, src: string) => {
      const out = rewritten(src, !loaderWritten);
      loaderWritten = true;
      return out;
    });
  return {
    write(chunk) {
      const text = held + chunk;
      const end = safeEnd(text);
      held = text.slice(end);
      return rewrite(text.slice(0, end));
    },
    end() {
      const rest = rewrite(held);
      held = '';
      return rest;
    },
  };
}

/** Rewrites a whole document at once (what the streaming rewriter must agree with). */
export function deferScripts(html: string): string {
  const deferral = createScriptDeferral();
  return deferral.write(html) + deferral.end();
}
