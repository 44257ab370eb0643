import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { serverMessage } from '../../apollo/server-message';
import { Button } from '../../components/Button';
import { onFirstUse } from '../../lib/on-first-use';
import { type LyricsHistory_ProjectFragment, RestoreLyricsDocument } from './LyricsHistory.generated';

const savedAt = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
);

/**
 * The few versions kept before the current lyrics; restoring one saves it again as the newest.
 * `beforeRestore` first stores what is typed (so it stays among the earlier versions); false stops.
 */
export function LyricsHistory({
  project,
  onError,
  beforeRestore,
  onRestored,
}: {
  project: LyricsHistory_ProjectFragment;
  onError: (message: string) => void;
  beforeRestore: () => Promise<boolean>;
  onRestored: () => void;
}) {
  const [restore, { loading }] = useMutation(RestoreLyricsDocument);
  if (project.lyricsRevisions.length === 0) return null;

  const restoreVersion = async (version: number) => {
    if (!(await beforeRestore())) return;
    try {
      await restore({ variables: { input: { projectId: project.id, version } } });
      onRestored();
      toast.success(`Version ${version} restored.`);
    } catch (failure) {
      onError(serverMessage(failure, 'Failed to restore the lyrics.'));
    }
  };

  return (
    <details className="lyrics-history">
      <summary>Earlier versions ({project.lyricsRevisions.length})</summary>
      <ul>
        {project.lyricsRevisions.map((revision) => (
          <li key={revision.id}>
            <div>
              <strong>Version {revision.version}</strong>{' '}
              <span className="muted">{savedAt().format(new Date(revision.createdAt))}</span>
              <p className="muted lyrics-preview">{revision.content.split('\n')[0] || '(empty)'}</p>
            </div>
            <Button
              variant="secondary"
              size="small"
              disabled={loading}
              onClick={() => restoreVersion(revision.version)}
            >
              Restore version {revision.version}
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}
