import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { fingerprintOf } from '@backline/sound-analysis';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { encodeMp3, encodeWav } from '../../test/audio-encoders.js';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { graphql } from '../../test/http-client.js';
import { startApp } from '../../test/start-app.js';
import { synthPiece } from '../../test/synth-pieces.js';
import { useTestServer } from '../../test/test-server.js';
import { signUp, trackDetails, uploadTrackOverRest } from '../../test/uploads.js';
import { AnalysisStatus } from '../audio-analysis/analysis-status.js';
import { keyCase } from '../audio-analysis/key-test-set.js';
import { tempoCase } from '../audio-analysis/tempo-test-set.js';
import { Track } from './track.entity.js';

/** The test server's warnings and errors, as JSON lines. */
const warnings: Record<string, unknown>[] = [];
const db = useTestDatabase();
const server = useTestServer(db, { ANALYSE_UPLOADS: 'true' }, pino({ level: 'warn' }, linesInto(warnings)));

function linesInto(lines: Record<string, unknown>[]): Writable {
  return new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
}

const RATE = 22_050;
const ANALYSIS =
  'status tempoBpm tempoConfidence key keyConfidence loudnessLufs truePeakDbtp loudnessRangeLu';
const TRACK = `query ($id: ID!) { track(id: $id) { id title analysis { ${ANALYSIS} } duplicates { id } } }`;

/** A 8 s WAV: a rock loop at 128 BPM under a piano phrase in A minor. */
function wavAt128InAMinor(): Buffer {
  const loop = tempoCase('rock', 128, RATE, 8).audio.channels[0] as Float32Array;
  const phrase = keyCase(9, 'minor', 0, 'piano', RATE, 8).audio.channels[0] as Float32Array;
  const mix = loop.map((sample, i) => 0.4 * sample + 0.6 * (phrase[i] ?? 0));
  return encodeWav([mix], RATE, { bits: 16 });
}

async function upload(token: string, file: Buffer, name: string, title = 'Night Drive'): Promise<string> {
  const answer = await uploadTrackOverRest(server.url, token, file, name, trackDetails({ title }));
  expect(answer.status).toBe(201);
  return answer.body.id as string;
}

// biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON that the assertions check.
async function readTrack(token: string, id: string): Promise<any> {
  const answer = await graphql(server.url, TRACK, { id }, token);
  expect(answer.errors).toBeUndefined();
  return answer.data?.track;
}

const duplicateIds = async (token: string, id: string) =>
  ((await readTrack(token, id)).duplicates as { id: string }[]).map((track) => track.id);

