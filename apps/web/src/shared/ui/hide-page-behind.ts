/** How many open dialogs hid each element: a dialog opened over another must not un-hide the page. */
const hiddenBy = new Map<Element, number>();

/**
 * For a modal dialog or sheet portalled into `body`: hides every other child of `body` from
 * pointer, keyboard and assistive technology (`inert`, `aria-hidden`) and, with `lockScroll`,
 * stops the page behind from scrolling. Live regions (the toast area, `data-live-region`) stay
 * reachable: a login error toast must be heard while the login modal is open. Counted per
 * element, so dialogs can stack and close in any order. Returns the undo.
 */
export function hidePageBehind(keep: Element, options: { lockScroll: boolean }): () => void {
  const hidden: Element[] = [];
  for (const element of Array.from(document.body.children)) {
    if (element === keep || element.hasAttribute('data-live-region')) continue;
    const count = hiddenBy.get(element);
    if (count === undefined && element.hasAttribute('inert')) continue;
    hiddenBy.set(element, (count ?? 0) + 1);
    element.setAttribute('inert', '');
    element.setAttribute('aria-hidden', 'true');
    hidden.push(element);
  }
  const previousOverflow = document.body.style.overflow;
  if (options.lockScroll) document.body.style.overflow = 'hidden';
  return () => {
    if (options.lockScroll) document.body.style.overflow = previousOverflow;
    for (const element of hidden) {
      const left = (hiddenBy.get(element) ?? 1) - 1;
      if (left > 0) {
        hiddenBy.set(element, left);
        continue;
      }
      hiddenBy.delete(element);
      element.removeAttribute('inert');
      element.removeAttribute('aria-hidden');
    }
  };
}
