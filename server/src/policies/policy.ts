import type { ObjectQuery } from '@mikro-orm/postgresql';

/**
 * Who may do what with each kind of resource: the one place that decides it. Services ask `scope()`
 * for the filter that limits a query to what the caller may see or change, so a resource the caller
 * may not touch is never loaded and answers NOT_FOUND, on GraphQL and REST alike.
 *
 * Each feature module declares the rules for its own entities (`accessRules`); the module list
 * registers them here, into one table (`accessRuleTable` lists it). Today every rule is 'owner': an
 * artist does everything with what they own and nothing with anyone else's. Shared projects add roles
 * to the rules, and every service follows without a change of its own.
 */
export type Action = 'read' | 'update' | 'delete';

/** How a caller stands to a resource, as a path from the resource to a user id. */
export type Relation = readonly string[];

/** The relations through which a caller may act, per action; any one of them suffices. */
export type AccessRule = Readonly<Record<Action, readonly Relation[]>>;

/** The resource's own owner. */
export const OWNER: Relation = ['owner'];
/** The person a per-person record (settings, a profile, an enrolment) belongs to. */
export const USER: Relation = ['user'];
/** The owner of the project the resource is part of. */
export const PROJECT_OWNER: Relation = ['project', 'owner'];

/** Read, change and delete through one relation. */
export function ownerOnly(relation: Relation): AccessRule {
  return { read: [relation], update: [relation], delete: [relation] };
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
