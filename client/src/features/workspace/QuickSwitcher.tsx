import { useQuery } from '@apollo/client/react';
import { type KeyboardEvent, useId, useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useTouchScreen } from '../../lib/use-touch-screen';
import { statusLabel } from '../projects/project-status';
import { QuickSwitcherListsDocument, QuickSwitcherTracksDocument } from './QuickSwitcher.generated';
import { WORKSPACE_SCREENS } from './workspace-screens';

interface Destination {
  key: string;
  label: string;
  hint: string;
  path: string;
}

/**
 * Ctrl/Cmd+K anywhere in the workspace: type to find a screen or one of your tracks, arrows to choose,
 * Enter to go. (The description's shortcut jumps to /login, a placeholder; this is what it stood for.)
 */
export function QuickSwitcher() {
  const [open, setOpen] = useState(false);

  // Attached before the header is painted: a Ctrl+K pressed as soon as the button shows is not lost.
  useLayoutEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Button variant="secondary" size="small" onClick={() => setOpen(true)}>
        Jump to… <kbd>Ctrl K</kbd>
      </Button>
      {/* Kept mounted while closed, so the browser hands focus back to what had it on Escape. */}
      <Dialog
        title="Jump to"
        open={open}
        onClose={() => setOpen(false)}
        actions={
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Close
          </Button>
        }
      >
        <SwitcherSearch onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

/** How many projects and playlists the switcher lists for what is typed. */
const MATCHES_PER_KIND = 5;

function SwitcherSearch({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const touch = useTouchScreen();
  const [active, setActive] = useState(0);
  const search = text.trim();
  const { data } = useQuery(QuickSwitcherTracksDocument, { variables: { search }, skip: search.length < 2 });
  const lists = useQuery(QuickSwitcherListsDocument, { fetchPolicy: 'cache-and-network' }).data;
  const matches = (text: string) => search.length >= 2 && text.toLowerCase().includes(search.toLowerCase());

  const screens: Destination[] = WORKSPACE_SCREENS.filter((screen) =>
    screen.label.toLowerCase().includes(search.toLowerCase()),
  ).map((screen) => ({ key: screen.path, label: screen.label, hint: 'Screen', path: screen.path }));
  const tracks: Destination[] =
    search.length < 2
      ? []
      : (data?.tracks.nodes ?? []).map((node) => ({
          key: node.id,
          label: node.title,
          hint: `Track · ${node.artist}`,
          path: `/app/tracks/${node.id}`,
        }));
  const projects: Destination[] = [
    ...(lists?.projects.nodes ?? []).map((node) => ({
      ...node,
      hint: `Project · ${statusLabel(node.status)}`,
    })),
    ...(lists?.sharedProjects.nodes ?? []).map((node) => ({ ...node, hint: 'Project · shared with you' })),
  ]
    .filter((project) => matches(project.title))
    .slice(0, MATCHES_PER_KIND)
    .map((project) => ({
      key: `project:${project.id}`,
      label: project.title,
      hint: project.hint,
      path: `/app/projects/${project.id}`,
    }));
  const playlists: Destination[] = (lists?.playlists.nodes ?? [])
    .filter((playlist) => matches(playlist.name))
    .slice(0, MATCHES_PER_KIND)
    .map((playlist) => ({
      key: `playlist:${playlist.id}`,
      label: playlist.name,
      hint: 'Playlist',
      path: `/app/playlists/${playlist.id}`,
    }));
  const people: Destination[] =
    search.length < 2
      ? []
      : (data?.artistSearch.nodes ?? []).map((artist) => ({
          key: `artist:${artist.id}`,
          label: artist.artistName,
          hint: 'Artist',
          path: `/app/artists/${encodeURIComponent(artist.id)}`,
        }));
  const destinations = [...screens, ...tracks, ...projects, ...playlists, ...people];
  const current = Math.min(active, destinations.length - 1);

  const go = (destination: Destination | undefined) => {
    if (!destination) return;
    onDone();
    navigate(destination.path);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + destinations.length) % Math.max(destinations.length, 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(destinations[current]);
    }
  };

  return (
    <div className="stack">
      <input
        // biome-ignore lint/a11y/noAutofocus: the switcher opens to be typed into.
        autoFocus
        aria-label="Screen, track, project, playlist or artist"
        aria-describedby={`${listId}-hint`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <p id={`${listId}-hint`} className="muted">
        {touch ? 'Tap one to open it.' : 'Arrow keys choose, Enter opens the highlighted one.'}
      </p>
      <ul aria-label="Destinations" className="choice-list">
        {destinations.map((destination, index) => (
          <li key={destination.key}>
            <button
              type="button"
              aria-current={index === current ? 'true' : undefined}
              className={index === current ? 'switcher-option active' : 'switcher-option'}
              onClick={() => go(destination)}
            >
              <span className="truncate" title={destination.label}>
                {destination.label}
              </span>{' '}
              <span className="muted truncate">{destination.hint}</span>
            </button>
          </li>
        ))}
        {destinations.length === 0 && <li className="muted">Nothing matches.</li>}
      </ul>
    </div>
  );
}
