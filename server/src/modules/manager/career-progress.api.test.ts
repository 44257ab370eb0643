import { describe, expect, it } from 'vitest';
import { makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { graphql } from '../../test/http-client.js';
import { joinProject, signUpArtist } from '../../test/project-members.js';
import { useTestServer } from '../../test/test-server.js';
import { graphqlWithFile } from '../../test/uploads.js';

const db = useTestDatabase();
const server = useTestServer(db);

const PROGRESS = '{ careerProgress { level totalLevels next { key howTo } milestones { key achieved } } }';

describe('the career level', () => {
  it('counts the milestones reached from real work, and names what unlocks the next', async () => {
    const artist = await signUpArtist(server.url, 'Nova Lane');
    const progress = async () => (await graphql(server.url, PROGRESS, {}, artist.token)).data?.careerProgress;

    // A new artist starts at nothing, not at a level the product cannot explain.
    expect(await progress()).toMatchObject({
      level: 0,
      totalLevels: 6,
      next: { key: 'first-track', howTo: 'Upload a track.' },
    });

    const projectId = (
      await graphql(
        server.url,
        'mutation { createProject(input: { title: "Night Drive" }) { id } }',
        {},
        artist.token,
      )
    ).data?.createProject.id;
    await graphqlWithFile(
      server.url,
      artist.token,
      'mutation($input: UploadProjectTrackInput!) { uploadProjectTrack(input: $input) { id } }',
      { input: { projectId, title: 'Night Drive' } },
      { bytes: makeWav({ seconds: 1 }), filename: 'demo.wav' },
    );
    expect(await progress()).toMatchObject({ level: 2, next: { key: 'first-collaboration' } });

    await joinProject(
      server.url,
      projectId,
      artist,
      await signUpArtist(server.url, 'Kai Mixes'),
      'MIX_ENGINEER',
    );
    await graphql(
      server.url,
      'mutation($input: UpdateProjectInput!) { updateProject(input: $input) { id } }',
      { input: { projectId, status: 'RELEASED' } },
      artist.token,
    );
    const before = await progress();
    expect(before).toMatchObject({ level: 4, next: { key: 'listeners-1k' } });
    expect(before.next.howTo).toBe('Enter your monthly listeners on your profile; the milestone is 1,000.');

    await graphql(
      server.url,
      'mutation { updateProfile(input: { monthlyListeners: 1500 }) { id } }',
      {},
      artist.token,
    );
    expect(await progress()).toMatchObject({
      level: 5,
      next: {
        key: 'listeners-10k',
        howTo: 'Grow from 1,500 to 10,000 monthly listeners (update the figure on your profile).',
      },
    });
  });

  it("counts a place in another artist's project as a collaboration", async () => {
    const owner = await signUpArtist(server.url, 'Ada Owner');
    const member = await signUpArtist(server.url, 'Ben Member');
    const collaborated = async () =>
      (await graphql(server.url, PROGRESS, {}, member.token)).data?.careerProgress.milestones.find(
        (milestone: { key: string }) => milestone.key === 'first-collaboration',
      ).achieved;
    expect(await collaborated()).toBe(false);
    const projectId = (
      await graphql(
        server.url,
        'mutation { createProject(input: { title: "Duet" }) { id } }',
        {},
        owner.token,
      )
    ).data?.createProject.id;
    await joinProject(server.url, projectId, owner, member, 'VIEWER');
    expect(await collaborated()).toBe(true);
  });
});
