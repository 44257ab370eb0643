import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CollaboratorRole } from '../modules/collaboration/collaborator-role.js';
import { ProjectStatus } from '../modules/projects/project.entity.js';
import {
  COLLABORATOR_ROLES,
  decide,
  type ProjectAction,
  roleTableMarkdown,
  STAGES,
  type Stage,
  type Standing,
} from './project-roles.js';

/**
 * The rules, written out case by case (not through the module's own permissions), as
 * 'ROLE action stage' for everything a collaborator may do; the owner may do everything.
 */
const ALLOWED = new Set<string>();
const allow = (roles: string[], action: string, stages: readonly Stage[]) => {
  for (const role of roles) for (const stage of stages) ALLOWED.add(`${role} ${action} ${stage}`);
};
allow([...COLLABORATOR_ROLES], 'view', STAGES);
allow(['COMMENTER', 'EDITOR', 'MIX_ENGINEER', 'MASTERING_ENGINEER'], 'comment', STAGES);
allow(['EDITOR'], 'edit', STAGES);
allow(['MIX_ENGINEER'], 'uploadVersion', ['RECORDING', 'MIXING']);
allow(['MASTERING_ENGINEER'], 'uploadVersion', ['MASTERING']);
allow(['EDITOR'], 'move>RECORDING', ['DRAFT']);
allow(['EDITOR'], 'move>DRAFT', ['RECORDING']);
allow(['MIX_ENGINEER'], 'move>MIXING', ['RECORDING']);
allow(['MIX_ENGINEER'], 'move>MASTERING', ['MIXING']);
allow(['MASTERING_ENGINEER'], 'move>RELEASED', ['MASTERING']);

function everyAction(): { name: string; action: ProjectAction }[] {
  const kinds = ['view', 'comment', 'edit', 'setFacts', 'uploadVersion', 'manage'] as const;
  return [
    ...kinds.map((kind) => ({ name: kind, action: { kind } as ProjectAction })),
    ...STAGES.map((to) => ({ name: `move>${to}`, action: { kind: 'move', to } as ProjectAction })),
  ];
}

describe('the project roles table', () => {
  it('answers every standing, action and stage as the rules say', () => {
    const standings: Standing[] = ['OWNER', ...COLLABORATOR_ROLES, 'STRANGER'];
    const wrong: string[] = [];
    let cells = 0;
    for (const standing of standings)
      for (const { name, action } of everyAction())
        for (const stage of STAGES) {
          if (action.kind === 'move' && action.to === stage) continue;
          cells += 1;
          const decision = decide(standing, action, stage);
          const expected =
            standing === 'OWNER'
              ? 'allowed'
              : standing === 'STRANGER'
                ? 'hidden'
                : ALLOWED.has(`${standing} ${name} ${stage}`)
                  ? 'allowed'
                  : 'refused';
          const got = decision.allowed ? 'allowed' : decision.hidden ? 'hidden' : 'refused';
          if (got !== expected) wrong.push(`${standing} ${name} in ${stage}: ${got}, expected ${expected}`);
        }
    expect(wrong).toEqual([]);
    expect(cells).toBe(7 * (6 + 4) * 5);
  });

  it('says who may and when, in a refusal', () => {
    const refused = (standing: Standing, action: ProjectAction, stage: Stage) => {
      const decision = decide(standing, action, stage);
      return !decision.allowed && !decision.hidden ? decision.message : null;
    };
    expect(refused('MIX_ENGINEER', { kind: 'uploadVersion' }, 'MASTERING')).toBe(
      'Only a mastering engineer or the owner can upload a version while the project is in mastering.',
    );
    expect(refused('VIEWER', { kind: 'uploadVersion' }, 'MIXING')).toBe(
      'Only a mix engineer or the owner can upload a version while the project is in mixing.',
    );
    expect(refused('COMMENTER', { kind: 'edit' }, 'DRAFT')).toBe(
      "Only an editor or the owner can change the project's lyrics, notes and details.",
    );
    expect(refused('EDITOR', { kind: 'setFacts' }, 'DRAFT')).toBe(
      "Only the owner can change the project's genre, key, tempo, credits and release date.",
    );
    expect(refused('EDITOR', { kind: 'uploadVersion' }, 'DRAFT')).toBe(
      'Only the owner can upload a version while the project is in draft.',
    );
    expect(refused('MIX_ENGINEER', { kind: 'move', to: 'RELEASED' }, 'MIXING')).toBe(
      'Only the owner can move the project to released while the project is in mixing.',
    );
  });

  it("names the projects module's stages and the collaboration module's roles, in order", () => {
    expect(Object.values(ProjectStatus)).toEqual([...STAGES]);
    expect(Object.values(CollaboratorRole)).toEqual([...COLLABORATOR_ROLES]);
  });

  it('is the table the README shows', () => {
    const readme = fs.readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(roleTableMarkdown());
  });
});
