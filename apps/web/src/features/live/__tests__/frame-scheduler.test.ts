import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  animationFrameScheduler,
  FrameBatcher,
  HIDDEN_FLUSH_MS,
} from '../connection/frame-batcher';

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the browser's repaint scheduler", () => {
  it('hands what arrived within a frame over once, at the next animation frame', () => {
    const batcher = new FrameBatcher<number>(animationFrameScheduler);
    const batches: (readonly number[])[] = [];
    batcher.listen((batch) => batches.push(batch));
    batcher.push(1);
    batcher.push(2);
    batcher.push(3);
    expect(batches).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(batches).toEqual([[1, 2, 3]]);
    // The frame won: its timer fallback does not flush an empty batch later.
    vi.advanceTimersByTime(HIDDEN_FLUSH_MS);
    expect(batches).toHaveLength(1);
    batcher.push(4);
    vi.advanceTimersToNextFrame();
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('in a hidden tab (no animation frames) flushes on a timer instead', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const batcher = new FrameBatcher<number>(animationFrameScheduler);
    const batches: (readonly number[])[] = [];
    batcher.listen((batch) => batches.push(batch));
    batcher.push(1);
    batcher.push(2);
    vi.advanceTimersByTime(0);
    expect(batches).toEqual([[1, 2]]);
  });
});
