import { useEffect, useMemo, useRef, useState } from 'react';
import type WaveSurfer from 'wavesurfer.js';
import type RegionsPluginClass from 'wavesurfer.js/dist/plugins/regions.esm.js';
import { decodePeaks } from '../player/decode-peaks';

type RegionsPlugin = InstanceType<typeof RegionsPluginClass>;

/** A comment as the waveform draws it: a marker at a moment, or a region over a range. */
export interface WaveformComment {
  id: string;
  atSeconds: number;
  endSeconds: number | null;
  resolved: boolean;
  label: string;
}

interface CommentWaveformProps {
  peaks: string;
  durationSeconds: number;
  comments: readonly WaveformComment[];
  /** Where the cursor stands: the playhead while this version plays, else the last click. */
  cursorSeconds: number;
  /** A click or a drag on the waveform: a moment, or a range when dragged. */
  onPick: (start: number, end: number | null) => void;
  /** A comment's marker or region was clicked. */
  onCommentClick: (id: string) => void;
}

const OPEN = 'rgba(140, 184, 255, 0.35)';
const RESOLVED = 'rgba(125, 135, 150, 0.2)';

/**
 * A version's waveform, from the peaks stored at upload, with its comments drawn on it (wavesurfer's
 * Regions plugin): a click picks a moment, a drag a range, a comment's marker or region is clicked to
 * go there. It follows the cursor it is given; it plays nothing itself (the workspace player does).
 */
export function CommentWaveform({
  peaks,
  durationSeconds,
  comments,
  cursorSeconds,
  onPick,
  onCommentClick,
}: CommentWaveformProps) {
  const container = useRef<HTMLDivElement>(null);
  const surfer = useRef<WaveSurfer | null>(null);
  const regions = useRef<RegionsPlugin | null>(null);
  const handlers = useRef({ onPick, onCommentClick });
  handlers.current = { onPick, onCommentClick };
  const waveform = useMemo(() => decodePeaks(peaks), [peaks]);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let removed = false;
    void Promise.all([import('wavesurfer.js'), import('wavesurfer.js/dist/plugins/regions.esm.js')]).then(
      ([{ default: WaveSurferClass }, { default: Regions }]) => {
        if (removed) return;
        const plugin = Regions.create();
        const created = WaveSurferClass.create({
          container: element,
          height: 64,
          barWidth: 2,
          barGap: 1,
          barRadius: 2,
          waveColor: '#7d8796',
          progressColor: '#8cb8ff',
          cursorColor: '#8cb8ff',
          peaks: [waveform.max, waveform.min],
          duration: durationSeconds,
          plugins: [plugin],
        });
        created.on('interaction', (time) => handlers.current.onPick(time, null));
        plugin.enableDragSelection({ color: OPEN }, 4);
        plugin.on('region-created', (region) => {
          // A dragged selection (not one of the comments drawn below) becomes the range to comment on.
          if (region.id.startsWith('comment-')) return;
          handlers.current.onPick(region.start, region.end);
          region.remove();
        });
        plugin.on('region-clicked', (region, event) => {
          if (!region.id.startsWith('comment-')) return;
          event.stopPropagation();
          handlers.current.onCommentClick(region.id.slice('comment-'.length));
        });
        surfer.current = created;
        regions.current = plugin;
        setReady(true);
      },
    );
    return () => {
      removed = true;
      surfer.current?.destroy();
      surfer.current = null;
      regions.current = null;
      setReady(false);
    };
  }, [waveform, durationSeconds]);

  // The comments, drawn again whenever they change.
  useEffect(() => {
    const plugin = regions.current;
    if (!ready || !plugin) return;
    plugin.clearRegions();
    for (const comment of comments) {
      plugin.addRegion({
        id: `comment-${comment.id}`,
        start: comment.atSeconds,
        end: comment.endSeconds ?? undefined,
        color: comment.resolved ? RESOLVED : OPEN,
        content: comment.label,
        drag: false,
        resize: false,
      });
    }
  }, [ready, comments]);

  useEffect(() => {
    if (ready) surfer.current?.setTime(cursorSeconds);
  }, [ready, cursorSeconds]);

  return (
    <div
      className="comment-waveform"
      data-ready={ready ? 'true' : 'false'}
      ref={container}
      aria-hidden="true"
    />
  );
}
