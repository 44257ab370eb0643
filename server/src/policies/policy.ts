import type { ObjectQuery } from '@mikro-orm/postgresql';

/**
 * Who may do what with each kind of resource: the one place that decides it. Services ask `scope()`
 * for the filter that limits a query to what the caller may see or change, so a resource the caller
 * may not touch is never loaded and answers NOT_FOUND, on GraphQL and REST alike.
 *
 * Each feature module declares the rules for its own entities (`accessRules`); the module list
 * registers them here, into one table (`accessRuleTable` lists it). Most rules are 'owner': an artist
 * does everything with what they own and nothing with anyone else's. A shared project and what is in
 * it are read by its members too; what a member may change there, and in which stage, is the project
 * roles table's to decide (project-roles.ts), once the project has been read through these rules.
 *
 * `list` is what the caller's own lists hold (their library, their projects): never what is only
 * shared with them.
 */
export type Action = 'read' | 'list' | 'update' | 'delete';

/**
 * How a caller stands to a resource, as a path from the resource to a user id. `$some` after a
 * collection means any one of its rows: a subquery, so a row is never repeated once per member.
 */
export type Relation = Path | OpenFlag;

/** A path from the resource to a user id. */
export type Path = readonly string[];

/**
 * A yes/no column of the resource that, when true, lets every signed-in artist read it (a track the
 * artist shows on their page). Only ever a read relation: changing stays the owner's.
 */
export interface OpenFlag {
  readonly openWhen: string;
}

/** The relations through which a caller may act, per action; any one of them suffices. */
export type AccessRule = Readonly<Record<Action, readonly Relation[]>>;

/** The resource's own owner. */
export const OWNER: Path = ['owner'];
/** The person a per-person record (settings, a profile, an enrolment) belongs to. */
export const USER: Path = ['user'];
/** The owner of the project the resource is part of. */
export const PROJECT_OWNER: Path = ['project', 'owner'];
/** A member of a shared project (a collaborator who accepted an invitation). */
export const MEMBER: Path = ['members', '$some', 'user'];
/** A member of the shared project the resource is part of. */
export const PROJECT_MEMBER: Path = ['project', ...MEMBER];

/** Whether the relation is a path to a user id (else a flag that opens the resource to everyone). */
export function isPath(relation: Relation): relation is Path {
  return Array.isArray(relation);
}

/** Read, list, change and delete through one relation. */
export function ownerOnly(relation: Relation): AccessRule {
  return { read: [relation], list: [relation], update: [relation], delete: [relation] };
}

/** The owner's in every way; read by the members of a project it is shared through, too. */
export function sharedRead(owner: Relation, member: Relation): AccessRule {
  return { ...ownerOnly(owner), read: [owner, member] };
}

const RULES = new Map<string, AccessRule>();

/** Adds a module's rules, by entity class name; a second rule for one entity is refused. */
export function registerAccessRules(rules: Readonly<Record<string, AccessRule>>): void {
  for (const [entityName, rule] of Object.entries(rules)) {
    const known = RULES.get(entityName);
    if (known && known !== rule) throw new Error(`Two access rules for ${entityName}`);
    RULES.set(entityName, rule);
  }
}

/** Whether the table holds a rule for this kind of resource (GraphQL types name one they are read by). */
export function hasAccessRule(entityName: string): boolean {
  return RULES.has(entityName);
}

/** The whole table, by entity name, for the docs and the tests. */
export function accessRuleTable(): ReadonlyMap<string, AccessRule> {
  return RULES;
}

function ruleFor(entityName: string, action: Action): readonly Relation[] {
  const relations = RULES.get(entityName)?.[action];
  if (!relations) throw new Error(`No access rule for ${action} on ${entityName}`);
  return relations;
}

function nested(relation: Relation, userId: string): Record<string, unknown> {
  if (!isPath(relation)) return { [relation.openWhen]: true };
  return relation.reduceRight<Record<string, unknown> | string>(
    (inner, key) => ({ [key]: inner }),
    userId,
  ) as Record<string, unknown>;
}

/**
 * The filter that keeps a query to the resources of this kind the caller may `action`. Spread it into
 * a where clause: `em.findOne(Track, { id, ...scope(Track, callerId) })`.
 */
export function scope<Entity extends object>(
  entity: { name: string } & (abstract new (...args: never[]) => Entity),
  callerId: string,
  action: Action = 'read',
): ObjectQuery<Entity> {
  const relations = ruleFor(entity.name, action);
  if (relations.length === 1) return nested(relations[0] as Relation, callerId) as ObjectQuery<Entity>;
  return { $or: relations.map((relation) => nested(relation, callerId)) } as ObjectQuery<Entity>;
}
