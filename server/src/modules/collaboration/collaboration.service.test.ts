import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createServices } from '../../services.js';
import { useTestDatabase } from '../../test/database.js';
import { newArtist } from '../../test/factories.js';
import { waitForLockWaits } from '../../test/lock-waits.js';
import { testConfig } from '../../test/test-config.js';
import { LOCK_EMAIL_SQL } from './collaboration.sql.js';
import { CollaboratorRole } from './collaborator-role.js';

const db = useTestDatabase();
const caller = { clientAddress: '203.0.113.20' };

function services() {
  const config = testConfig();
  return createServices(db.orm, config, config.jwt.secret ?? '');
}

describe('invitations to an email', () => {
  it('reach an account registered while the invitation was being written', async () => {
    const app = services();
    const owner = await app.accounts.register(db.fork(), newArtist(), caller);
    const project = await app.projects.createProject(db.fork(), owner.user.id, { title: 'Night Drive' });
    const later = newArtist();

    // An invitation being written, as inviteCollaborator writes one after finding no account: under
    // the email's lock, not yet committed.
    const inviting = new pg.Client({ connectionString: db.orm.config.getClientUrl() });
    await inviting.connect();
    await inviting.query('begin');
    await inviting.query(LOCK_EMAIL_SQL.replace('?', '$1'), [later.email]);
    await inviting.query(
      `insert into project_invitations (id, project_id, invited_by_id, email, role, created_at)
       values ($1, $2, $3, $4, 'VIEWER', now())`,
      [randomUUID(), project.id, owner.user.id, later.email],
    );

    const registering = app.accounts.register(db.fork(), later, caller);
    await waitForLockWaits(inviting);
    await inviting.query('commit');
    await inviting.end();
    const { user } = await registering;

    const waiting = await app.collaboration.pendingInvitations(db.fork(), user.id);
    expect(waiting.map((invitation) => invitation.project.title)).toEqual(['Night Drive']);
  });
});

describe('answering an invitation', () => {
  it('meets a deletion or a second invitation of the same moment with an answer, never an internal error', async () => {
    const app = services();
    const owner = await app.accounts.register(db.fork(), newArtist(), caller);
    const invitee = await app.accounts.register(db.fork(), newArtist(), caller);
    const unexpected: string[] = [];
    const expectedOutcome = (result: PromiseSettledResult<unknown>) => {
      // Whichever comes second finds the invitation gone, or the invitee already in.
      if (result.status === 'fulfilled') return;
      const code = (result.reason as { code?: string }).code;
      if (code !== 'NOT_FOUND' && code !== 'CONFLICT') unexpected.push(String(result.reason));
    };
    for (let round = 0; round < 12; round++) {
      const project = await app.projects.createProject(db.fork(), owner.user.id, { title: `Take ${round}` });
      const invite = (role: CollaboratorRole) =>
        app.collaboration.invite(db.fork(), owner.user.id, {
          projectId: project.id,
          artistId: invitee.user.id,
          role,
        });
      const invitation = await invite(CollaboratorRole.VIEWER);
      const accept = app.collaboration.accept(db.fork(), invitee.user.id, invitation.id);
      const other =
        round % 2 === 0
          ? app.projects.deleteProject(db.fork(), owner.user.id, project.id)
          : invite(CollaboratorRole.EDITOR);
      for (const result of await Promise.allSettled([accept, other])) expectedOutcome(result);
    }
    expect(unexpected).toEqual([]);
  });
});
