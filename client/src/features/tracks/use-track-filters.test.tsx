import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
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

describe('the key and tempo filters', () => {
  it('ask for a key by its Camelot code, with its neighbours when asked, and only ever a real key', () => {
    const { result } = renderHook(useFiltersAndAddress, { wrapper });
    act(() => result.current.filters.setCompatible(true));
    // No key, no neighbours to ask for.
    expect(result.current.filters.variables).toMatchObject({ key: undefined, compatibleKeys: undefined });
    act(() => result.current.filters.setKey('8A'));
    expect(result.current.filters.variables).toMatchObject({ key: '8A', compatibleKeys: true });
    expect(result.current.filters.isFiltered).toBe(true);

    const typedAddress = renderHook(useTrackFilters, {
      wrapper: ({ children }) => (
        <MemoryRouter initialEntries={['/app/tracks?key=Dorian&mix=1']}>{children}</MemoryRouter>
      ),
    });
    expect(typedAddress.result.current.variables).toMatchObject({
      key: undefined,
      compatibleKeys: undefined,
    });
  });

  it('asks for a BPM range once what is typed is a tempo, lower bound first', async () => {
    const { result } = renderHook(useFiltersAndAddress, { wrapper });
    // On the way to 128, '12' is no tempo: nothing is asked of the server that it would refuse.
    act(() => result.current.filters.setBpmFromText('12'));
    await waitFor(() => expect(result.current.search).toContain('bpmFrom=12'));
    expect(result.current.filters.variables).toMatchObject({ bpmMin: undefined, bpmMax: undefined });
    act(() => {
      result.current.filters.setBpmFromText('140');
      result.current.filters.setBpmToText('120');
    });
    await waitFor(() => expect(result.current.filters.variables).toMatchObject({ bpmMin: 120, bpmMax: 140 }));
    expect(Object.fromEntries(new URLSearchParams(result.current.search))).toEqual({
      q: 'rain',
      bpmFrom: '140',
      bpmTo: '120',
    });
  });
});
