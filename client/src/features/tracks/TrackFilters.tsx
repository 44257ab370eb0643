import { BPM_RANGE, musicalKeyName, parseCamelotCode } from '@backline/field-rules';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Field } from '../../components/Field';
import type { TrackFilterState, TrackOrder } from './use-track-filters';

/** The 24 keys in Camelot order (1A, 1B, 2A … 12B), as DJs read the wheel. */
const KEY_CHOICES = Array.from({ length: 24 }, (_, index) => {
  const code = `${Math.floor(index / 2) + 1}${index % 2 === 0 ? 'A' : 'B'}`;
  const key = parseCamelotCode(code);
  return { code, label: key ? `${code} · ${musicalKeyName(key)}` : code };
});

/**
 * Search, genre, key, tempo, sort and view. On a phone (a content area 38rem wide or less: styles.css, which the
 * page's static first screen uses too) only the search box shows, beside a 'Filters' button that
 * opens the rest and says how many of them are active (a genre picked, an order other than Newest),
 * so the tracks start on the first screen. Wider, everything shows and the button is not there.
 */
export function TrackFilters({ filters, genres }: { filters: TrackFilterState; genres: string[] }) {
  const [open, setOpen] = useState(false);
  const choicesId = useId();
  const soundId = useId();
  const active =
    Number(filters.genre !== '') +
    Number(filters.key !== '') +
    Number(filters.bpmFromText !== '' || filters.bpmToText !== '') +
    Number(filters.order !== 'newest');
  return (
    <>
      <div className="track-filters" data-open={open || undefined}>
        <Field label="Search">
          <input
            type="search"
            placeholder="Title or artist"
            value={filters.searchText}
            onChange={(event) => filters.setSearchText(event.target.value)}
          />
        </Field>
        <button
          type="button"
          className="button secondary track-filters-toggle"
          aria-expanded={open}
          aria-controls={`${choicesId} ${soundId}`}
          // Says what the count is, which the visible '(1)' leaves to the eye.
          aria-label={active > 0 ? `Filters (${active} active)` : undefined}
          onClick={() => setOpen(!open)}
        >
          <SlidersHorizontal size="1em" aria-hidden="true" />
          Filters{active > 0 && ` (${active})`}
        </button>
        <div id={choicesId} className="track-filters-choices">
          <Field label="Genre">
            <select value={filters.genre} onChange={(event) => filters.setGenre(event.target.value)}>
              <option value="">All Genres</option>
              {genres.map((genre) => (
                <option key={genre} value={genre}>
                  {genre}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Sort by">
            <select
              value={filters.order}
              onChange={(event) => filters.setOrder(event.target.value as TrackOrder)}
            >
              <option value="newest">Newest</option>
              <option value="title">Title</option>
              <option value="artist">Artist</option>
              <option value="bpm">BPM</option>
              <option value="key">Key</option>
            </select>
          </Field>
          <fieldset className="view-toggle">
            <legend className="visually-hidden">View</legend>
            <button
              type="button"
              aria-pressed={filters.view === 'grid'}
              onClick={() => filters.setView('grid')}
            >
              Grid
            </button>
            <button
              type="button"
              aria-pressed={filters.view === 'list'}
              onClick={() => filters.setView('list')}
            >
              List
            </button>
          </fieldset>
        </div>
      </div>
      {/* What DJs and producers look for, on a row of its own below; on a phone behind Filters too. */}
      <div id={soundId} className="track-sound-filters">
        <Field label="Key">
          <select value={filters.key} onChange={(event) => filters.setKey(event.target.value)}>
            <option value="">Any key</option>
            {KEY_CHOICES.map(({ code, label }) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <label className="choice track-filters-check">
          <input
            type="checkbox"
            checked={filters.compatible}
            disabled={filters.key === ''}
            onChange={(event) => filters.setCompatible(event.target.checked)}
          />
          Compatible keys
        </label>
        {(
          [
            ['BPM from', filters.bpmFromText, filters.setBpmFromText],
            ['BPM to', filters.bpmToText, filters.setBpmToText],
          ] as const
        ).map(([label, text, setText]) => (
          <Field key={label} label={label}>
            <input
              type="number"
              inputMode="decimal"
              min={BPM_RANGE.min}
              max={BPM_RANGE.max}
              className="track-filters-bpm"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </Field>
        ))}
      </div>
    </>
  );
}
