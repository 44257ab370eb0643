/**
 * What each person in a shared project may do, and when: the one table that decides it (issue 30).
 * A role grants permissions (view, comment, edit, mix, master); some permissions act only in some
 * stages of the pipeline. The owner may do everything. Services ask `decide()`; the README's table is
 * `roleTableMarkdown()`, checked against the README by a test.
 */

/** The pipeline's stages, in order (the values of the projects module's ProjectStatus). */
export const STAGES = ['DRAFT', 'RECORDING', 'MIXING', 'MASTERING', 'RELEASED'] as const;
export type Stage = (typeof STAGES)[number];

export const COLLABORATOR_ROLES = [
  'VIEWER',
  'COMMENTER',
  'EDITOR',
  'MIX_ENGINEER',
  'MASTERING_ENGINEER',
] as const;
export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];

/** How a caller stands to a project: its owner, a collaborator with a role, or nobody in it. */
export type Standing = 'OWNER' | CollaboratorRole | 'STRANGER';

export type Permission = 'view' | 'comment' | 'edit' | 'mix' | 'master';

/** What each role grants, as the product description lists it. */
export const ROLE_PERMISSIONS: Readonly<Record<CollaboratorRole, readonly Permission[]>> = {
  VIEWER: ['view'],
  COMMENTER: ['view', 'comment'],
  EDITOR: ['view', 'comment', 'edit'],
  MIX_ENGINEER: ['view', 'comment', 'mix'],
  MASTERING_ENGINEER: ['view', 'comment', 'master'],
};

/** Something a person may try on a project. A stage move names where it goes. */
export type ProjectAction =
  | { kind: 'view' }
  | { kind: 'comment' }
  | { kind: 'edit' }
  /** The project's genre, key, tempo, credits and release date: its owner's facts about it. */
  | { kind: 'setFacts' }
  | { kind: 'uploadVersion' }
  | { kind: 'move'; to: Stage }
  | { kind: 'manage' };

/**
 * Which permission allows an action in a stage, if any does (the owner needs none). Stage moves:
 * edit between draft and recording, mix from recording to mixing and on to mastering, master from
 * mastering to released; any other move is the owner's.
 */
function permissionFor(action: ProjectAction, stage: Stage): Permission | null {
  switch (action.kind) {
    case 'view':
      return 'view';
    case 'comment':
      return 'comment';
    case 'edit':
      return 'edit';
    case 'setFacts':
      return null;
    case 'uploadVersion':
      if (stage === 'RECORDING' || stage === 'MIXING') return 'mix';
      return stage === 'MASTERING' ? 'master' : null;
    case 'move':
      return movePermission(stage, action.to);
    case 'manage':
      return null;
  }
}

function movePermission(from: Stage, to: Stage): Permission | null {
  const move = `${from}>${to}`;
  if (move === 'DRAFT>RECORDING' || move === 'RECORDING>DRAFT') return 'edit';
  if (move === 'RECORDING>MIXING' || move === 'MIXING>MASTERING') return 'mix';
  return move === 'MASTERING>RELEASED' ? 'master' : null;
}

export type Decision =
  | { allowed: true }
  /** FORBIDDEN, with a message that says who may and when. */
  | { allowed: false; hidden: false; message: string }
  /** Not in the project: it answers NOT_FOUND, as if there were none. */
  | { allowed: false; hidden: true };

/**
 * How the caller stands to a project: its owner, a member with their role, or a stranger. The
 * project comes with its members (its `members` collection, loaded).
 */
export function standingIn(
  project: { owner: { id: string }; members: Iterable<{ user: { id: string }; role: string }> },
  callerId: string,
): Standing {
  if (project.owner.id === callerId) return 'OWNER';
  for (const member of project.members) {
    if (member.user.id === callerId)
      return COLLABORATOR_ROLES.find((role) => role === member.role) ?? 'STRANGER';
  }
  return 'STRANGER';
}

/** Whether someone of this standing may take this action on a project in this stage. */
export function decide(standing: Standing, action: ProjectAction, stage: Stage): Decision {
  if (standing === 'STRANGER') return { allowed: false, hidden: true };
  if (standing === 'OWNER') return { allowed: true };
  const permission = permissionFor(action, stage);
  if (permission && ROLE_PERMISSIONS[standing].includes(permission)) return { allowed: true };
  return { allowed: false, hidden: false, message: refusal(action, stage) };
}

/** What a standing may do in a stage, as a screen needs to know it to offer only what will work. */
export interface Abilities {
  comment: boolean;
  edit: boolean;
  uploadVersion: boolean;
  manage: boolean;
  /** The stages the project may be moved to from this one. */
  moveTo: Stage[];
}

export function abilitiesOf(standing: Standing, stage: Stage): Abilities {
  const allowed = (action: ProjectAction) => decide(standing, action, stage).allowed;
  return {
    comment: allowed({ kind: 'comment' }),
    edit: allowed({ kind: 'edit' }),
    uploadVersion: allowed({ kind: 'uploadVersion' }),
    manage: allowed({ kind: 'manage' }),
    moveTo: STAGES.filter((to) => to !== stage && allowed({ kind: 'move', to })),
  };
}

