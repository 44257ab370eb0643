import { useCallback, useEffect, useRef, useState } from 'react';
import { refusedFileMessage, useRefusedFiles } from '../components/RefusedFiles';
import { imageBytesRefusal, imageRefusal } from './image-file';

/** What saving a dialog does to its picture: nothing, put a chosen file in its place, or take it away. */
export type PictureChange = { kind: 'keep' } | { kind: 'replace'; file: File } | { kind: 'remove' };

const KEEP: PictureChange = { kind: 'keep' };

/**
 * A picture chosen or removed in a dialog, held until the dialog is saved (Cancel leaves the saved one
 * alone). A chosen file is checked at once, as the server would check it (type, size, bytes), and
 * refused with the server's words, or shown from the device at once (`previewUrl`). `plural` names
 * what it is in those words: 'Cover images'.
 */
export function usePictureChoice(plural: string) {
  const [change, setChange] = useState<PictureChange>(KEEP);
  const refused = useRefusedFiles();
  // A later choice wins over an earlier one still being checked.
  const latestChoice = useRef(0);
  const previewUrl = useObjectUrl(change.kind === 'replace' ? change.file : null);

  const choose = useCallback(
    async (file: File) => {
      const choice = ++latestChoice.current;
      const refusal = imageRefusal(file, plural) ?? (await imageBytesRefusal(file, plural));
      if (choice !== latestChoice.current) return;
      refused.refuse(refusal ? [refusedFileMessage(file.name, refusal)] : []);
      if (!refusal) setChange({ kind: 'replace', file });
    },
    [plural, refused.refuse],
  );

  /** No picture once saved: the saved one goes (if `saved`), a chosen one is simply dropped. */
  const remove = useCallback(
    (saved: boolean) => {
      latestChoice.current += 1;
      refused.clear();
      setChange(saved ? { kind: 'remove' } : KEEP);
    },
    [refused.clear],
  );

  /** Back to the saved picture: after saving the change, or closing without it. */
  const reset = useCallback(() => {
    latestChoice.current += 1;
    refused.clear();
    setChange(KEEP);
  }, [refused.clear]);

  return {
    change,
    changed: change.kind !== 'keep',
    previewUrl,
    refusals: refused.refusals,
    choose,
    remove,
    reset,
  };
}

export type PictureChoice = ReturnType<typeof usePictureChoice>;

/** An address the page can show a local file at, for as long as the file is held. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
