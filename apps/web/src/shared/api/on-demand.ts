/**
 * A module loaded on demand (a dynamic `import()`: its code, and what only it imports, is not in
 * the page's first-load scripts): `load()` starts the download once and resolves to the module;
 * `now()` is the module once loaded, null before. A failed download (offline) is tried again on
 * the next `load()`.
 *
 * Decision (docs/decisions.md "First-load JavaScript"): zod and the contract's schemas reach the
 * browser this way. Everything received is still parsed before use: the code reading it awaits
 * `load()` first.
 */
export interface OnDemand<M> {
  readonly load: () => Promise<M>;
  readonly now: () => M | null;
}

export function onDemand<M>(importer: () => Promise<M>): OnDemand<M> {
  let loading: Promise<M> | null = null;
  let loaded: M | null = null;
  return {
    load: () =>
      (loading ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    now: () => loaded,
  };
}

/**
 * Starts `load` once the page is idle after its `load` event (a failure is left to the first
 * use, which loads again), so the first call that needs the module normally finds it ready.
 */
export function loadWhenIdle(load: () => Promise<unknown>): void {
  if (typeof window === 'undefined') return;
  const run = () => {
    load().catch(() => undefined);
  };
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(run, { timeout: 3000 })
      : window.setTimeout(run, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
