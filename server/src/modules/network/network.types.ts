import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('Artist', { description: 'Another artist as the network shows them, and where the two stand.' })
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

@ObjectType('Network', { description: "The signed-in artist's connections and who wants to connect." })
export class NetworkOverviewType {
  @Field(() => [ArtistCard], { description: 'Artists the viewer has connected with, newest first.' })
  connections!: ArtistCard[];

  @Field(() => [ArtistCard], {
    description: 'Artists who have connected with the viewer and not been connected with back.',
  })
  requests!: ArtistCard[];

  @Field(() => Int) connectionCount!: number;

  @Field(() => Int, { description: 'Connections where both artists have connected with each other.' })
  mutualCount!: number;
}

@ObjectType('DirectMessage')
export class DirectMessageType {
  @Field(() => ID) id!: string;
  @Field(() => String) body!: string;
  @Field(() => Date) sentAt!: Date;
  @Field(() => Boolean, { description: 'Sent by the signed-in artist.' }) fromMe!: boolean;
}

@ObjectType('Conversation', { description: 'The messages between the signed-in artist and another.' })
export class ConversationType {
  @Field(() => ArtistCard) artist!: ArtistCard;

  @Field(() => [DirectMessageType], { description: 'The latest 100 messages, oldest first.' })
  messages!: DirectMessageType[];

  @Field(() => Boolean, { description: 'Messages can be sent once both artists have connected.' })
  canMessage!: boolean;
}