describe('the analysis of an upload', () => {
  it('detects the tempo and key of a WAV, beside the typed ones', async () => {
    const token = await signUp(server.url, uniqueEmail());
    const id = await upload(token, wavAt128InAMinor(), 'groove.wav');
    await server.services.trackAnalysis.whenIdle();
    const track = await readTrack(token, id);
    expect(track.analysis.status).toBe('DONE');
    expect(track.analysis.tempoBpm).toBeGreaterThan(128 * 0.98);
    expect(track.analysis.tempoBpm).toBeLessThan(128 * 1.02);
    expect(track.analysis.key).toBe('A minor');
    expect(track.analysis.tempoConfidence).toBeGreaterThan(0);
    expect(track.analysis.loudnessLufs).toBeLessThan(0);
    expect(track.analysis.truePeakDbtp).toBeLessThanOrEqual(0.5);
    // What the artist typed stays as it was (trackDetails: 120, 'A minor').
    const typed = await graphql(server.url, 'query ($id: ID!) { track(id: $id) { bpm key } }', { id }, token);
    expect(typed.data?.track).toEqual({ bpm: 120, key: 'A minor' });
  });

  it('lists the same file uploaded twice as a duplicate of each other', async () => {
    const token = await signUp(server.url, uniqueEmail());
    const other = await upload(token, makeWav({ seconds: 1, frequency: 330 }), 'other.wav', 'Other');
    const file = makeWav({ seconds: 1 });
    const first = await upload(token, file, 'take.wav', 'First');
    const second = await upload(token, file, 'take-again.wav', 'Second');
    await server.services.trackAnalysis.whenIdle();
    expect(await duplicateIds(token, first)).toEqual([second]);
    expect(await duplicateIds(token, second)).toEqual([first]);
    expect(await duplicateIds(token, other)).toEqual([]);
  });

  it('lists a WAV and its MP3 as the same recording, and not another piece', async () => {
    const token = await signUp(server.url, uniqueEmail());
    const piece = synthPiece(5, { seconds: 8, sampleRate: RATE });
    const wav = await upload(token, encodeWav(piece, RATE, { bits: 16 }), 'piece.wav', 'Piece');
    const mp3 = await upload(token, encodeMp3(piece, RATE), 'piece.mp3', 'Piece (MP3)');
    const another = synthPiece(6, { seconds: 8, sampleRate: RATE });
    const different = await upload(token, encodeWav(another, RATE, { bits: 16 }), 'another.wav', 'Another');
    await server.services.trackAnalysis.whenIdle();
    expect(await duplicateIds(token, wav)).toEqual([mp3]);
    expect(await duplicateIds(token, mp3)).toEqual([wav]);
    expect(await duplicateIds(token, different)).toEqual([]);
    // Deleting one copy takes the match with it.
    const deleted = await graphql(
      server.url,
      'mutation ($input: DeleteTrackInput!) { deleteTrack(input: $input) { id } }',
      { input: { trackId: mp3 } },
      token,
    );
    expect(deleted.errors).toBeUndefined();
    expect(await duplicateIds(token, wav)).toEqual([]);
  });

  it("never lists another artist's identical upload, nor a track the caller may not read", async () => {
    const [mine, theirs] = [await signUp(server.url, uniqueEmail()), await signUp(server.url, uniqueEmail())];
    const file = makeWav({ seconds: 1 });
    const myFirst = await upload(mine, file, 'a.wav', 'Mine');
    const mySecond = await upload(mine, file, 'b.wav', 'Mine again');
    const theirCopy = await upload(theirs, file, 'a.wav', 'Theirs');
    // Their copy on their page: mine may read it, and it is still not a duplicate of mine.
    const showTheirs = await graphql(
      server.url,
      'mutation ($input: UpdateTrackInput!) { updateTrack(input: $input) { id } }',
      { input: { trackId: theirCopy, onArtistPage: true } },
      theirs,
    );
    expect(showTheirs.errors).toBeUndefined();
    const showMine = await graphql(
      server.url,
      'mutation ($input: UpdateTrackInput!) { updateTrack(input: $input) { id } }',
      { input: { trackId: myFirst, onArtistPage: true } },
      mine,
    );
    expect(showMine.errors).toBeUndefined();
    await server.services.trackAnalysis.whenIdle();
    expect(await duplicateIds(mine, myFirst)).toEqual([mySecond]);
    expect(await duplicateIds(theirs, theirCopy)).toEqual([]);
    // They may read my first track (on my page) but not my second: it is not listed to them.
    expect(await duplicateIds(theirs, myFirst)).toEqual([]);
  });

  it('stores FAILED for audio the analysis cannot read, and the track stays usable', async () => {
    const token = await signUp(server.url, uniqueEmail());
    // The header and the first second are sound; the data chunk says ten seconds (cut short).
    const whole = makeWav({ seconds: 10 });
    const cut = whole.subarray(0, 44 + 44_100 * 2);
    const answer = await uploadTrackOverRest(server.url, token, cut, 'cut.wav');
    expect(answer.status).toBe(201);
    const id = answer.body.id as string;
    await server.services.trackAnalysis.whenIdle();
    const track = await readTrack(token, id);
    expect(track.analysis).toMatchObject({ status: 'FAILED', tempoBpm: null, key: null, loudnessLufs: null });
    const renamed = await graphql(
      server.url,
      'mutation ($input: UpdateTrackInput!) { updateTrack(input: $input) { title audio { url } } }',
      { input: { trackId: id, title: 'Still here' } },
      token,
    );
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data?.updateTrack.title).toBe('Still here');
    const audio = await fetch(renamed.data?.updateTrack.audio.url);
    expect(audio.status).toBe(200);
    // One warning naming the track and why; not the client's file name, nor where files are kept.
    const logged = warnings.filter((line) => line.msg === 'track analysis failed' && line.trackId === id);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.reason).toMatch(/Unreadable audio/);
    expect(JSON.stringify(logged)).not.toContain('cut.wav');
    expect(JSON.stringify(logged)).not.toContain(server.config.storage.dir);
  });
});

