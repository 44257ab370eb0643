import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { insertArtist } from '../../test/factories.js';
import { testServices } from '../../test/test-services.js';
import { DirectMessage } from './direct-message.entity.js';
import { EMPTY_MESSAGE } from './network.inputs.js';

const db = useTestDatabase();
const { fork } = db;

const services = () => testServices(db.orm);

const named = (artistName: string) => insertArtist(fork(), { artistName });
const LATEST = { last: 50 };

async function mutualPair() {
  const all = services();
  const nova = await named('Nova Lane');
  const echo = await named('Echo Park');
  await all.network.connect(fork(), nova.id, echo.id);
  await all.network.connect(fork(), echo.id, nova.id);
  await all.notifications.markAllRead(fork(), nova.id);
  await all.notifications.markAllRead(fork(), echo.id);
  return { ...all, nova, echo };
}

describe('messages between two artists', () => {
  it('opens once both have connected: FORBIDDEN before, with a message that says so', async () => {
    const { network, conversations } = services();
    const nova = await named('Nova Lane');
    const echo = await named('Echo Park');
    await network.connect(fork(), nova.id, echo.id);
    await expect(conversations.sendMessage(fork(), nova.id, echo.id, { body: 'Hi!' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You can message Echo Park once you have both connected.',
    });
    const opened = await conversations.openConversation(fork(), nova.id, echo.id);
    expect(opened).toMatchObject({ canMessage: false, artist: { id: echo.id, connected: true } });
    expect((await conversations.messages(fork(), nova.id, echo.id, LATEST)).items).toEqual([]);
    expect(await fork().count(DirectMessage, {})).toBe(0);
  });

  it('keeps the conversation for both, oldest first, marking what was read', async () => {
    const { conversations, notifications, nova, echo } = await mutualPair();
    await conversations.sendMessage(fork(), nova.id, echo.id, { body: '  Want to write a hook together?  ' });
    await conversations.sendMessage(fork(), nova.id, echo.id, { body: 'I have a 124 BPM groove.' });

    const inbox = await notifications.inbox(fork(), echo.id);
    expect(inbox.unreadCount).toBe(1);
    expect((await notifications.notifications(fork(), echo.id, { first: 20 })).items[0]).toMatchObject({
      kind: 'MESSAGE',
      text: 'Nova Lane sent you 2 messages',
      preview: 'I have a 124 BPM groove.',
      actor: { id: nova.id, artistName: 'Nova Lane', mutual: true },
    });

    const echoSide = await conversations.openConversation(fork(), echo.id, nova.id);
    expect(echoSide.canMessage).toBe(true);
    const echoMessages = await conversations.messages(fork(), echo.id, nova.id, LATEST);
    expect(echoMessages.items.map((message) => [message.body, message.fromMe])).toEqual([
      ['Want to write a hook together?', false],
      ['I have a 124 BPM groove.', false],
    ]);
    // Reading the conversation wrote nothing: marking read is its own step.
    expect((await notifications.inbox(fork(), echo.id)).unreadCount).toBe(1);
    expect(await fork().count(DirectMessage, { readAt: null })).toBe(2);
    // Nova marking Echo's side does nothing: only what was sent to the caller is theirs to mark.
    await conversations.markConversationRead(fork(), nova.id, echo.id);
    expect(await fork().count(DirectMessage, { readAt: null })).toBe(2);

    expect(await conversations.markConversationRead(fork(), echo.id, nova.id)).toMatchObject({
      canMessage: true,
    });
    expect((await notifications.inbox(fork(), echo.id)).unreadCount).toBe(0);
    expect(await fork().count(DirectMessage, { readAt: null })).toBe(0);

    await conversations.sendMessage(fork(), echo.id, nova.id, { body: 'Yes! Tomorrow?' });
    const novaSide = await conversations.messages(fork(), nova.id, echo.id, LATEST);
    expect(novaSide.items.map((message) => message.fromMe)).toEqual([true, true, false]);
  });

  it('refuses a blank or overlong message and stores nothing', async () => {
    const { conversations, notifications, nova, echo } = await mutualPair();
    await expect(
      conversations.sendMessage(fork(), nova.id, echo.id, { body: '  \n ' }),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: EMPTY_MESSAGE,
      field: 'body',
    });
    await expect(
      conversations.sendMessage(fork(), nova.id, echo.id, { body: 'x'.repeat(2001) }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', field: 'body' });
    expect(await fork().count(DirectMessage, {})).toBe(0);
    expect((await notifications.inbox(fork(), echo.id)).unreadCount).toBe(0);
  });

  it('shows a third artist none of the two’s messages', async () => {
    const { conversations, nova, echo } = await mutualPair();
    const third = await named('Third');
    await conversations.sendMessage(fork(), nova.id, echo.id, { body: 'Private plans' });
    await conversations.markConversationRead(fork(), third.id, nova.id);
    await conversations.markConversationRead(fork(), third.id, echo.id);
    const thirdWithNova = await conversations.messages(fork(), third.id, nova.id, LATEST);
    const thirdWithEcho = await conversations.messages(fork(), third.id, echo.id, LATEST);
    expect([...thirdWithNova.items, ...thirdWithEcho.items]).toEqual([]);
    const [sent] = (await conversations.messages(fork(), nova.id, echo.id, LATEST)).items;
    await expect(conversations.findMessage(fork(), third.id, sent?.id as string)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await conversations.findMessage(fork(), echo.id, sent?.id as string)).toMatchObject({
      body: 'Private plans',
      fromMe: false,
    });
    await expect(conversations.sendMessage(fork(), third.id, echo.id, { body: 'hi' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    // Marking conversations with them read marked nothing of theirs read.
    expect(await fork().count(DirectMessage, { readAt: null })).toBe(1);
  });

  it('answers NOT_FOUND for an unknown artist', async () => {
    const { conversations, nova } = await mutualPair();
    await expect(
      conversations.openConversation(fork(), nova.id, '3f1c2d6e-1d4b-4a57-9a4e-2f7b8c9d0e1f'),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Artist not found.' });
    await expect(
      conversations.markConversationRead(fork(), nova.id, '3f1c2d6e-1d4b-4a57-9a4e-2f7b8c9d0e1f'),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Artist not found.' });
    await expect(conversations.sendMessage(fork(), nova.id, 'nope', { body: 'x' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('paging a conversation', () => {
  it('reads the latest page with last, pages back with before, in the order sent', async () => {
    const { conversations, nova, echo } = await mutualPair();
    for (const body of ['one', 'two', 'three', 'four', 'five']) {
      await conversations.sendMessage(fork(), nova.id, echo.id, { body });
    }
    const bodies = (page: { items: { body: string }[] }) => page.items.map((message) => message.body);

    const latest = await conversations.messages(fork(), echo.id, nova.id, { last: 2 });
    expect(bodies(latest)).toEqual(['four', 'five']);
    expect(latest).toMatchObject({ totalCount: 5, hasPreviousPage: true, hasNextPage: false });
    const earlier = await conversations.messages(fork(), echo.id, nova.id, {
      last: 2,
      before: latest.cursorOf(latest.items[0] as never),
    });
    expect(bodies(earlier)).toEqual(['two', 'three']);
    expect(earlier.hasPreviousPage).toBe(true);
    const earliest = await conversations.messages(fork(), echo.id, nova.id, {
      last: 2,
      before: earlier.cursorOf(earlier.items[0] as never),
    });
    expect(bodies(earliest)).toEqual(['one']);
    expect(earliest.hasPreviousPage).toBe(false);

    const first = await conversations.messages(fork(), echo.id, nova.id, { first: 3 });
    expect(bodies(first)).toEqual(['one', 'two', 'three']);
    const next = await conversations.messages(fork(), echo.id, nova.id, {
      first: 3,
      after: first.cursorOf(first.items[2] as never),
    });
    expect(bodies(next)).toEqual(['four', 'five']);
    expect(next).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it('refuses a cursor from another list with BAD_USER_INPUT', async () => {
    const { conversations, nova, echo } = await mutualPair();
    const foreign = Buffer.from(JSON.stringify(['Nova Lane', 'x'])).toString('base64url');
    await expect(
      conversations.messages(fork(), nova.id, echo.id, { last: 10, before: foreign }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', field: 'before' });
  });
});
