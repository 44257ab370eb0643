import { createArtist, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { graphqlAs } from './support/graphql.js';

const myId = async (request: Parameters<typeof graphqlAs>[0], artist: Parameters<typeof graphqlAs>[1]) =>
  (await graphqlAs<{ me: { id: string } }>(request, artist, '{ me { id } }')).me.id;

test('with Push notifications on, a message arriving while the tab is hidden shows a browser notification', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const nova = await createArtist(request, `Nova ${stamp}`);
  const echo = await createArtist(request, `Echo ${stamp}`);
  const [novaId, echoId] = [await myId(request, nova), await myId(request, echo)];
  const connect = 'mutation($id: ID!) { connectWithArtist(input: { artistId: $id }) { id } }';
  await graphqlAs(request, nova, connect, { id: echoId });
  await graphqlAs(request, echo, connect, { id: novaId });

  // Stands in for the browser's notifications (the headless browser has none to show, and no one to
  // answer its permission prompt): the artist's answer is 'allow', and what is shown is recorded. The
  // test also hides the page, as another tab would.
  await page.addInitScript(() => {
    const shown: { title: string; body?: string }[] = [];
    // The answer outlives the page, as a browser keeps it for the site.
    class Recorded {
      static get permission() {
        return (sessionStorage.getItem('notify-permission') ?? 'default') as NotificationPermission;
      }
      static async requestPermission() {
        sessionStorage.setItem('notify-permission', 'granted');
        return 'granted';
      }
      onclick: (() => void) | null = null;
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body });
      }
      close() {}
    }
    Object.assign(window, { Notification: Recorded, shownNotifications: shown });
    Object.defineProperty(document, 'hidden', {
      configurable: true,
      get: () => (window as unknown as { pageHidden?: boolean }).pageHidden === true,
    });
  });
  const send = (body: string) =>
    graphqlAs(
      request,
      echo,
      'mutation($input: SendDirectMessageInput!) { sendDirectMessage(input: $input) { id } }',
      { input: { artistId: novaId, body } },
    );
  await signInAs(page, nova);
  await page.goto('/app/settings');
  const push = page.getByRole('checkbox', { name: 'Push notifications' });
  await push.click();
  await expect(page.getByText('Push notifications on.')).toBeVisible();
  await expect(push).toBeChecked();

  // A message that came while the artist was away is in the bell when they are back, not a pop-up.
  await send('Seen in the bell');
  const subscribed = page
    .waitForEvent('websocket')
    .then((socket) =>
      socket.waitForEvent('framesent', (frame) => String(frame.payload).includes('NotificationArrived')),
    );
  await page.goto('/app/dashboard');
  await expect(page.getByRole('button', { name: /Notifications, \d unread/ })).toBeVisible();
  await subscribed;

  // The page hidden (another tab): what arrives now shows in the browser. The subscription may take
  // a moment to be in place once asked for, so a message is sent again until one is shown.
  await page.evaluate(() => Object.assign(window, { pageHidden: true }));
  const shown = () =>
    page.evaluate(
      () =>
        (window as unknown as { shownNotifications: { title: string; body?: string }[] }).shownNotifications,
    );
  for (let attempt = 0; attempt < 5 && (await shown()).length === 0; attempt++) {
    await send('Want to co-write on Friday?');
    await page
      .waitForFunction(
        () => (window as unknown as { shownNotifications: unknown[] }).shownNotifications.length > 0,
        undefined,
        { timeout: 3_000 },
      )
      .catch(() => undefined);
  }
  const [first] = await shown();
  expect(first?.title).toBe('Backline');
  expect(first?.body).toMatch(new RegExp(`^Echo ${stamp} sent you \\d+ messages$`));
});
