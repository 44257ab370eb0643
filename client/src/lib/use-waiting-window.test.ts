import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWaitingWindow } from './use-waiting-window';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the window of asking again', () => {
  it('asks while waiting, stops after the limit, and opens again for a new wait', () => {
    const { result, rerender } = renderHook(({ waiting }) => useWaitingWindow(waiting, 120_000), {
      initialProps: { waiting: true },
    });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(119_000));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(false);
    rerender({ waiting: false });
    expect(result.current).toBe(false);
    rerender({ waiting: true });
    expect(result.current).toBe(true);
  });
});
