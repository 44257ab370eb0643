import { useQuery } from '@apollo/client/react';
import { memo, useEffect, useMemo, useRef } from 'react';
import { decodePeaks } from './decode-peaks';
import { usePlayer } from './PlayerProvider';
import { PlayerVersionWaveformDocument, PlayerWaveformDocument } from './PlayerWaveform.generated';

/** The description's waveform look (2 px bars, 1 px apart, rounded), sized for the player bar. */
const waveformLook = {
  barWidth: 2,
  barGap: 1,
  barRadius: 2,
  height: 40,
  waveColor: '#7d8796',
  progressColor: '#8cb8ff',
  cursorWidth: 0,
};

/**
 * The current track's (or song version's) waveform from the peaks stored at upload, following the
 * player's one audio element: it shows the progress, and a click or drag seeks.
 */
export const PlayerWaveform = memo(function PlayerWaveform({
  kind,
  id,
  durationSeconds,
}: {
  kind: 'track' | 'version';
  id: string;
  durationSeconds: number;
}) {
  const player = usePlayer();
  const container = useRef<HTMLDivElement>(null);
  const track = useQuery(PlayerWaveformDocument, { variables: { id }, skip: kind !== 'track' });
  const version = useQuery(PlayerVersionWaveformDocument, {
    variables: { id },
    skip: kind !== 'version',
  });
  const versionNode = version.data?.node;
  const peaks =
    kind === 'track'
      ? track.data?.track?.waveformPeaks
      : versionNode?.__typename === 'TrackVersion'
        ? versionNode.waveformPeaks
        : undefined;
  // The compact form: a tenth of the bytes of the min/max lists, and no list for the cache to store.
  const waveform = useMemo(() => (peaks === undefined ? undefined : decodePeaks(peaks)), [peaks]);

  useEffect(() => {
    const element = container.current;
    if (!element || !waveform) return;
    // wavesurfer (~15 KB compressed) loads with the first waveform, not with every workspace screen.
    let surfer: { destroy(): void } | undefined;
    let removed = false;
    void import('wavesurfer.js').then(({ default: WaveSurfer }) => {
      if (removed) return;
      surfer = WaveSurfer.create({
        container: element,
        ...waveformLook,
        media: player.audio,
        peaks: [waveform.max, waveform.min],
        duration: durationSeconds,
        dragToSeek: true,
      });
    });
    return () => {
      removed = true;
      surfer?.destroy();
    };
  }, [player, waveform, durationSeconds]);

  return <div className="player-waveform" data-ready={waveform ? 'true' : 'false'} ref={container} />;
});
