import { Ellipsis } from 'lucide-react';
import { useState } from 'react';
import { MenuButton } from '../../components/MenuButton';
import { AddToPlaylistDialog } from '../playlists/AddToPlaylistButton';
import { AddToProjectDialog } from '../projects/AddToProjectButton';
import { DeleteTrackDialog } from './DeleteTrackDialog';
import { EditTrackDialog } from './EditTrackDialog';
import type { TrackCard_TrackFragment } from './TrackCard.generated';

type TrackDialog = 'playlist' | 'project' | 'edit' | 'delete';

interface TrackActionsMenuProps {
  track: TrackCard_TrackFragment;
  /** The artist's genres, offered when editing. */
  genres: readonly string[];
  /** After the track was deleted: the list it was in is fetched again. */
  onDeleted: () => void;
  /** The button at a table row's size (a row's Play is small too). */
  small?: boolean;
}

/**
 * A library track's secondary actions behind one 'More actions for {title}' button (a card's, a
 * table row's), as music libraries keep them: Add to playlist, Add to project, Edit and Delete, each
 * opening the same dialog the card's buttons used to.
 */
export function TrackActionsMenu({ track, genres, onDeleted, small }: TrackActionsMenuProps) {
  const [dialog, setDialog] = useState<TrackDialog | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      <MenuButton
        name={`More actions for ${track.title}`}
        className={small ? 'small' : undefined}
        actions={[
          { label: 'Add to playlist', onSelect: () => setDialog('playlist') },
          { label: 'Add to project', onSelect: () => setDialog('project') },
          { label: 'Edit', onSelect: () => setDialog('edit') },
          { label: 'Delete', onSelect: () => setDialog('delete') },
        ]}
      >
        <Ellipsis size="1.25em" aria-hidden="true" />
      </MenuButton>
      {/* Mounted only while open: a library page holds many tracks. */}
      {dialog === 'playlist' && <AddToPlaylistDialog track={track} onClose={close} />}
      {dialog === 'project' && <AddToProjectDialog track={track} onClose={close} />}
      {dialog === 'edit' && <EditTrackDialog track={track} genres={genres} onClose={close} />}
      {dialog === 'delete' && <DeleteTrackDialog track={track} onClose={close} onDeleted={onDeleted} />}
    </>
  );
}
