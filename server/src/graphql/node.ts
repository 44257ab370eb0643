import { Field, ID, InterfaceType } from 'type-graphql';

/** Set by node(id:) on what it found: the GraphQL type that found it. */
export const NODE_TYPE = Symbol('node type');

/**
 * Anything a client may fetch again by id alone. Ids are UUIDs, unique across every table, so an id
 * is global as it stands: the same id REST paths and media addresses use.
 */
@InterfaceType({
  description:
    'An object that node(id:) finds again by its id alone. Ids are UUIDs, unique across every type, and the same on REST.',
  resolveType: (value: Record<symbol, string | undefined>) => value[NODE_TYPE],
})
export abstract class Node {
  @Field(() => ID)
  id!: string;
}
