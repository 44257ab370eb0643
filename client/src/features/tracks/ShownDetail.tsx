import { type ShownDetail, shownKey, shownTempo } from './detected-sound';

function Shown({ detail, unit = '' }: { detail: ShownDetail; unit?: string }) {
  return (
    <>
      {detail.text}
      {unit}
      {detail.detected && <span className="detected-mark"> detected</span>}
    </>
  );
}

/** A track's key in a card, a row or its page; a detected one says so. */
export function ShownKey({ track }: { track: Parameters<typeof shownKey>[0] }) {
  return <Shown detail={shownKey(track)} />;
}

/** A track's tempo, with ' BPM' after it where `withUnit`; a detected one says so. */
export function ShownTempo({
  track,
  withUnit = false,
}: {
  track: Parameters<typeof shownTempo>[0];
  withUnit?: boolean;
}) {
  return <Shown detail={shownTempo(track)} unit={withUnit ? ' BPM' : ''} />;
}