const ROLE_NAMES: Readonly<Record<CollaboratorRole, string>> = {
  VIEWER: 'viewer',
  COMMENTER: 'commenter',
  EDITOR: 'editor',
  MIX_ENGINEER: 'mix engineer',
  MASTERING_ENGINEER: 'mastering engineer',
};

export function roleName(role: CollaboratorRole): string {
  return ROLE_NAMES[role];
}

export function stageName(stage: Stage): string {
  return stage.toLowerCase();
}

/** 'a viewer', 'an editor'. */
function withArticle(name: string): string {
  return `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`;
}

/** The role's name with its article, as a sentence says it: 'a mix engineer', 'an editor'. */
export function roleWithArticle(role: CollaboratorRole): string {
  return withArticle(roleName(role));
}

/** The roles that may take the action in this stage, in the table's order. */
function rolesAllowed(action: ProjectAction, stage: Stage): CollaboratorRole[] {
  const permission = permissionFor(action, stage);
  if (!permission) return [];
  return COLLABORATOR_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes(permission));
}

function actionPhrase(action: ProjectAction): string {
  switch (action.kind) {
    case 'view':
      return 'open this project';
    case 'comment':
      return 'comment';
    case 'edit':
      return "change the project's lyrics, notes and details";
    case 'setFacts':
      return "change the project's genre, key, tempo, credits and release date";
    case 'uploadVersion':
      return 'upload a version';
    case 'move':
      return `move the project to ${stageName(action.to)}`;
    case 'manage':
      return "manage this project's songs and people, or delete it";
  }
}

/** 'Only a mastering engineer or the owner can upload a version while the project is in mastering.' */
function refusal(action: ProjectAction, stage: Stage): string {
  const roles = rolesAllowed(action, stage).map((role) => withArticle(roleName(role)));
  const who = roles.length > 0 ? `${roles.join(', ')} or the owner` : 'the owner';
  const stageBound = action.kind === 'uploadVersion' || action.kind === 'move';
  const when = stageBound ? ` while the project is in ${stageName(stage)}` : '';
  return `Only ${who} can ${actionPhrase(action)}${when}.`;
}

/** The table's rows as the README shows them: what, and for each standing, when. */
function tableRows(): { what: string; action: (stage: Stage) => ProjectAction | null }[] {
  const rows: { what: string; action: (stage: Stage) => ProjectAction | null }[] = [
    {
      what: 'Open the project, play every version, read lyrics, notes and comments',
      action: () => ({ kind: 'view' }),
    },
    { what: 'Comment and reply; resolve and reopen threads', action: () => ({ kind: 'comment' }) },
    { what: 'Change lyrics, notes, title, description and tags', action: () => ({ kind: 'edit' }) },
    { what: 'Change genre, key, tempo, credits and release date', action: () => ({ kind: 'setFacts' }) },
    { what: 'Upload a new version', action: () => ({ kind: 'uploadVersion' }) },
  ];
  for (const [index, from] of STAGES.entries()) {
    for (const to of STAGES.slice(index + 1).concat(STAGES.slice(0, index))) {
      rows.push({
        what: `Move ${stageName(from)} → ${stageName(to)}`,
        action: (stage) => (stage === from ? { kind: 'move', to } : null),
      });
    }
  }
  rows.push({
    what: 'Add and remove songs; invite, change roles, remove people; delete the project',
    action: () => ({ kind: 'manage' }),
  });
  return rows;
}

/** One cell: 'yes', 'no', or the stages in which the standing may. */
function cell(standing: Standing, action: (stage: Stage) => ProjectAction | null): string {
  const stages = STAGES.filter((stage) => action(stage) !== null);
  const allowedIn = stages.filter((stage) => decide(standing, action(stage) as ProjectAction, stage).allowed);
  if (allowedIn.length === 0) return 'no';
  if (allowedIn.length === stages.length) return 'yes';
  return `in ${allowedIn.map(stageName).join(', ')}`;
}

/**
 * The table as Markdown, generated from `decide()`. Moves no collaborator may make are folded into
 * one line: they are the owner's alone.
 */
export function roleTableMarkdown(): string {
  const standings: Standing[] = ['OWNER', ...COLLABORATOR_ROLES];
  const header = `| | owner | ${COLLABORATOR_ROLES.map(roleName).join(' | ')} |`;
  const lines = [header, `|${' --- |'.repeat(standings.length + 1)}`];
  let ownerOnlyMoves = 0;
  for (const row of tableRows()) {
    const cells = standings.map((standing) => cell(standing, row.action));
    const isMove = row.what.startsWith('Move ');
    if (isMove && cells.slice(1).every((value) => value === 'no')) {
      ownerOnlyMoves += 1;
      continue;
    }
    lines.push(`| ${row.what} | ${cells.join(' | ')} |`);
  }
  lines.push(
    `| Any other move between stages (${ownerOnlyMoves} more) | yes | ${COLLABORATOR_ROLES.map(() => 'no').join(' | ')} |`,
  );
  return lines.join('\n');
}
