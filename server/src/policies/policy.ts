import type { ObjectQuery } from '@mikro-orm/postgresql';

/**
 * Who may do what with each kind of resource: the one place that decides it. Services ask `scope()`
 * for the filter that limits a query to what the caller may see or change, so a resource the caller
 * may not touch is never loaded and answers NOT_FOUND, on GraphQL and REST alike.
 *
 * Today every rule is 'owner': an artist does everything with what they own and nothing with anyone
 * else's. Shared projects add roles here (a collaborator who may read a project and update its
 * tracks), and every service follows without a change of its own.
 */
export type Action = 'read' | 'update' | 'delete';

/** How a caller stands to a resource, as a path from the resource to a user id. */
type Relation = readonly string[];

interface Rule {
  /** The relations through which a caller may act, per action; any one of them suffices. */
  readonly [action: string]: readonly Relation[];
}

const OWNER: Relation = ['owner'];
const USER: Relation = ['user'];
const PROJECT_OWNER: Relation = ['project', 'owner'];

function ownerOnly(relation: Relation): Rule {
  return { read: [relation], update: [relation], delete: [relation] };
}

/** The table of rules, by entity class name. */
const RULES = {
  // A person is their own.
  User: ownerOnly(['id']),
  Track: ownerOnly(OWNER),
  Playlist: ownerOnly(OWNER),
  PlaylistEntry: ownerOnly(['playlist', 'owner']),
  Project: ownerOnly(OWNER),
  ProjectTrack: ownerOnly(PROJECT_OWNER),
  LyricsVersion: ownerOnly(PROJECT_OWNER),
  Note: ownerOnly(OWNER),
  ManagerState: ownerOnly(OWNER),
  ManagerTask: ownerOnly(OWNER),
  ManagerMessage: ownerOnly(OWNER),
  Notification: ownerOnly(['recipient']),
  // A person's own records: one row per user, or kept per user.
  Profile: ownerOnly(USER),
  UserSettings: ownerOnly(USER),
  CourseEnrolment: ownerOnly(USER),
  LessonCompletion: ownerOnly(['enrolment', 'user']),
  IdempotencyKey: ownerOnly(USER),
  Session: ownerOnly(USER),
  // Both people in a conversation read its messages; only the sender's own copy is theirs to change.
  DirectMessage: { read: [['sender'], ['recipient']], update: [['recipient']], delete: [['sender']] },
} as const satisfies Readonly<Record<string, Rule>>;

/** A kind of resource the policy has rules for. */
export type Resource = keyof typeof RULES;

function ruleFor(entityName: string, action: Action): readonly Relation[] {
  const relations = (RULES as Readonly<Record<string, Rule>>)[entityName]?.[action];
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

/** Whether the table holds a rule for this kind of resource (GraphQL types name one they are read by). */
export function hasAccessRule(entityName: string): boolean {
  return entityName in RULES;
}
