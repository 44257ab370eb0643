/// <reference lib="webworker" />
import { estimateKey, estimateTempo, fingerprintOf } from '@backline/sound-analysis';
import type { DetectedAudio, SoundRequest } from './detect-sound';

// The same tempo, key and fingerprint code as the server's analysis workers, off the page's thread.
self.onmessage = (event: MessageEvent<SoundRequest>) => {
  const audio = { sampleRate: event.data.sampleRate, channels: event.data.channels };
  const answer: DetectedAudio = {
    tempo: estimateTempo(audio),
    key: estimateKey(audio),
    fingerprint: fingerprintOf(audio),
  };
  self.postMessage(answer);
};
