import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { ReadByPolicy, SeenWithHolder } from '../../graphql/access.js';

@SeenWithHolder()
@ObjectType()
export class NameCount {
  @Field(() => String)
  name!: string;

  @Field(() => Int)
  count!: number;
}

@ReadByPolicy('Track')
@ObjectType()
export class RecentUpload {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  artist!: string;

  @Field(() => Float, { description: 'Length in seconds.' })
  durationSeconds!: number;

  @Field(() => Date)
  createdAt!: Date;
}

@SeenWithHolder()
@ObjectType({ description: "Genres and moods of the artist's tracks, most common first." })
export class QuickStats {
  @Field(() => [NameCount])
  genres!: NameCount[];

  @Field(() => [NameCount])
  moods!: NameCount[];
}

@SeenWithHolder()
@ObjectType()
export class DashboardStats {
  @Field(() => Int)
  totalTracks!: number;

  @Field(() => GraphQLSafeInt, {
    description: "Bytes of stored audio: the size of the artist's track files.",
  })
  storageBytes!: number;

  @Field(() => [RecentUpload], { description: 'The 5 newest tracks.' })
  recentUploads!: RecentUpload[];

  @Field(() => QuickStats)
  quickStats!: QuickStats;
}
