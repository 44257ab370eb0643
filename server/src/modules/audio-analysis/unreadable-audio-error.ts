/** A stored file the analysis cannot decode: not the format it claims, damaged, cut short or too long. */
export class UnreadableAudioError extends Error {
  constructor(reason: string) {
    super(`Unreadable audio: ${reason}.`);
    this.name = 'UnreadableAudioError';
  }
}
