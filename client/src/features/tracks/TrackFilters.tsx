import { Field } from '../../components/Field';
import type { TrackFilterState, TrackOrder } from './use-track-filters';

export function TrackFilters({ filters, genres }: { filters: TrackFilterState; genres: string[] }) {
  return (
    <div className="track-filters">
      <Field label="Search">
        <input
          type="search"
          placeholder="Title or artist"
          value={filters.searchText}
          onChange={(event) => filters.setSearchText(event.target.value)}
        />
      </Field>
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
        </select>
      </Field>
      <fieldset className="view-toggle">
        <legend className="visually-hidden">View</legend>
        <button type="button" aria-pressed={filters.view === 'grid'} onClick={() => filters.setView('grid')}>
          Grid
        </button>
        <button type="button" aria-pressed={filters.view === 'list'} onClick={() => filters.setView('list')}>
          List
        </button>
      </fieldset>
    </div>
  );
}
