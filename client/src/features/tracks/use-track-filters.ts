import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortDirection, TrackSort } from '../../__generated__/types';

export type TrackView = 'grid' | 'list';
export type TrackOrder = 'newest' | 'title' | 'artist' | 'bpm';

const orders: Record<TrackOrder, { sort: TrackSort; direction: SortDirection }> = {
  newest: { sort: 'CREATED_AT', direction: 'DESC' },
  title: { sort: 'TITLE', direction: 'ASC' },
  artist: { sort: 'ARTIST', direction: 'ASC' },
  bpm: { sort: 'BPM', direction: 'ASC' },
};

function isOrder(value: string | null): value is TrackOrder {
  return value !== null && value in orders;
}

const searchDelayMs = 250;

/** The Tracks screen's search, genre, order and view, kept in the address so they survive a reload. */
export function useTrackFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const genre = params.get('genre') ?? '';
  const orderParam = params.get('sort');
  const order: TrackOrder = isOrder(orderParam) ? orderParam : 'newest';
  const view: TrackView = params.get('view') === 'list' ? 'list' : 'grid';
  const [searchText, setSearchText] = useState(search);

  // Typing updates the box at once and the query a moment after the last key.
  useEffect(() => {
    if (searchText === search) return;
    const timer = setTimeout(() => update('q', searchText.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  });

  function update(name: string, value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  }

  return {
    searchText,
    setSearchText,
    genre,
    setGenre: (value: string) => update('genre', value),
    order,
    setOrder: (value: TrackOrder) => update('sort', value === 'newest' ? '' : value),
    view,
    setView: (value: TrackView) => update('view', value === 'grid' ? '' : value),
    isFiltered: Boolean(search || genre),
    variables: { search: search || undefined, genre: genre || undefined, ...orders[order] },
  };
}

export type TrackFilterState = ReturnType<typeof useTrackFilters>;
