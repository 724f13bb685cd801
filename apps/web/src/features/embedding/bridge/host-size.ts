/**
 * spec shell §7 `size` (with height): the document's height, sent whenever the layout changes so
 * the host can size its frame to the content. A ResizeObserver sees every layout change; the
 * measurement waits for the next animation frame (many changes in one frame are one message) and
 * a height that did not change is not sent again.
 */
export interface SizeReporter {
  /** Sends the height now, changed or not (the host asked). */
  readonly reportNow: () => void;
  readonly stop: () => void;
}

/** The content's height: the root element's box (the embedded page sets no minimum height). */
export function documentHeight(doc: Document): number {
  return Math.max(0, Math.ceil(doc.documentElement.getBoundingClientRect().height));
}

export function startSizeReporting(win: Window, onSize: (height: number) => void): SizeReporter {
  const doc = win.document;
  let frame: number | null = null;
  let last: number | null = null;

  const measure = (force: boolean) => {
    const height = documentHeight(doc);
    if (!force && height === last) return;
    last = height;
    onSize(height);
  };
  const schedule = () => {
    if (frame !== null) return;
    frame = win.requestAnimationFrame(() => {
      frame = null;
      measure(false);
    });
  };

  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
  observer?.observe(doc.documentElement);
  if (doc.body) observer?.observe(doc.body);
  // Without a ResizeObserver (very old browsers) the window's own resizes still count.
  if (!observer) win.addEventListener('resize', schedule);
  schedule();

  return {
    reportNow: () => measure(true),
    stop: () => {
      observer?.disconnect();
      win.removeEventListener('resize', schedule);
      if (frame !== null) win.cancelAnimationFrame(frame);
      frame = null;
    },
  };
}
