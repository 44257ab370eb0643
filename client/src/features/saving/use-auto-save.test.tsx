import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_SAVE_DELAY_MS, useAutoSave } from './use-auto-save';

/** A save the test finishes by hand, to hold it in flight while the writer keeps typing. */
function controlledSaves() {
  const calls: { value: string; explicit: boolean; resolve: () => void; reject: (error: Error) => void }[] =
    [];
  const save = (value: string, explicit: boolean) =>
    new Promise<void>((resolve, reject) => calls.push({ value, explicit, resolve, reject }));
  return { calls, save };
}

function renderAutoSave(save: (value: string, explicit: boolean) => Promise<void>, enabled = true) {
  return renderHook(({ value }) => useAutoSave({ value, saved: 'v0', save, enabled }), {
    initialProps: { value: 'v0' },
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useAutoSave', () => {
  it('saves once, a pause after the typing stops, and goes Unsaved, Saving, Saved', async () => {
    const { calls, save } = controlledSaves();
    const { result, rerender } = renderAutoSave(save);
    expect(result.current.status).toBe('saved');

    rerender({ value: 'v1' });
    act(() => vi.advanceTimersByTime(AUTO_SAVE_DELAY_MS - 100));
    rerender({ value: 'v12' });
    act(() => vi.advanceTimersByTime(AUTO_SAVE_DELAY_MS - 100));
    expect(calls).toHaveLength(0);
    expect(result.current).toMatchObject({ status: 'unsaved', dirty: true });

    act(() => vi.advanceTimersByTime(100));
    expect(calls.map((call) => call.value)).toEqual(['v12']);
    expect(result.current.status).toBe('saving');

    await act(async () => calls[0]?.resolve());
    expect(result.current).toMatchObject({ status: 'saved', dirty: false });
  });

  it('saves text typed during a save after it, one save at a time: the latest text wins', async () => {
    const { calls, save } = controlledSaves();
    const { result, rerender } = renderAutoSave(save);

    rerender({ value: 'first' });
    let done: Promise<boolean> = Promise.resolve(false);
    act(() => {
      done = result.current.flush();
    });
    rerender({ value: 'first and more' });
    act(() => void result.current.flush());
    act(() => vi.advanceTimersByTime(AUTO_SAVE_DELAY_MS * 2));
    // The second text waits for the first save: never two in flight, so never out of order.
    expect(calls.map((call) => call.value)).toEqual(['first']);

    await act(async () => calls[0]?.resolve());
    expect(calls.map((call) => call.value)).toEqual(['first', 'first and more']);
    expect(result.current.status).toBe('saving');
    await act(async () => calls[1]?.resolve());
    await expect(done).resolves.toBe(true);
    expect(calls).toHaveLength(2);
    expect(result.current).toMatchObject({ status: 'saved', dirty: false });
  });

  it('shows a failed save with its message, keeps the text dirty, and saves it on retry', async () => {
    const { calls, save } = controlledSaves();
    const { result, rerender } = renderAutoSave(save);

    rerender({ value: 'a verse' });
    act(() => vi.advanceTimersByTime(AUTO_SAVE_DELAY_MS));
    await act(async () => calls[0]?.reject(new Error('The service is unavailable.')));
    expect(result.current).toMatchObject({
      status: 'error',
      error: 'The service is unavailable.',
      dirty: true,
    });

    let retried: Promise<boolean> = Promise.resolve(false);
    act(() => {
      retried = result.current.flush();
    });
    expect(calls.map((call) => call.value)).toEqual(['a verse', 'a verse']);
    await act(async () => calls[1]?.resolve());
    await expect(retried).resolves.toBe(true);
    expect(result.current).toMatchObject({ status: 'saved', error: '', dirty: false });
  });

  it('with auto-save off, waits for an explicit save, which saves even unchanged text', async () => {
    const { calls, save } = controlledSaves();
    const { result, rerender } = renderAutoSave(save, false);

    rerender({ value: 'kept here' });
    act(() => vi.advanceTimersByTime(AUTO_SAVE_DELAY_MS * 10));
    expect(calls).toHaveLength(0);
    expect(result.current.status).toBe('unsaved');

    act(() => void result.current.flush(true));
    await act(async () => calls[0]?.resolve());
    act(() => void result.current.flush(true));
    await act(async () => calls[1]?.resolve());
    expect(calls.map(({ value, explicit }) => [value, explicit])).toEqual([
      ['kept here', true],
      ['kept here', true],
    ]);
    expect(result.current.status).toBe('saved');
  });
});
