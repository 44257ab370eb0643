import {
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isInterfaceType,
  isListType,
} from 'graphql';
import { type RootField, rootFields } from '../schema-walk.js';

/** An argument (or input-object field) that names a resource by id. */
export interface IdArgument {
  readonly root: RootField;
  /** From the field's argument down: ["id"], ["trackIds"], ["input", "projectId"]. */
  readonly path: readonly string[];
  /** The GraphQL type whose id it takes: "Track", "Playlist", "Artist". */
  readonly typeName: string;
  readonly list: boolean;
  /** For an id of an interface (node(id:)): the implementing type this argument is probed as. */
  readonly asType?: string;
}

/** "Mutation.addTracksToPlaylist(trackIds)": how reports and the allow-list name an id argument. */
export function idArgumentName(argument: IdArgument): string {
  const name = `${argument.root.coordinate}(${argument.path.join('.')})`;
  return argument.asType ? `${name} as ${argument.asType}` : name;
}

const ACADEMY = 'Academy courses and lessons are one catalogue for every artist; progress is per caller';

/**
 * Ids that are public by design: another artist may pass them and get an answer. Each names why,
 * and what the audit expects of artist B's call with artist A's id ('answers': data, no error).
 * 'not called' is for a call whose documented effect reaches the other artist.
 */
export interface PublicEntry {
  readonly reason: string;
  readonly expect: 'answers' | 'FORBIDDEN' | 'not called';
}

export const PUBLIC_ID_ARGUMENTS: Record<string, PublicEntry> = {
  'Query.course(id)': { reason: ACADEMY, expect: 'answers' },
  'Mutation.startCourse(input.courseId)': { reason: ACADEMY, expect: 'answers' },
  'Mutation.completeLesson(input.courseId)': { reason: ACADEMY, expect: 'answers' },
  'Mutation.completeLesson(input.lessonId)': { reason: ACADEMY, expect: 'answers' },
  'Mutation.uncompleteLesson(input.courseId)': { reason: ACADEMY, expect: 'answers' },
  'Mutation.uncompleteLesson(input.lessonId)': { reason: ACADEMY, expect: 'answers' },
  'Query.node(id) as Artist': {
    reason:
      'artists are public in My Network (artistSearch lists them); node(id:) shows them as the network does',
    expect: 'answers',
  },
  'Query.artist(id)': {
    reason:
      'artists are public in My Network (artistSearch lists them); their page adds what public_profiles holds (bio, place, links), never their figures',
    expect: 'answers',
  },
  'Query.conversation(artistId)': {
    reason: 'artists are public in My Network (artistSearch lists them); a conversation is the caller’s own',
    expect: 'answers',
  },
  'Mutation.markConversationRead(input.artistId)': {
    reason: 'artists are public in My Network; B marks read only what A sent B (here: nothing)',
    expect: 'answers',
  },
  'Mutation.declineConnection(input.artistId)': {
    reason: 'artists are public in My Network; B takes back only a request made to B (here: none)',
    expect: 'answers',
  },
  'Mutation.disconnectFromArtist(input.artistId)': {
    reason: 'artists are public in My Network; B takes back only B’s own connection (here: none)',
    expect: 'answers',
  },
  'Mutation.sendDirectMessage(input.artistId)': {
    reason: 'artists are public in My Network; messages need a mutual connection, so B is refused',
    expect: 'FORBIDDEN',
  },
  'Mutation.inviteCollaborator(input.artistId)': {
    reason:
      'artists are public in My Network; inviting one to your own project is the feature, and it notifies them: A’s inbox changes by design',
    expect: 'not called',
  },
  'Mutation.connectWithArtist(input.artistId)': {
    reason: 'connecting with any artist is the feature, and it notifies them: A’s inbox changes by design',
    expect: 'not called',
  },
};

/**
 * Values named like ids that are scoped to their sender, whichever field takes them: B sending A's
 * value must get B's own result (checked: the answer names none of A's resources).
 */
export const SENDER_SCOPED_TYPES: Record<string, string> = {
  ClientMutation:
    'an idempotency key (clientMutationId) belongs to the artist who sent it: B reusing A’s makes B’s own',
};

