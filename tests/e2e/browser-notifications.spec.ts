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
  await signInAs(page, nova);
  await page.goto('/app/settings');
  await page.getByRole('checkbox', { name: 'Push notifications' }).check();
  await expect(page.getByText('Push notifications on.')).toBeVisible();
  await page.goto('/app/dashboard');
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();

  // Shown: the page is hidden. A message while it is visible goes to the bell only.
  await graphqlAs(
    request,
    echo,
    'mutation($input: SendDirectMessageInput!) { sendDirectMessage(input: $input) { id } }',
    { input: { artistId: novaId, body: 'Seen in the bell' } },
  );
  await expect(page.getByRole('button', { name: /Notifications, \d unread/ })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { pageHidden: true }));
  await graphqlAs(
    request,
    echo,
    'mutation($input: SendDirectMessageInput!) { sendDirectMessage(input: $input) { id } }',
    { input: { artistId: novaId, body: 'Want to co-write on Friday?' } },
  );
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { shownNotifications: unknown[] }).shownNotifications),
    )
    .toEqual([{ title: 'Backline', body: `Echo ${stamp} sent you 2 messages` }]);
});
