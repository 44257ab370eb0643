import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { FileSound, SoundDetector } from './detect-sound';
import { UploadRoute } from './UploadRoute';
import { TracksLikeFileDocument, UploadGenresDocument, UploadTrackDocument } from './UploadRoute.generated';

afterEach(cleanup);

const me = { id: 'u1', artistName: 'Nova', email: 'nova@example.com' };

function uploadAnswer(title: string, error?: string, delay = 0): MockedResponse {
  return {
    delay,
    request: {
      query: UploadTrackDocument,
      variables: (variables: { input: { title: string } }) => variables.input.title === title,
    },
    result: error
      ? { errors: [new GraphQLError(error, { extensions: { code: 'BAD_USER_INPUT' } })] }
      : { data: { uploadTrack: { __typename: 'Track', id: `t-${title}`, title } } },
  };
}

const genres: MockedResponse = {
  request: { query: UploadGenresDocument },
  result: { data: { trackGenres: ['House', 'Techno'] } },
};

/** The screen under a stand-in workspace frame; `artist` is the frame's outlet context (undefined while it loads). */
function uploadScreen(mocks: MockedResponse[], artist: typeof me | undefined, detectSound?: SoundDetector) {
  return (
    <MockedProvider mocks={[genres, ...mocks]}>
      <MemoryRouter initialEntries={['/app/upload']}>
        <Routes>
          <Route path="/app" element={<Outlet context={artist} />}>
            <Route path="upload" element={<UploadRoute detectSound={detectSound} />} />
            <Route path="tracks" element={<p>Tracks page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </MockedProvider>
  );
}

function renderUpload(mocks: MockedResponse[]) {
  render(uploadScreen(mocks, me));
}

const wav = (name: string) => new File([new Uint8Array(64)], name, { type: 'audio/wav' });

async function fillRequired(group: HTMLElement) {
  const user = userEvent.setup();
  await user.type(within(group).getByLabelText('BPM'), '120');
  await user.type(within(group).getByLabelText('Key'), 'C minor');
  await user.type(within(group).getByLabelText('Genre'), 'House');
}

describe('uploading several files', () => {
  it('asks for a file first', async () => {
    renderUpload([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Upload Track' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select a file to upload.');
  });

  it('gives each file its own details, prefilled from its name and the artist, and its own outcome', async () => {
    const user = userEvent.setup();
    renderUpload([uploadAnswer('night_drive', undefined), uploadAnswer('broken take', 'Title is too long.')]);
    await user.upload(screen.getByLabelText('Audio files (MP3 or WAV)'), [
      wav('night_drive.wav'),
      wav('broken take.wav'),
    ]);

    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(2);
    const [first, second] = groups as [HTMLElement, HTMLElement];
    expect((within(first).getByLabelText('Title') as HTMLInputElement).value).toBe('night drive');
    expect((within(first).getByLabelText('Artist') as HTMLInputElement).value).toBe('Nova');
    expect((within(second).getByLabelText('Title') as HTMLInputElement).value).toBe('broken take');
    await user.clear(within(first).getByLabelText('Title'));
    await user.type(within(first).getByLabelText('Title'), 'night_drive');
    await fillRequired(first);
    await fillRequired(second);

    await user.click(screen.getByRole('button', { name: 'Upload 2 Tracks' }));
    expect((await within(second).findByRole('alert')).textContent).toBe('Title is too long.');
    expect(within(first).getByRole('status').textContent).toBe('Uploaded');
    // Only the failed one is left to send; the page stays for it to be corrected.
    expect(screen.getByRole('button', { name: 'Upload Track' })).toBeTruthy();
    expect(screen.queryByText('Upload successful! Redirecting...')).toBeNull();
  });

  it('fills in the artist of files chosen before the workspace frame knew them, unless typed', async () => {
    const user = userEvent.setup();
    const { rerender } = render(uploadScreen([], undefined));
    await user.upload(screen.getByLabelText('Audio files (MP3 or WAV)'), [
      wav('early.wav'),
      wav('typed.wav'),
    ]);
    const [early, typed] = screen.getAllByRole('group') as [HTMLElement, HTMLElement];
    expect((within(early).getByLabelText('Artist') as HTMLInputElement).value).toBe('');
    await user.type(within(typed).getByLabelText('Artist'), 'Guest');

    rerender(uploadScreen([], me));
    expect((within(early).getByLabelText('Artist') as HTMLInputElement).value).toBe('Nova');
    expect((within(typed).getByLabelText('Artist') as HTMLInputElement).value).toBe('Guest');
  });

  it('locks every file while the batch is sent, so what is sent is what is shown', async () => {
    const user = userEvent.setup();
    renderUpload([uploadAnswer('first', undefined, 200), uploadAnswer('second')]);
    await user.upload(screen.getByLabelText('Audio files (MP3 or WAV)'), [
      wav('first.wav'),
      wav('second.wav'),
    ]);
    const [first, second] = screen.getAllByRole('group') as [HTMLElement, HTMLElement];
    await fillRequired(first);
    await fillRequired(second);

    await user.click(screen.getByRole('button', { name: 'Upload 2 Tracks' }));
    expect((within(second).getByLabelText('Title') as HTMLInputElement).disabled).toBe(true);
    expect(within(second).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(await screen.findByText('Upload successful! Redirecting...')).toBeTruthy();
    expect(within(second).getByRole('status').textContent).toBe('Uploaded');
  });
});

describe('refused files', () => {
  const file = (name: string, type: string) => new File([new Uint8Array(64)], name, { type });
  const invalid = 'Invalid file type. Please upload MP3 or WAV files.';
  screen.queryAllByRole('group').map((group) => within(group).getByRole('heading').textContent);

  it('names every refused file chosen with the picker, and keeps the MP3 and WAV ones', async () => {
    // Not applying `accept` is what a person does by choosing "All files" in the picker.
    const user = userEvent.setup({ applyAccept: false });
    renderUpload([]);
    await user.upload(screen.getByLabelText('Audio files (MP3 or WAV)'), [
      file('song.flac', 'audio/flac'),
      file('take.mp3', 'audio/mpeg'),
      file('demo.aiff', 'audio/aiff'),
    ]);

    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`song.flac: ${invalid}`, `demo.aiff: ${invalid}`]);
    expect(screen.getAllByRole('group')).toHaveLength(1);
  });

  it('names a refused file dropped with an MP3, and the next drop replaces the list', async () => {
    renderUpload([]);
    const zone = screen.getByText(/Drag and drop MP3 or WAV files here/).parentElement as HTMLElement;
    const drop = (files: File[]) =>
      fireEvent.drop(zone, {
        dataTransfer: {
          files,
          items: files.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f })),
          types: ['Files'],
        },
      });

    drop([file('song.flac', 'audio/flac'), file('take.mp3', 'audio/mpeg')]);
    await waitFor(() => expect(screen.getAllByRole('group')).toHaveLength(1));
    expect(screen.getByRole('alert').textContent).toBe(`song.flac: ${invalid}`);

    drop([file('next.wav', 'audio/wav')]);
    await waitFor(() => expect(screen.getAllByRole('group')).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('what the browser hears in a file', () => {
  const heard: FileSound = {
    contentSha256: 'ab'.repeat(32),
    audio: {
      tempo: { bpm: 127.8, confidence: 0.9 },
      key: { key: 'A minor', confidence: 0.6 },
      fingerprint: 'bfp1.AAAAAA==',
      durationSeconds: 210,
    },
  };
  const hearing =
    (sound: FileSound | null): SoundDetector =>
    async () =>
      sound;
  const likeFile = (tracks: { id: string; title: string; createdAt: string }[]): MockedResponse => ({
    request: { query: TracksLikeFileDocument, variables: () => true },
    result: { data: { tracksLikeFile: tracks.map((track) => ({ __typename: 'Track', ...track })) } },
  });
  /** The upload's answer, checking the details it was sent with. */
  const uploadExpecting = (check: (input: Record<string, unknown>) => boolean): MockedResponse => ({
    request: {
      query: UploadTrackDocument,
      variables: (variables: { input: Record<string, unknown> }) => check(variables.input),
    },
    result: { data: { uploadTrack: { __typename: 'Track', id: 't1', title: 'groove' } } },
  });

  it('prefills the detected tempo and key, marked, and sends which are detected', async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    render(
      uploadScreen([likeFile([]), uploadExpecting((input) => sent.push(input) > 0)], me, hearing(heard)),
    );
    await user.upload(screen.getByLabelText('Audio files (MP3 or WAV)'), [wav('groove.wav')]);
    const group = screen.getByRole('group');
    const bpm = within(group).getByLabelText('BPM') as HTMLInputElement;
    await waitFor(() => expect(bpm.value).toBe('128'));
    expect((within(group).getByLabelText('Key') as HTMLInputElement).value).toBe('A minor');
    expect(bpm.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(group).getAllByText('detected')).toHaveLength(2);
    await waitFor(() => expect(within(group).getByRole('status').textContent).toBe(''));
    // The artist corrects the tempo: it is theirs now, and only the key is sent as detected.
    await user.clear(bpm);
    await user.type(bpm, '64');
    expect(within(group).getAllByText('detected')).toHaveLength(1);
    await user.type(within(group).getByLabelText('Genre'), 'House');
    await user.click(screen.getByRole('button', { name: 'Upload Track' }));
    expect(await screen.findByText('Upload successful! Redirecting...')).toBeTruthy();
    expect(sent[0]).toMatchObject({ bpm: 64, key: 'A minor', detected: ['KEY'] });
  });

  it('never puts a detection over what was typed, nor one it is unsure of', async () => {
    const user = userEvent.setup();
    const unsure: FileSound = {
      ...heard,
      audio: {
        ...(heard.audio as NonNullable<FileSound['audio']>),
        key: { key: 'C major', confidence: 0.05 },
      },
    };
    let hear: (sound: FileSound) => void = () => undefined;
    const later: SoundDetector = () => new Promise((resolve) => (hear = resolve));
    render(uploadScreen([likeFile([])], me, later));
    await user.upload(screen.getByLabelText('Audio files (MP3 or WAV)'), [wav('groove.wav')]);
    const group = screen.getByRole('group');
    expect(within(group).getByRole('status').textContent).toBe('Listening for tempo and key…');
    await user.type(within(group).getByLabelText('BPM'), '90');
    hear(unsure);
    await waitFor(() => expect(within(group).getByRole('status').textContent).toBe(''));
    expect((within(group).getByLabelText('BPM') as HTMLInputElement).value).toBe('90');
    expect((within(group).getByLabelText('Key') as HTMLInputElement).value).toBe('');
    expect(within(group).queryByText('detected')).toBeNull();
  });

  it("asks before sending a file that looks like one of the artist's tracks", async () => {
    const user = userEvent.setup();
    const lookalike = { id: 't9', title: 'Night Drive', createdAt: '2026-11-02T10:00:00.000Z' };
    render(
      uploadScreen(
        [likeFile([lookalike]), likeFile([lookalike]), uploadExpecting(() => true)],
        me,
        hearing(heard),
      ),
    );
    await user.upload(screen.getByLabelText('Audio files (MP3 or WAV)'), [wav('copy.wav'), wav('again.wav')]);
    const [copy, again] = screen.getAllByRole('group') as [HTMLElement, HTMLElement];
    const question = await within(copy).findByRole('alert');
    expect(question.textContent).toMatch(
      /^This looks like Night Drive, uploaded on .*2.*\.Upload anyway copy\.wavCancel copy\.wav$/,
    );
    await within(again).findByRole('alert');
    await user.type(within(copy).getByLabelText('Genre'), 'House');
    await user.type(within(again).getByLabelText('Genre'), 'House');
    await user.click(screen.getByRole('button', { name: 'Upload 2 Tracks' }));
    expect(screen.getByText("Choose 'Upload anyway' or 'Cancel' for copy.wav first.")).toBeTruthy();
    // Cancel takes the second file away; 'Upload anyway' lets the first go.
    await user.click(within(again).getByRole('button', { name: 'Cancel again.wav' }));
    expect(screen.getAllByRole('group')).toHaveLength(1);
    await user.click(within(copy).getByRole('button', { name: 'Upload anyway copy.wav' }));
    expect(within(copy).queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Upload Track' }));
    expect(await screen.findByText('Upload successful! Redirecting...')).toBeTruthy();
  });

  it('does not send a file clicked away while still listening, once it turns out to be a lookalike', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const lookalike = { id: 't9', title: 'Night Drive', createdAt: '2026-11-02T10:00:00.000Z' };
    let hear: (sound: FileSound) => void = () => undefined;
    const later: SoundDetector = () => new Promise((resolve) => (hear = resolve));
    render(
      uploadScreen([likeFile([lookalike]), uploadExpecting((input) => sent.push(input) > 0)], me, later),
    );
    await user.upload(screen.getByLabelText('Audio files (MP3 or WAV)'), [wav('copy.wav')]);
    const group = screen.getByRole('group');
    await fillRequired(group);
    await user.click(screen.getByRole('button', { name: 'Upload Track' }));
    // Still listening: the upload waits for what the file is, then asks instead of sending.
    hear(heard);
    expect(await within(group).findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringMatching(/^This looks like Night Drive/),
    );
    expect(await screen.findByText("Choose 'Upload anyway' or 'Cancel' for copy.wav first.")).toBeTruthy();
    expect(sent).toEqual([]);
    await user.click(within(group).getByRole('button', { name: 'Upload anyway copy.wav' }));
    await user.click(screen.getByRole('button', { name: 'Upload Track' }));
    expect(await screen.findByText('Upload successful! Redirecting...')).toBeTruthy();
    expect(sent).toHaveLength(1);
  });
});
