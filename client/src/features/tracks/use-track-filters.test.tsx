import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useTrackFilters } from './use-track-filters';

afterEach(cleanup);

function wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/app/tracks?q=rain']}>{children}</MemoryRouter>;
}

function useFiltersAndAddress() {
  return { filters: useTrackFilters(), search: useLocation().search };
}

describe('the Tracks filters in the address', () => {
  it('keeps every change made before the screen renders again, the genre picked as the search lands', () => {
    const { result } = renderHook(useFiltersAndAddress, { wrapper });

    act(() => {
      result.current.filters.setGenre('House');
      result.current.filters.setOrder('title');
      result.current.filters.setView('list');
    });

    const address = new URLSearchParams(result.current.search);
    expect(Object.fromEntries(address)).toEqual({ q: 'rain', genre: 'House', sort: 'title', view: 'list' });
    expect(result.current.filters.variables).toMatchObject({ search: 'rain', genre: 'House', sort: 'TITLE' });
  });

  it('clears a filter set to nothing', () => {
    const { result } = renderHook(useFiltersAndAddress, { wrapper });
    act(() => result.current.filters.setGenre('House'));
    act(() => result.current.filters.setGenre(''));
    expect(result.current.search).toBe('?q=rain');
  });
});
