import type { CollaboratorRole, ProjectRole } from '../../__generated__/types';

const ROLE_LABELS: Record<ProjectRole, string> = {
  OWNER: 'owner',
  VIEWER: 'viewer',
  COMMENTER: 'commenter',
  EDITOR: 'editor',
  MIX_ENGINEER: 'mix engineer',
  MASTERING_ENGINEER: 'mastering engineer',
};

/** The roles an owner may give, in the order the invitation form offers them. */
export const COLLABORATOR_ROLES: readonly CollaboratorRole[] = [
  'VIEWER',
  'COMMENTER',
  'EDITOR',
  'MIX_ENGINEER',
  'MASTERING_ENGINEER',
];

/** 'mix engineer'. */
export function roleLabel(role: ProjectRole | CollaboratorRole): string {
  return ROLE_LABELS[role];
}

/** 'a viewer', 'an editor'. */
export function roleWithArticle(role: ProjectRole | CollaboratorRole): string {
  const name = ROLE_LABELS[role];
  return `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`;
}

const ROLE_ABILITIES: Record<CollaboratorRole, string> = {
  VIEWER: 'Plays every version and reads the lyrics, notes and comments.',
  COMMENTER: 'Views, and comments at moments of the waveform.',
  EDITOR: 'Views, comments, edits lyrics, notes and details, and moves it between draft and recording.',
  MIX_ENGINEER: 'Views, comments, uploads versions in recording and mixing, and moves it on to mastering.',
  MASTERING_ENGINEER: 'Views, comments, uploads versions in mastering, and releases it.',
};

/** What a role may do in a project, in a sentence (the server's project roles table decides). */
export function roleAbilities(role: CollaboratorRole): string {
  return ROLE_ABILITIES[role];
}
