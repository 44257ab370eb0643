import { describe, expect, it } from 'vitest';
import { makeMp3, makeWav } from '../../test/audio-fixtures.js';
import { useTestDatabase } from '../../test/database.js';
import { graphql } from '../../test/http-client.js';
import { joinProject, signUpArtist } from '../../test/project-members.js';
import { useTestServer } from '../../test/test-server.js';
import { graphqlWithFile, trackDetails, uploadTrackOverGraphql } from '../../test/uploads.js';

const db = useTestDatabase();
const server = useTestServer(db);

/** The signed address with `download=1` added, as the track page asks for it. */
function downloadUrl(signed: string): string {
  const url = new URL(signed);
  url.searchParams.set('download', '1');
  return url.toString();
}

describe('downloading a track (GET /media/tracks/:id?download=1)', () => {
  it('sends the original file as an attachment named after the title; without the flag it plays inline', async () => {
    const owner = await signUpArtist(server.url, 'Nova Lane');
    const wav = makeWav({ seconds: 1 });
    const uploaded = await uploadTrackOverGraphql(server.url, owner.token, wav, 'take-3.wav');
    const signed = uploaded.data?.uploadTrack.audio.url as string;

    const download = await fetch(downloadUrl(signed));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="Night Drive.wav"');
    expect(download.headers.get('content-type')).toBe('audio/wav');
    expect(download.headers.get('content-length')).toBe(String(wav.length));
    expect(Buffer.from(await download.arrayBuffer()).equals(wav)).toBe(true);

    const played = await fetch(signed);
    expect(played.headers.get('content-disposition')).toBeNull();
    expect(played.headers.get('content-type')).toBe('audio/wav');
    await played.arrayBuffer();
    // Only "1" asks for it: another value plays as before.
    const other = await fetch(signed.replace('?', '?download=yes&'));
    expect(other.headers.get('content-disposition')).toBeNull();
    await other.arrayBuffer();
  });

  it("names an MP3 .mp3, replaces what a file name cannot hold and keeps other scripts' letters", async () => {
    const owner = await signUpArtist(server.url, 'Nova Lane');
    const uploaded = await uploadTrackOverGraphql(
      server.url,
      owner.token,
      makeMp3({ seconds: 1 }),
      'mix.mp3',
      trackDetails({ title: 'AC/DC Café' }),
    );
    const download = await fetch(downloadUrl(uploaded.data?.uploadTrack.audio.url as string));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('audio/mpeg');
    // An ASCII name for old clients, the exact one (RFC 8187) for the rest.
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="AC_DC Caf?.mp3"; filename*=UTF-8''AC_DC%20Caf%C3%A9.mp3`,
    );
    await download.arrayBuffer();
  });

  it('keeps the access rules: a collaborator may, another artist and a stranger may not', async () => {
    const [owner, mixer, stranger] = await Promise.all([
      signUpArtist(server.url, 'Nova Lane'),
      signUpArtist(server.url, 'Kai Mixes'),
      signUpArtist(server.url, 'Someone Else'),
    ]);
    const created = await graphql(
      server.url,
      'mutation { createProject(input: { title: "Night Drive" }) { id } }',
      {},
      owner.token,
    );
    const projectId = created.data?.createProject.id as string;
    await joinProject(server.url, projectId, owner, mixer, 'MIX_ENGINEER');
    const uploaded = await graphqlWithFile(
      server.url,
      owner.token,
      'mutation($input: UploadProjectTrackInput!) { uploadProjectTrack(input: $input) { tracks { nodes { track { id } } } } }',
      { input: { projectId, title: 'Demo' } },
      { bytes: makeWav({ seconds: 1 }), filename: 'demo.wav' },
    );
    expect(uploaded.errors).toBeUndefined();
    const trackId = uploaded.data?.uploadProjectTrack.tracks.nodes[0].track.id as string;
    const path = `/media/tracks/${trackId}?download=1`;

    const asMixer = await graphql(
      server.url,
      'query($id: ID!) { track(id: $id) { audio { url } } }',
      { id: trackId },
      mixer.token,
    );
    const mixerDownload = await fetch(downloadUrl(asMixer.data?.track.audio.url));
    expect(mixerDownload.status).toBe(200);
    // A name with nothing to quote goes as a token (RFC 6266 takes both forms).
    expect(mixerDownload.headers.get('content-disposition')).toBe('attachment; filename=Demo.wav');
    await mixerDownload.arrayBuffer();

    const theirs = await fetch(`${server.url}${path}`, {
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(theirs.status).toBe(404);
    expect(theirs.headers.get('content-disposition')).toBeNull();
    expect(await theirs.json()).toMatchObject({ code: 'NOT_FOUND' });
    const nobody = await fetch(`${server.url}${path}`);
    expect(nobody.status).toBe(401);
    expect(nobody.headers.get('content-disposition')).toBeNull();
    await nobody.arrayBuffer();
  });
});
