import { describe, expect, it } from 'vitest';
import { encodeWav } from '../../test/audio-encoders.js';
import { useTestDatabase } from '../../test/database.js';
import { graphql } from '../../test/http-client.js';
import { joinProject, signUpArtist } from '../../test/project-members.js';
import { useTestServer } from '../../test/test-server.js';
import { graphqlWithFile } from '../../test/uploads.js';
import { keyCase } from '../audio-analysis/key-test-set.js';
import { dataTasks } from '../manager/plan-rules.js';

const db = useTestDatabase();
const server = useTestServer(db, { ANALYSE_UPLOADS: 'true' });
const RATE = 22_050;

const CREATE_PROJECT = 'mutation($title: String!) { createProject(input: { title: $title }) { id } }';
const UPLOAD_SONG = `mutation($input: UploadProjectTrackInput!) {
  uploadProjectTrack(input: $input) { tracks { nodes { id track { id } } } }
}`;
const UPLOAD_VERSION = 'mutation($input: UploadVersionInput!) { uploadVersion(input: $input) { id number } }';
const VERSIONS = `query($id: ID!) { project(id: $id) { tracks { nodes {
  track { analysis { loudnessLufs } }
  versions { number analysis { status key loudnessLufs truePeakDbtp } }
} } } }`;

/** A piano phrase in A minor, at `peak` of full scale. */
function phraseAt(peak: number): Buffer {
  const phrase = keyCase(9, 'minor', 0, 'piano', RATE, 6).audio.channels[0] as Float32Array;
  const loudest = phrase.reduce((most, sample) => Math.max(most, Math.abs(sample)), 0);
  return encodeWav([phrase.map((sample) => (sample / loudest) * peak)], RATE, { bits: 24 });
}

const idle = () =>
  Promise.all([server.services.trackAnalysis.whenIdle(), server.services.versionAnalysis.whenIdle()]);

describe('the analysis of a version', () => {
  it("measures each version's own file after its upload; v1's is its track's; members read it", async () => {
    const [owner, viewer, stranger] = await Promise.all([
      signUpArtist(server.url, 'Nova Lane'),
      signUpArtist(server.url, 'Vic Listens'),
      signUpArtist(server.url, 'Stranger'),
    ]);
    const projectId = (await graphql(server.url, CREATE_PROJECT, { title: 'Night Drive' }, owner.token)).data
      ?.createProject.id as string;
    await joinProject(server.url, projectId, owner, viewer, 'VIEWER');
    const song = await graphqlWithFile(
      server.url,
      owner.token,
      UPLOAD_SONG,
      { input: { projectId, title: 'Night Drive' } },
      { bytes: phraseAt(0.25), filename: 'demo.wav' },
    );
    const songId = song.data?.uploadProjectTrack.tracks.nodes[0].id as string;
    const v2 = await graphqlWithFile(
      server.url,
      owner.token,
      UPLOAD_VERSION,
      { input: { projectTrackId: songId, note: 'Mastered' } },
      { bytes: phraseAt(1), filename: 'master.wav' },
    );
    expect(v2.data?.uploadVersion.number).toBe(2);
    await idle();

    const read = await graphql(server.url, VERSIONS, { id: projectId }, viewer.token);
    expect(read.errors).toBeUndefined();
    const [node] = (read.data?.project.tracks.nodes ?? []) as {
      track: { analysis: { loudnessLufs: number } };
      versions: {
        number: number;
        analysis: { status: string; key: string; loudnessLufs: number; truePeakDbtp: number };
      }[];
    }[];
    const [master, demo] = node?.versions ?? [];
    expect(master).toMatchObject({ number: 2, analysis: { status: 'DONE', key: 'A minor' } });
    expect(demo).toMatchObject({ number: 1, analysis: { status: 'DONE', key: 'A minor' } });
    expect(demo?.analysis.loudnessLufs).toBe(node?.track.analysis.loudnessLufs);
    // Four times the level: 12 dB louder, and a true peak near full scale.
    expect((master?.analysis.loudnessLufs ?? 0) - (demo?.analysis.loudnessLufs ?? 0)).toBeCloseTo(12.04, 1);
    expect(master?.analysis.truePeakDbtp).toBeGreaterThan(-1);

    const asStranger = await graphql(server.url, VERSIONS, { id: projectId }, stranger.token);
    expect(asStranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // The owner's manager asks for a master that will not clip.
    const facts = await server.services.managerFacts.at(db.fork(), owner.id, new Date());
    expect(dataTasks(facts).map((task) => task.title)).toContainEqual(
      expect.stringMatching(/^Master v2 of "Night Drive" again: it peaks at [-+]0\.\d dBTP$/),
    );
  });
});
