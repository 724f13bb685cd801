/**
 * The flag a moved price shows for a moment (STYLE: green up, red down): a ring on the cell and
 * an arrow named for assistive technology. Drawn straight onto the cell's element — a live page
 * moves a hundred prices a second, and each flag through React would be two renders (raise and
 * clear); here it is a class and one small element (docs/decisions.md "Live prices repaint the
 * price alone").
 */

export type PriceMovement = 'up' | 'down';

/** How long a moved price stays flagged (STYLE: "flashes up or down for a moment"). */
export const PRICE_FLASH_MS = 3000;

/**
 * Flags are cleared in steps of this many ms: every flag due in the same step is cleared by one
 * timer (a live page moving 100 prices a second would otherwise run 100 timers a second).
 */
export const FLAG_CLEAR_STEP_MS = 250;

const dueSteps = new Map<number, Set<() => void>>();

/** Runs `clear` after `ms` (rounded up to the step); returns the cancellation. */
function clearLater(clear: () => void, ms: number): () => void {
  const step = Math.ceil((Date.now() + ms) / FLAG_CLEAR_STEP_MS) * FLAG_CLEAR_STEP_MS;
  let due = dueSteps.get(step);
  if (!due) {
    const batch = new Set<() => void>();
    due = batch;
    dueSteps.set(step, batch);
    setTimeout(
      () => {
        dueSteps.delete(step);
        for (const run of batch) run();
      },
      Math.max(0, step - Date.now()),
    );
  }
  const held = due;
  held.add(clear);
  return () => {
    held.delete(clear);
  };
}

export interface FlagLook {
  /** The cell's class while flagged, per direction; two of each, alternated, so a new move
   * restarts the ring's fading (the same animation under another name). */
  readonly cell: Readonly<Record<PriceMovement, readonly [string, string]>>;
  /** The arrow's classes: always, and per direction. */
  readonly arrow: string;
  readonly arrowDirection: Readonly<Record<PriceMovement, string>>;
  /** The arrow's accessible name per direction ("Price up"). */
  readonly label: (direction: PriceMovement) => string;
}

interface Raised {
  readonly cancel: () => void;
  readonly className: string;
}

/** The flag up on a cell, and the arrow each cell keeps once it has moved (not shown when down). */
const raised = new WeakMap<HTMLElement, Raised>();
const arrows = new WeakMap<HTMLElement, SVGSVGElement>();

const SVG = 'http://www.w3.org/2000/svg';
const ARROW_PATH: Record<PriceMovement, string> = { up: 'M5 1l4 7H1z', down: 'M5 9L1 2h8z' };

function lower(cell: HTMLElement): void {
  const flag = raised.get(cell);
  if (!flag) return;
  flag.cancel();
  cell.classList.remove(flag.className);
  arrows.get(cell)?.style.setProperty('display', 'none');
  raised.delete(cell);
}

/** The cell's arrow pointing `direction` (made on its first move, then only changed). */
function showArrow(cell: HTMLElement, direction: PriceMovement, look: FlagLook): void {
  let arrow = arrows.get(cell);
  if (!arrow?.isConnected) {
    arrow = document.createElementNS(SVG, 'svg');
    arrow.setAttribute('viewBox', '0 0 10 10');
    arrow.setAttribute('width', '10');
    arrow.setAttribute('height', '10');
    arrow.setAttribute('role', 'img');
    arrow.append(document.createElementNS(SVG, 'path'));
    arrow.firstElementChild?.setAttribute('fill', 'currentColor');
    cell.append(arrow);
    arrows.set(cell, arrow);
  }
  if (arrow.dataset['direction'] !== direction) {
    arrow.dataset['direction'] = direction;
    arrow.setAttribute('class', `${look.arrow} ${look.arrowDirection[direction]}`);
    arrow.setAttribute('aria-label', look.label(direction));
    arrow.firstElementChild?.setAttribute('d', ARROW_PATH[direction]);
  }
  arrow.style.removeProperty('display');
}

/** Flags `cell` as moved in `direction` for PRICE_FLASH_MS (a flag already up is replaced). */
export function raisePriceFlag(cell: HTMLElement, direction: PriceMovement, look: FlagLook): void {
  const before = raised.get(cell);
  const [first, second] = look.cell[direction];
  const className = before?.className === first ? second : first;
  lower(cell);
  showArrow(cell, direction, look);
  cell.classList.add(className);
  const flag: Raised = {
    cancel: clearLater(() => {
      if (raised.get(cell) === flag) lower(cell);
    }, PRICE_FLASH_MS),
    className,
  };
  raised.set(cell, flag);
}

/** Takes a cell's flag down at once (the cell is leaving the page). */
export function lowerPriceFlag(cell: HTMLElement): void {
  lower(cell);
}
