import { z } from 'zod';
import { emailAddress } from '../../shared/input-fields.js';
import { CollaboratorRole } from './collaborator-role.js';

const role = z.enum(CollaboratorRole, { error: 'Choose a role.' });
const id = (what: string) => z.string({ error: `${what} is required.` }).min(1, `${what} is required.`);

/** An empty field is one left out: the form sends '' for the way of inviting not chosen. */
const leftOutWhenEmpty = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' ? null : value), schema.optional().nullable());

/** Exactly one of an account's email or an artist's id names whom to invite. */
export const invitationInputSchema = z
  .object({
    projectId: id('Project'),
    email: leftOutWhenEmpty(emailAddress),
    artistId: leftOutWhenEmpty(id('Artist')),
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
