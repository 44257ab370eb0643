import { shownKey } from './detected-sound';

/** A track's key in a card or a row: the detected one, where the artist typed none, says so. */
export function ShownKey({ track }: { track: Parameters<typeof shownKey>[0] }) {
  const { text, detected } = shownKey(track);
  return (
    <>
      {text}
      {detected && <span className="detected-mark"> detected</span>}
    </>
  );
}
