import { useCallback, useEffect, useRef, useState } from 'react';

/** The description's recording settings: 44.1 kHz, echo cancellation and noise suppression on. */
const microphoneConstraints: MediaTrackConstraints = {
  sampleRate: 44100,
  echoCancellation: true,
  noiseSuppression: true,
};
/** WebM with Opus where the browser has it (Chromium, Firefox), else Ogg with Opus; chunks every 100 ms. */
const preferredTypes = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm'];
const chunkMs = 100;

export const MICROPHONE_DENIED =
  'Microphone access was refused. Allow the microphone for this site to record voice notes.';
const NO_MICROPHONE = 'No microphone was found. Connect one to record voice notes.';
const RECORDING_FAILED = 'Recording failed. Please try again.';

export type RecorderState = { status: 'idle' } | { status: 'recording'; seconds: number };

/**
 * Records from the microphone with MediaRecorder. `stop` ends the recording and hands the clip to
 * onRecorded; the microphone is released as soon as recording ends (or the component goes away).
 */
export function useVoiceRecorder(onRecorded: (clip: Blob) => void, onError: (message: string) => void) {
  const [state, setState] = useState<RecorderState>({ status: 'idle' });
  const recorder = useRef<MediaRecorder | null>(null);
  const ticker = useRef<ReturnType<typeof setInterval> | null>(null);
  const callbacks = useRef({ onRecorded, onError });
  callbacks.current = { onRecorded, onError };

  const release = useCallback(() => {
    if (ticker.current) clearInterval(ticker.current);
    ticker.current = null;
    for (const track of recorder.current?.stream.getTracks() ?? []) track.stop();
    recorder.current = null;
    setState({ status: 'idle' });
  }, []);

  useEffect(() => release, [release]);

  const start = useCallback(async () => {
    if (recorder.current) return;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: microphoneConstraints });
    } catch (error) {
      callbacks.current.onError(microphoneMessage(error));
      return;
    }
    const mimeType = preferredTypes.find((type) => MediaRecorder.isTypeSupported(type));
    const media = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      const clip = new Blob(chunks, { type: media.mimeType || mimeType || 'audio/webm' });
      release();
      if (clip.size > 0) callbacks.current.onRecorded(clip);
    };
    media.onerror = () => {
      release();
      callbacks.current.onError(RECORDING_FAILED);
    };
    recorder.current = media;
    media.start(chunkMs);
    const startedAt = Date.now();
    setState({ status: 'recording', seconds: 0 });
    ticker.current = setInterval(() => {
      setState({ status: 'recording', seconds: Math.floor((Date.now() - startedAt) / 1000) });
    }, 1000);
  }, [release]);

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  return { state, start, stop };
}

function microphoneMessage(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return MICROPHONE_DENIED;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return NO_MICROPHONE;
  return RECORDING_FAILED;
}
