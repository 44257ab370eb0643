import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './on-first-use';

describe('onFirstUse', () => {
  it('builds nothing until asked, then builds once and hands out the same value', () => {
    const build = vi.fn(() => ({ made: true }));
    const get = onFirstUse(build);
    expect(build).not.toHaveBeenCalled();

    const first = get();
    expect(get()).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('keeps a built undefined or null rather than building again', () => {
    const build = vi.fn(() => undefined);
    const get = onFirstUse(build);
    get();
    get();
    expect(build).toHaveBeenCalledTimes(1);
  });
});
