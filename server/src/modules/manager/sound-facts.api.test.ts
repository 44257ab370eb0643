import { describe, expect, it } from 'vitest';
import { encodeWav } from '../../test/audio-encoders.js';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { graphql } from '../../test/http-client.js';
import { useTestServer } from '../../test/test-server.js';
import { signUp, trackDetails, uploadTrackOverRest } from '../../test/uploads.js';
import { keyCase } from '../audio-analysis/key-test-set.js';
import { dataTasks } from './plan-rules.js';

const db = useTestDatabase();
const server = useTestServer(db, { ANALYSE_UPLOADS: 'true' });
const RATE = 22_050;

/** A piano phrase in A minor, at `peak` of full scale. */
function phraseAt(peak: number): Buffer {
  const phrase = keyCase(9, 'minor', 0, 'piano', RATE, 6).audio.channels[0] as Float32Array;
  const loudest = phrase.reduce((most, sample) => Math.max(most, Math.abs(sample)), 0);
  return encodeWav([phrase.map((sample) => (sample / loudest) * peak)], RATE, { bits: 24 });
}

async function taskTitles(token: string): Promise<string[]> {
  const me = await graphql(server.url, '{ me { id } }', {}, token);
  const facts = await server.services.managerFacts.at(db.fork(), me.data?.me.id as string, new Date());
  return dataTasks(facts).map((task) => task.title);
}

describe("the manager's facts of the library's sound", () => {
  it('follow each analysis and each confirmation: keys to confirm, a master that may clip', async () => {
    const token = await signUp(server.url, uniqueEmail());
    const hot = await uploadTrackOverRest(
      server.url,
      token,
      phraseAt(1),
      'hot.wav',
      trackDetails({ title: 'Night Drive', key: 'Unknown', detected: 'key' }),
    );
    await uploadTrackOverRest(server.url, token, phraseAt(0.5), 'calm.wav', trackDetails({ title: 'Calm' }));
    expect(hot.status).toBe(201);
    await server.services.trackAnalysis.whenIdle();
    const before = await taskTitles(token);
    expect(before).toContain('1 track has no confirmed key');
    expect(before.find((title) => title.startsWith('Master "Night Drive" again: it peaks at'))).toMatch(
      /at [-+]0\.\d dBTP$/,
    );
    expect(before.some((title) => title.startsWith('Master "Calm"'))).toBe(false);
    // Keeping the detected key confirms it: the task goes with it.
    const kept = await graphql(
      server.url,
      'mutation ($input: UpdateTrackInput!) { updateTrack(input: $input) { key keyConfirmed } }',
      { input: { trackId: hot.body.id, key: 'A minor' } },
      token,
    );
    expect(kept.data?.updateTrack).toEqual({ key: 'A minor', keyConfirmed: true });
    expect(await taskTitles(token)).not.toContain('1 track has no confirmed key');
  });
});
