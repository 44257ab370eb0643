import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { type MenuAction, MenuButton } from '../../components/MenuButton';
import { PlayButton } from '../player/PlayButton';
import type { PlayerItem } from '../player/player-queue';
import { AddToPlaylistDialog } from '../playlists/AddToPlaylistButton';
import { AddToProjectDialog } from '../projects/AddToProjectButton';
import { DeleteTrackDialog } from './DeleteTrackDialog';
import { EditTrackDialog } from './EditTrackDialog';
import type { TrackPageQuery } from './TrackPageRoute.generated';
import { useTrackDownload } from './use-track-download';

type PageTrack = NonNullable<TrackPageQuery['track']>;

interface TrackPageActionsProps {
  track: PageTrack;
  /** The artist's genres, offered when editing. */
  genres: readonly string[];
  /** What Play queues (the track alone). */
  queue: readonly PlayerItem[];
  /** After the track joined a playlist or a project: the page lists them again. */
  onListsChanged: () => void;
}

type TrackDialog = 'playlist' | 'project' | 'edit' | 'delete';

interface TrackAction extends MenuAction {
  /** On a phone it stays in the row; the others go into More. */
  inPhoneRow?: boolean;
  disabled?: boolean;
  /** Outlined in the text colour, as the design's destructive actions are (not red: no error). */
  destructive?: boolean;
}

/**
 * The track page's buttons: Play first (the page's primary action), then, for the owner, Add to
 * playlist, Add to project, Share, Download, Edit and Delete; for a track someone shared (in a
 * project, or on its artist's page), Play and Share. On a narrow screen the owner's row keeps Play
 * and Add to playlist, and the rest go into a More menu, so the row never wraps into a block.
 */
export function TrackPageActions({ track, genres, queue, onListsChanged }: TrackPageActionsProps) {
  const [dialog, setDialog] = useState<TrackDialog | null>(null);
  const navigate = useNavigate();
  const { download, preparing } = useTrackDownload(track);
  const close = () => setDialog(null);
  const share: TrackAction = { label: 'Share', onSelect: () => void shareTrack(track), inPhoneRow: true };
  const actions: TrackAction[] = track.ownedByMe
    ? [
        { label: 'Add to playlist', onSelect: () => setDialog('playlist'), inPhoneRow: true },
        { label: 'Add to project', onSelect: () => setDialog('project') },
        { ...share, inPhoneRow: false },
        { label: 'Download', onSelect: () => void download(), disabled: preparing },
        { label: 'Edit', onSelect: () => setDialog('edit') },
        { label: 'Delete', onSelect: () => setDialog('delete'), destructive: true },
      ]
    : [share];
  const overflow = actions.filter((action) => !action.inPhoneRow);

  return (
    <div className="track-page-actions">
      <PlayButton queue={queue} index={0} className="button track-page-play" withLabel />
      {actions.map((action) => (
        <Button
          key={action.label}
          variant={action.destructive ? 'danger' : 'secondary'}
          size="small"
          className={action.inPhoneRow ? undefined : 'track-page-wide-action'}
          disabled={action.disabled}
          onClick={action.onSelect}
        >
          {action.label}
        </Button>
      ))}
      {overflow.length > 0 && (
        <MenuButton name="More actions" look="button" actions={overflow} className="track-page-more">
          More <ChevronDown size="1em" aria-hidden="true" />
        </MenuButton>
      )}
      {dialog === 'playlist' && (
        <AddToPlaylistDialog track={track} onClose={close} onAdded={onListsChanged} />
      )}
      {dialog === 'project' && <AddToProjectDialog track={track} onClose={close} onAdded={onListsChanged} />}
      {dialog === 'edit' && <EditTrackDialog track={track} genres={genres} onClose={close} />}
      {dialog === 'delete' && (
        <DeleteTrackDialog track={track} onClose={close} onDeleted={() => navigate('/app/tracks')} />
      )}
    </div>
  );
}

/** Copies the page's address, saying who it opens for. */
async function shareTrack(track: { ownedByMe: boolean; onArtistPage: boolean }) {
  try {
    await navigator.clipboard.writeText(window.location.href);
    toast.success(shareReach(track));
  } catch {
    toast.error(`Copy this address to share it: ${window.location.href}`);
  }
}

/** Who a copied link opens for. */
function shareReach(track: { ownedByMe: boolean; onArtistPage: boolean }): string {
  if (track.onArtistPage)
    return 'Link copied. It opens for every artist on Backline while the track is on the artist page.';
  return track.ownedByMe
    ? 'Link copied. It opens for you and for the people in the projects that hold this track.'
    : 'Link copied. It opens for the people in this project.';
}
