import { Field, ID, InputType, Int } from 'type-graphql';

@InputType()
export class SaveLyricsInput {
  @Field(() => ID)
  projectId!: string;

  @Field(() => String, { nullable: true, description: 'The song title; empty when left out.' })
  title?: string | null;

  @Field(() => String)
  content!: string;
}

@InputType()
export class RestoreLyricsInput {
  @Field(() => ID)
  projectId!: string;

  @Field(() => Int, { description: 'One of the versions in lyricsRevisions.' })
  version!: number;
}