describe('tracksLikeFile, before an upload', () => {
  const LIKE = 'query ($file: AudioIdentityInput!) { tracksLikeFile(file: $file) { id title } }';
  const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

  it('finds the same file by its hash and the same recording by its fingerprint, only among yours', async () => {
    const [mine, theirs] = [await signUp(server.url, uniqueEmail()), await signUp(server.url, uniqueEmail())];
    const piece = synthPiece(7, { seconds: 8, sampleRate: RATE });
    const wav = encodeWav(piece, RATE, { bits: 16 });
    const mp3Id = await upload(mine, encodeMp3(piece, RATE), 'piece.mp3', 'Piece (MP3)');
    // Another piece of the same length: not the same recording.
    await upload(
      mine,
      encodeWav(synthPiece(8, { seconds: 8, sampleRate: RATE }), RATE, { bits: 16 }),
      'other.wav',
      'Other',
    );
    await server.services.trackAnalysis.whenIdle();
    // The browser decodes the WAV it is about to send and fingerprints it, as the upload screen does.
    const wavFile = {
      contentSha256: sha256(wav),
      fingerprint: fingerprintOf({ sampleRate: RATE, channels: piece }),
      durationSeconds: 8,
    };
    const likeMp3 = await graphql(server.url, LIKE, { file: wavFile }, mine);
    expect(likeMp3.errors).toBeUndefined();
    expect(likeMp3.data?.tracksLikeFile).toEqual([{ id: mp3Id, title: 'Piece (MP3)' }]);
    // Without a fingerprint only the same bytes count; the stored MP3's own bytes find it.
    const hashOnly = await graphql(
      server.url,
      LIKE,
      { file: { contentSha256: wavFile.contentSha256 } },
      mine,
    );
    expect(hashOnly.data?.tracksLikeFile).toEqual([]);
    const sameBytes = await graphql(
      server.url,
      LIKE,
      { file: { contentSha256: sha256(encodeMp3(piece, RATE)) } },
      mine,
    );
    expect(sameBytes.data?.tracksLikeFile).toEqual([{ id: mp3Id, title: 'Piece (MP3)' }]);
    // Another artist asking with the very same file learns nothing of mine.
    const asThem = await graphql(server.url, LIKE, { file: wavFile }, theirs);
    expect(asThem.data?.tracksLikeFile).toEqual([]);
  });

  it('refuses what is not a hash or a fingerprint, saying which', async () => {
    const token = await signUp(server.url, uniqueEmail());
    const cases = [
      [{ contentSha256: 'abc' }, 'contentSha256 must be the SHA-256 of the file, 64 hexadecimal digits.'],
      [
        { contentSha256: 'a'.repeat(64), fingerprint: 'bfp1.@@@', durationSeconds: 8 },
        "fingerprint must be a Backline audio fingerprint ('bfp1.' and base64 words).",
      ],
      [
        { contentSha256: 'a'.repeat(64), fingerprint: `bfp1.${'A'.repeat(40_000)}`, durationSeconds: 8 },
        'fingerprint can be at most',
      ],
      [
        { contentSha256: 'a'.repeat(64), fingerprint: 'bfp1.AAAAAA==' },
        'durationSeconds is required with a fingerprint.',
      ],
    ] as const;
    for (const [file, message] of cases) {
      const answer = await graphql(server.url, LIKE, { file }, token);
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message).toContain(message);
    }
    const anonymous = await graphql(server.url, LIKE, { file: { contentSha256: 'a'.repeat(64) } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('with ANALYSE_UPLOADS=false', () => {
  it('analyses nothing: an upload, and a track left PENDING, stay PENDING', async () => {
    const token = await signUp(server.url, uniqueEmail());
    const waiting = await upload(token, makeWav({ seconds: 1 }), 'waiting.wav', 'Waiting');
    await server.services.trackAnalysis.whenIdle();
    await db.orm.em.fork().nativeUpdate(Track, { id: waiting }, { analysisStatus: AnalysisStatus.PENDING });

    const off = await startApp(
      db.orm,
      { ...server.config, analyseUploads: false },
      pino({ level: 'silent' }),
    );
    try {
      const answer = await uploadTrackOverRest(
        off.url,
        token,
        makeWav({ seconds: 1 }),
        'new.wav',
        trackDetails(),
      );
      expect(answer.status).toBe(201);
      await off.services.trackAnalysis.whenIdle();
      const rows = await db.orm.em
        .fork()
        .find(Track, { id: { $in: [waiting, answer.body.id as string] } }, { fields: ['analysisStatus'] });
      expect(rows.map((row) => row.analysisStatus)).toEqual([AnalysisStatus.PENDING, AnalysisStatus.PENDING]);
    } finally {
      await off.close();
    }
  });
});

describe('the job at start', () => {
  it('analyses the tracks still PENDING, one at a time, and logs its progress', async () => {
    const token = await signUp(server.url, uniqueEmail());
    const piece = encodeWav(synthPiece(7, { seconds: 6, sampleRate: RATE }), RATE, { bits: 16 });
    const ids = [
      await upload(token, piece, 'one.wav', 'One'),
      await upload(token, makeWav({ seconds: 1 }), 'two.wav', 'Two'),
      await upload(token, makeWav({ seconds: 1, frequency: 330 }), 'three.wav', 'Three'),
    ];
    await server.services.trackAnalysis.whenIdle();
    const [left, ...pending] = ids as [string, ...string[]];
    const em = db.orm.em.fork();
    const kept = await em.findOneOrFail(Track, left, { fields: ['analysedAt', 'analysisStatus'] });
    expect(kept.analysisStatus).toBe(AnalysisStatus.DONE);
    // As a stop would leave them (or a database from before analysis): PENDING, nothing detected.
    await em.nativeUpdate(
      Track,
      { id: { $in: pending } },
      { analysisStatus: AnalysisStatus.PENDING, tempoBpm: null, detectedKey: null, contentSha256: null },
    );

    const lines: Record<string, unknown>[] = [];
    const restarted = await startApp(db.orm, server.config, pino({ level: 'info' }, linesInto(lines)));
    try {
      await restarted.services.trackAnalysis.whenIdle();
    } finally {
      await restarted.close();
    }
    const rows = await db.orm.em
      .fork()
      .find(Track, { id: { $in: ids } }, { fields: ['analysisStatus', 'analysedAt', 'contentSha256'] });
    for (const row of rows) expect(row.analysisStatus).toBe(AnalysisStatus.DONE);
    for (const row of rows) expect(row.contentSha256).toHaveLength(32);
    const again = rows.find((row) => row.id === left);
    expect(again?.analysedAt?.getTime()).toBe(kept.analysedAt?.getTime());
    const messages = lines.map((line) => String(line.msg));
    expect(messages).toContain('analysing 2 tracks left from before');
    expect(messages.filter((message) => /^analysed \d of 2$/.test(message))).toEqual([
      'analysed 1 of 2',
      'analysed 2 of 2',
    ]);
  });
});
