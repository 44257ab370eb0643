import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ReadByPolicy, SeenWithHolder, SignedIn } from '../../graphql/access.js';
import { CLIENT_MUTATION_ID } from '../../graphql/client-mutation-id.js';
import { ConnectionArgs, connectionType } from '../../graphql/connection.js';
import { Node } from '../../graphql/node.js';

@SignedIn()
@ObjectType('Artist', {
  description: 'Another artist as the network shows them, and where the two stand.',
  implements: Node,
})
export class ArtistCard {
  @Field(() => ID) id!: string;
  @Field(() => String) artistName!: string;
  @Field(() => String) role!: string;
  @Field(() => String) avatar!: string;
  @Field(() => String, { description: 'May be empty.' }) genre!: string;
  @Field(() => Boolean, { description: 'The viewer has connected with this artist.' }) connected!: boolean;
  @Field(() => Boolean, { description: 'This artist has connected with the viewer.' }) connectsBack!: boolean;
  @Field(() => Boolean, { description: 'Both have connected with each other.' }) mutual!: boolean;
}

@SignedIn()
@ObjectType('ArtistSuggestion', { description: 'An artist the viewer might connect with, and why.' })
export class ArtistSuggestion {
  @Field(() => ArtistCard) artist!: ArtistCard;

  @Field(() => Int, { description: "How many of the viewer's connections have connected with them." })
  mutualConnections!: number;

  @Field(() => Boolean, { description: "They make the viewer's genre." })
  sameGenre!: boolean;

  @Field(() => Int, {
    description: 'How many projects the viewer and they work on together (owner or member).',
  })
  sharedProjects!: number;
}

export const ArtistConnection = connectionType(ArtistCard, 'Artist', 'A page of artists.');

@SeenWithHolder()
@ObjectType('Network', { description: "The signed-in artist's connections and who wants to connect." })
export class NetworkOverview {
  @Field(() => Int) connectionCount!: number;

  @Field(() => Int, { description: 'Connections where both artists have connected with each other.' })
  mutualCount!: number;
}

@ArgsType()
export class NetworkConnectionsArgs extends ConnectionArgs {
  @Field(() => Boolean, {
    nullable: true,
    description:
      'true: only those who have connected back (mutual); false: only those who have not yet (requests awaiting a reply); unset: all.',
  })
  mutual?: boolean | null;
}

@ArgsType()
export class ArtistSearchArgs extends ConnectionArgs {
  @Field(() => String, { description: 'Part of an artist name; blank finds none.' })
  name!: string;

  @Field(() => Int, {
    nullable: true,
    description: 'At most 100. With neither first nor last, the first 20.',
  })
  declare first?: number | null;
}

@ReadByPolicy('DirectMessage')
@ObjectType('DirectMessage', { implements: Node })
export class DirectMessageNode {
  @Field(() => ID) id!: string;
  @Field(() => String) body!: string;
  @Field(() => Date) sentAt!: Date;
  @Field(() => Boolean, { description: 'Sent by the signed-in artist.' }) fromMe!: boolean;
}

export const DirectMessageConnection = connectionType(
  DirectMessageNode,
  'DirectMessage',
  'A page of a conversation, oldest message first: `last: 50` for the latest, `before` to page back.',
);

@SeenWithHolder()
@ObjectType('Conversation', { description: 'The messages between the signed-in artist and another.' })
export class Conversation {
  @Field(() => ArtistCard) artist!: ArtistCard;

  @Field(() => Boolean, { description: 'Messages can be sent once both artists have connected.' })
  canMessage!: boolean;
}

@SignedIn()
@ObjectType('ConversationSummary', {
  description:
    'One of the viewer’s conversations as a list shows it: with whom, the latest message, what is unread.',
})
export class ConversationSummary {
  @Field(() => ArtistCard) artist!: ArtistCard;
  @Field(() => DirectMessageNode, { description: 'Sent by either artist.' })
  latestMessage!: DirectMessageNode;

  @Field(() => Int, { description: "The other artist's messages the viewer has not read." })
  unreadCount!: number;
}

@InputType()
export class ConnectWithArtistInput {
  @Field(() => ID) artistId!: string;
}

@InputType()
export class MarkConversationReadInput {
  @Field(() => ID, { description: 'The artist whose messages to you are read.' }) artistId!: string;
}

@InputType()
export class DisconnectFromArtistInput {
  @Field(() => ID) artistId!: string;
}

@InputType()
export class DeclineConnectionInput {
  @Field(() => ID, { description: 'The artist whose request to connect is declined.' }) artistId!: string;
}

@InputType()
export class SendDirectMessageInput {
  @Field(() => ID, { description: 'A mutual connection.' }) artistId!: string;
  @Field(() => String, { description: 'At most 2000 characters.' }) body!: string;
  @Field(() => String, CLIENT_MUTATION_ID) clientMutationId?: string | null;
}