/** What the audit expects of B's call with A's value for this argument, when it is no NOT_FOUND. */
export function publicEntryFor(argument: IdArgument): PublicEntry | undefined {
  const scoped = SENDER_SCOPED_TYPES[argument.typeName];
  return (
    PUBLIC_ID_ARGUMENTS[idArgumentName(argument)] ??
    (scoped ? { reason: scoped, expect: 'answers' } : undefined)
  );
}

/**
 * Every argument of a Query or Mutation field that takes an id: of type ID (or a list of them), or
 * named *Id or *Ids, at the top or inside an input object. Each is mapped to the GraphQL type it
 * names: `id` to the field's own type (DeletedTrack counts as Track), `trackId(s)` to Track, and so on.
 */
export function idArguments(schema: GraphQLSchema): IdArgument[] {
  const found: IdArgument[] = [];
  for (const root of rootFields(schema)) {
    const ownType = getNamedType(root.field.type).name.replace(/^Deleted/, '');
    const visit = (
      name: string,
      type: GraphQLInputType,
      path: string[],
      holder: string | null,
      depth: number,
    ) => {
      const named = getNamedType(type);
      if (isInputObjectType(named)) {
        if (depth > 4) return;
        for (const field of Object.values(named.getFields())) {
          visit(field.name, field.type, [...path, field.name], named.name, depth + 1);
        }
        return;
      }
      if (named.name !== 'ID' && !/[a-z]Ids?$/.test(name)) return;
      const nullable = getNullableType(type);
      const typeName = typeNamed(name, holder, ownType);
      const list = isListType(nullable);
      const face = schema.getType(typeName);
      if (!isInterfaceType(face)) {
        found.push({ root, path, typeName, list });
        return;
      }
      // node(id:) takes the id of every type that implements Node: probe it as each of them.
      for (const possible of schema.getPossibleTypes(face)) {
        found.push({ root, path, typeName: possible.name, list, asType: possible.name });
      }
    };
    for (const arg of root.field.args) visit(arg.name, arg.type, [arg.name], null, 0);
  }
  return found;
}

/** Id names that do not spell their type in full: a `taskId` names a ManagerTask, a `messageId` a ManagerMessage. */
const ID_NAME_TYPES: Record<string, string> = { taskId: 'ManagerTask', messageId: 'ManagerMessage' };

/** `id`/`ids` name the field's own type (or, in an input object, the object's type); `fooId(s)` names Foo. */
function typeNamed(name: string, holder: string | null, ownType: string): string {
  if (name === 'id' || name === 'ids') return holder ? holder.replace(/(Changes)?Input$/, '') : ownType;
  const named = ID_NAME_TYPES[name];
  if (named) return named;
  const base = name.replace(/Ids?$/, '');
  return `${base.charAt(0).toUpperCase()}${base.slice(1)}`;
}

/**
 * The id arguments the audit can probe with the seeded types, or an error naming every one it cannot
 * (a new id-taking field must get a seeded resource or an allow-list entry, on purpose).
 */
export function checkedIdArguments(schema: GraphQLSchema, seededTypes: ReadonlySet<string>): IdArgument[] {
  const found = idArguments(schema);
  const unmapped = found.filter(
    (argument) => !seededTypes.has(argument.typeName) && !publicEntryFor(argument),
  );
  if (unmapped.length > 0) {
    const lines = unmapped.map(
      (argument) => `  ${idArgumentName(argument)} takes an id of ${argument.typeName}`,
    );
    throw new Error(
      [
        'The isolation audit cannot probe these id arguments: the seed provides no resource of their type.',
        ...lines,
        'Seed one for each artist in tests/audit/seed.ts (ids are keyed by GraphQL type name), or, if such ids',
        'are public by design, add the argument to PUBLIC_ID_ARGUMENTS in tests/audit/isolation/id-arguments.ts',
        'with the reason.',
      ].join('\n'),
    );
  }
  const stale = Object.keys(PUBLIC_ID_ARGUMENTS).filter(
    (name) => !found.some((argument) => idArgumentName(argument) === name),
  );
  if (stale.length > 0)
    throw new Error(`PUBLIC_ID_ARGUMENTS names arguments the schema no longer has: ${stale.join(', ')}`);
  return found;
}
