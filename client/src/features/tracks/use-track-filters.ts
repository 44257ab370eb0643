import { BPM_RANGE, parseCamelotCode } from '@backline/field-rules';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortDirection, TrackSort } from '../../__generated__/types';

export type TrackView = 'grid' | 'list';
export type TrackOrder = 'newest' | 'title' | 'artist' | 'bpm' | 'key';

const orders: Record<TrackOrder, { sort: TrackSort; direction: SortDirection }> = {
  newest: { sort: 'CREATED_AT', direction: 'DESC' },
  title: { sort: 'TITLE', direction: 'ASC' },
  artist: { sort: 'ARTIST', direction: 'ASC' },
  bpm: { sort: 'BPM', direction: 'ASC' },
  // Round the Camelot wheel (1A, 1B, 2A …), the keyless last.
  key: { sort: 'KEY', direction: 'ASC' },
};

function isOrder(value: string | null): value is TrackOrder {
  return value !== null && value in orders;
}

const searchDelayMs = 250;

/** A BPM bound as typed: a number in the server's range, else no bound (typing '12' on the way to '128'). */
function bpmBound(text: string): number | undefined {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value >= BPM_RANGE.min && value <= BPM_RANGE.max
    ? value
    : undefined;
}

/** The BPM range asked for, lower bound first whichever box it was typed in. */
function bpmRange(fromText: string, toText: string): { bpmMin?: number; bpmMax?: number } {
  const [from, to] = [bpmBound(fromText), bpmBound(toText)];
  if (from !== undefined && to !== undefined && from > to) return { bpmMin: to, bpmMax: from };
  return { bpmMin: from, bpmMax: to };
}

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
  const keyParam = params.get('key') ?? '';
  // A Camelot code ('8A'); anything else in the address is no key.
  const key = parseCamelotCode(keyParam) ? keyParam.toUpperCase() : '';
  const compatible = key !== '' && params.get('mix') === '1';
  const bpmFrom = params.get('bpmFrom') ?? '';
  const bpmTo = params.get('bpmTo') ?? '';
  const [searchText, setSearchText] = useState(search);
  const [bpmFromText, setBpmFromText] = useState(bpmFrom);
  const [bpmToText, setBpmToText] = useState(bpmTo);

  // Typing updates the box at once and the query a moment after the last key.
  useEffect(() => {
    const typed: [string, string, string][] = [
      ['q', searchText.trim(), search],
      ['bpmFrom', bpmFromText.trim(), bpmFrom],
      ['bpmTo', bpmToText.trim(), bpmTo],
    ];
    const changed = typed.filter(([, text, current]) => text !== current);
    if (changed.length === 0) return;
    const timer = setTimeout(() => {
      for (const [name, text] of changed) update(name, text);
    }, searchDelayMs);
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
    key,
    setKey: (value: string) => update('key', value),
    compatible,
    setCompatible: (value: boolean) => update('mix', value ? '1' : ''),
    bpmFromText,
    setBpmFromText,
    bpmToText,
    setBpmToText,
    isFiltered: Boolean(search || genre || key || bpmFrom || bpmTo),
    variables: {
      search: search || undefined,
      genre: genre || undefined,
      ...bpmRange(bpmFrom, bpmTo),
      key: key || undefined,
      compatibleKeys: compatible || undefined,
      ...orders[order],
    },
  };
}

export type TrackFilterState = ReturnType<typeof useTrackFilters>;
