import { useEffect, useRef, useState } from 'react';
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
  // The address as last written: react-router hands every update the params of the last render, so
  // two updates before the next one (the search delay ending just as a genre is picked) would each
  // start from the same old address and the later would undo the earlier.
  const latest = useRef({ rendered: params, written: params });
  if (latest.current.rendered !== params) latest.current = { rendered: params, written: params };
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
    const next = new URLSearchParams(latest.current.written);
    if (value) next.set(name, value);
    else next.delete(name);
    latest.current.written = next;
    setParams(next, { replace: true });
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
