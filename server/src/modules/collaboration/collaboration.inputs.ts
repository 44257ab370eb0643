import { z } from 'zod';
import { emailAddress } from '../../shared/input-fields.js';
import { CollaboratorRole } from './collaborator-role.js';

const role = z.enum(CollaboratorRole, { error: 'Choose a role.' });
const id = (what: string) => z.string({ error: `${what} is required.` }).min(1, `${what} is required.`);

/** Exactly one of an account's email or an artist's id names whom to invite. */
export const invitationInputSchema = z
  .object({
    projectId: id('Project'),
    email: emailAddress.optional().nullable(),
    artistId: id('Artist').optional().nullable(),
    role,
  })
  .refine((input) => Boolean(input.email) !== Boolean(input.artistId), {
    message: 'Invite by email or by artist, not both.',
    path: ['email'],
  });
export type InvitationInput = z.input<typeof invitationInputSchema>;

export const roleChangeSchema = z.object({ projectId: id('Project'), artistId: id('Artist'), role });
export type RoleChangeInput = z.input<typeof roleChangeSchema>;

export const collaboratorSchema = z.object({ projectId: id('Project'), artistId: id('Artist') });
export type CollaboratorInput = z.input<typeof collaboratorSchema>;
