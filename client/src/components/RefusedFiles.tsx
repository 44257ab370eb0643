import { useCallback, useState } from 'react';
import type { FileRejection } from 'react-dropzone';

/** The screen's own words for each reason a chosen or dropped file is refused. */
export interface RefusalReasons {
  /** e.g. 'Invalid file type. Please upload MP3 or WAV files.' */
  invalidType: string;
  /** When the screen sets a size limit. */
  tooLarge?: string;
  /** When the screen takes one file at a time. */
  tooMany?: string;
}

/** One refused file's line: its name, then why ("song.flac: Invalid file type. …"). */
export function refusedFileMessage(fileName: string, reason: string): string {
  return `${fileName}: ${reason}`;
}

/** A line for every file react-dropzone refused, in the order they came, each naming its file. */
export function dropzoneRefusals(rejections: readonly FileRejection[], reasons: RefusalReasons): string[] {
  return rejections.map(({ file, errors }) => {
    const code = errors[0]?.code;
    const reason =
      code === 'file-too-large'
        ? (reasons.tooLarge ?? errors[0]?.message)
        : code === 'too-many-files'
          ? (reasons.tooMany ?? errors[0]?.message)
          : code === 'file-invalid-type' || !errors[0]
            ? reasons.invalidType
            : errors[0].message;
    return refusedFileMessage(file.name, reason ?? reasons.invalidType);
  });
}

interface Refusals {
  messages: readonly string[];
  /** Counts the refusals, so the same refusal twice is announced twice (the alert is made anew). */
  round: number;
}

/**
 * The refused files of the latest choice or drop: `refuse` replaces them (an empty list clears),
 * `clear` empties them.
 */
export function useRefusedFiles() {
  const [refusals, setRefusals] = useState<Refusals>({ messages: [], round: 0 });
  const refuse = useCallback(
    (messages: readonly string[]) => setRefusals(({ round }) => ({ messages, round: round + 1 })),
    [],
  );
  const clear = useCallback(() => refuse([]), [refuse]);
  return { refusals, refuse, clear };
}

/** Lists the refused files in an alert, so a screen reader announces them as they appear. */
export function RefusedFiles({ refusals }: { refusals: Refusals }) {
  if (refusals.messages.length === 0) return null;
  return (
    <div key={refusals.round} className="form-error refused-files" role="alert">
      {refusals.messages.length === 1 ? (
        <p>{refusals.messages[0]}</p>
      ) : (
        <ul>
          {refusals.messages.map((message, index) => (
            // The same file may be dropped twice in one go: the position tells the lines apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered.
            <li key={index}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
