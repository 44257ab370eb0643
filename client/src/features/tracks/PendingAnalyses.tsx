import { useQuery } from '@apollo/client/react';
import { useWaitingWindow } from '../../lib/use-waiting-window';
import { PendingAnalysisDocument } from './PendingAnalysis.generated';

/** How often a listed track still being analysed is asked about (a 3.5-minute track takes seconds). */
const POLL_MS = 3_000;
/** After this the list stops asking until it is opened again (a server with analysis off stays PENDING). */
const ASK_LIMIT_MS = 2 * 60_000;
/** At most this many tracks are asked about at once; the next ones as these finish. */
const MOST_WATCHED = 10;

/**
 * Keeps the listed tracks whose analysis is under way up to date, without reading the page again: each
 * is asked about on its own until its analysis is done, and its card (or row) follows through the
 * cache, showing its detected tempo and key. Renders nothing.
 */
export function PendingAnalyses({
  tracks,
}: {
  tracks: readonly { id: string; analysis: { status: string } }[];
}) {
  const pending = tracks.filter((track) => track.analysis.status === 'PENDING').slice(0, MOST_WATCHED);
  return pending.map((track) => <PendingAnalysis key={track.id} trackId={track.id} />);
}

function PendingAnalysis({ trackId }: { trackId: string }) {
  const asking = useWaitingWindow(true, ASK_LIMIT_MS);
  useQuery(PendingAnalysisDocument, {
    variables: { id: trackId },
    fetchPolicy: 'network-only',
    pollInterval: asking ? POLL_MS : 0,
    skip: !asking,
  });
  return null;
}
