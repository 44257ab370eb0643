import { ArgsType, type ClassType, Field, Int, ObjectType } from 'type-graphql';
import type { Page } from '../shared/paging.js';
import { SeenWithHolder } from './access.js';

@SeenWithHolder()
@ObjectType({ description: "Where a page sits in its list (Relay's PageInfo)." })
export class PageInfo {
  @Field(() => Boolean, { description: 'More items follow the last edge.' })
  hasNextPage!: boolean;

  @Field(() => Boolean, { description: 'More items come before the first edge.' })
  hasPreviousPage!: boolean;

  @Field(() => String, { nullable: true, description: "The first edge's cursor; null for an empty page." })
  startCursor!: string | null;

  @Field(() => String, { nullable: true, description: "The last edge's cursor; null for an empty page." })
  endCursor!: string | null;
}

/** Relay's paging arguments: `first`/`after` forwards, `last`/`before` backwards. */
@ArgsType()
export class ConnectionArgs {
  @Field(() => Int, {
    nullable: true,
    description: 'At most 100. With neither first nor last, the first 50.',
  })
  first?: number | null;

  @Field(() => String, { nullable: true, description: 'A cursor: the page starts after it.' })
  after?: string | null;

  @Field(() => Int, { nullable: true, description: 'At most 100; the last items before `before`.' })
  last?: number | null;

  @Field(() => String, { nullable: true, description: 'A cursor: the page ends before it.' })
  before?: string | null;
}

export interface Edge<Node> {
  cursor: string;
  node: Node;
}

/** What a connection field resolves to; `connectionType` gives it its GraphQL shape. */
export interface ConnectionValue<Node> {
  edges: Edge<Node>[];
  nodes: Node[];
  pageInfo: PageInfo;
  totalCount: number;
}

/**
 * The GraphQL types `<Name>Connection` and `<Name>Edge` for a node type, as Relay's cursor
 * connections spec has them, with `nodes` beside `edges` and the list's `totalCount`.
 */
export function connectionType<Node extends object>(
  nodeType: ClassType<Node> | (() => unknown),
  name: string,
  description: string,
): ClassType<ConnectionValue<Node>> {
  @SeenWithHolder()
  @ObjectType(`${name}Edge`)
  class EdgeType {
    @Field(() => String)
    cursor!: string;

    @Field(() => nodeType)
    node!: Node;
  }

  @SeenWithHolder()
  @ObjectType(`${name}Connection`, { description })
  class ConnectionType {
    @Field(() => [EdgeType])
    edges!: Edge<Node>[];

    @Field(() => [nodeType], { description: "The edges' nodes, for a client that needs no cursor per item." })
    nodes!: Node[];

    @Field(() => PageInfo)
    pageInfo!: PageInfo;

    @Field(() => Int, { description: 'Every item of the list, across pages.' })
    totalCount!: number;
  }
  return ConnectionType;
}

/** A page as a connection's value. */
export function toConnection<Node>(page: Page<Node>): ConnectionValue<Node> {
  return {
    edges: page.items.map((node) => ({ cursor: page.cursorOf(node), node })),
    nodes: page.items,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
      startCursor: page.items.length > 0 ? page.cursorOf(page.items[0] as Node) : null,
      endCursor: page.items.length > 0 ? page.cursorOf(page.items.at(-1) as Node) : null,
    },
    totalCount: page.totalCount,
  };
}
