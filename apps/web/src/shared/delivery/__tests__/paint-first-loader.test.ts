import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LATE_START_MS, LOADER } from '../paint-first';

type Listener = (
  list: { getEntries(): { name: string }[] },
  observer: { disconnect(): void },
) => void;

/** A browser's PerformanceObserver, reduced to what the loader uses; the test reports paints. */
function installObserver(types: string[]) {
  const listeners: Listener[] = [];
  class FakeObserver {
    static supportedEntryTypes = types;
    private readonly listener: Listener;
    disconnected = false;
    constructor(listener: Listener) {
      this.listener = listener;
    }
    observe() {
      listeners.push((list) => {
        if (!this.disconnected) this.listener(list, this);
      });
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return (name: string) => {
    for (const l of listeners) l({ getEntries: () => [{ name }] }, { disconnect: () => undefined });
  };
}

/** Runs inline script text as the browser does: the loader ships as text, so it is tested as text. */
function runInline(code: string): void {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function(code)();
}
const queue = (src: string) =>
  runInline(`(self.__tlScripts=self.__tlScripts||[]).push(${JSON.stringify(src)})`);
const loaded = () =>
  [...document.head.querySelectorAll('script[src]')].map((s) => ({
    src: s.getAttribute('src'),
    async: s.hasAttribute('async'),
  }));

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = '';
  delete (globalThis as { __tlScripts?: unknown }).__tlScripts;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the loader starts the page scripts once the page is painted', () => {
  it('waits for the largest contentful paint, then adds every queued script, async, in order', () => {
    const paint = installObserver(['largest-contentful-paint', 'paint']);
    runInline(LOADER);
    queue('/_next/static/chunks/a.js');
    queue('/_next/static/chunks/b.js');
    vi.advanceTimersByTime(LATE_START_MS - 1);
    expect(loaded()).toEqual([]);
    paint('largest-contentful-paint');
    vi.advanceTimersByTime(0);
    expect(loaded()).toEqual([
      { src: '/_next/static/chunks/a.js', async: true },
      { src: '/_next/static/chunks/b.js', async: true },
    ]);
    // A script streamed in after the start loads at once; nothing loads twice.
    queue('/_next/static/chunks/c.js');
    vi.advanceTimersByTime(LATE_START_MS);
    expect(loaded().map((s) => s.src)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/c.js',
    ]);
  });

  it('where only paint entries exist, waits for the first contentful one, not the first paint', () => {
    const paint = installObserver(['paint']);
    runInline(LOADER);
    queue('/_next/static/chunks/a.js');
    paint('first-paint');
    vi.advanceTimersByTime(10);
    expect(loaded()).toEqual([]);
    paint('first-contentful-paint');
    vi.advanceTimersByTime(0);
    expect(loaded()).toHaveLength(1);
  });

  it('without paint entries, starts after the first animation frame', () => {
    installObserver([]);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
    runInline(LOADER);
    queue('/_next/static/chunks/a.js');
    vi.advanceTimersByTime(10);
    expect(loaded()).toEqual([]);
    frames.forEach((f) => f(0));
    vi.advanceTimersByTime(0);
    expect(loaded()).toHaveLength(1);
  });

  it('a page that reports no paint runs its scripts after LATE_START_MS anyway', () => {
    installObserver(['largest-contentful-paint']);
    runInline(LOADER);
    queue('/_next/static/chunks/a.js');
    vi.advanceTimersByTime(LATE_START_MS);
    expect(loaded()).toHaveLength(1);
  });

  it('a hidden tab, which paints nothing, starts them at once', () => {
    installObserver(['largest-contentful-paint']);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    queue('/_next/static/chunks/a.js');
    runInline(LOADER);
    expect(loaded()).toHaveLength(1);
    visibility.mockRestore();
  });
});
