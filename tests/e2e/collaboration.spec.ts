import { randomBytes } from 'node:crypto';
import { type Artist, createArtist, signInAs } from './support/artists.js';
import { expect, test } from './support/fixtures.js';
import { graphqlAs } from './support/graphql.js';
import { overflowsSideways, seriousViolations } from './support/page-checks.js';

const myId = async (request: Parameters<typeof graphqlAs>[0], artist: Artist) =>
  (await graphqlAs<{ me: { id: string } }>(request, artist, '{ me { id } }')).me.id;

test('an invited artist is told, accepts in My Projects, and finds the project under Shared with me', async ({
  page,
  request,
}) => {
  const id = randomBytes(3).toString('hex');
  const owner = await createArtist(request, `Nova ${id}`);
  const mixer = await createArtist(request, `Kai ${id}`);
  const title = `Night Drive ${id}`;
  const { createProject } = await graphqlAs<{ createProject: { id: string } }>(
    request,
    owner,
    'mutation($title: String!) { createProject(input: { title: $title }) { id } }',
    { title },
  );
  await graphqlAs(
    request,
    owner,
    'mutation($input: InviteCollaboratorInput!) { inviteCollaborator(input: $input) { id } }',
    { input: { projectId: createProject.id, artistId: await myId(request, mixer), role: 'MIX_ENGINEER' } },
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, mixer);
  await page.goto('/app/dashboard');
  await page.getByRole('button', { name: /Notifications/ }).click();
  await page
    .getByRole('button', { name: new RegExp(`Nova ${id} invited you to ${title} as a mix engineer`) })
    .click();
  await expect(page).toHaveURL(/\/app\/projects/);

  const invitations = page.getByRole('region', { name: 'Invitations' });
  await expect(invitations).toContainText(`Nova ${id} invited you to ${title} as a mix engineer.`);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await overflowsSideways(page)).toBe(false);
  await invitations.getByRole('button', { name: `Accept the invitation to ${title}` }).click();

  const shared = page.getByRole('region', { name: 'Shared with me' });
  await expect(shared).toContainText(title);
  await expect(shared).toContainText(`Nova ${id}'s · you are a mix engineer · Draft`);
  await expect(page.getByRole('region', { name: 'Invitations' })).toHaveCount(0);
  // The artist's own projects are still theirs alone.
  await expect(page.getByText('No projects yet')).toBeVisible();
});
