import { Field, ID, InputType, Int } from 'type-graphql';

@InputType()
export class SaveLyricsInput {
  @Field(() => ID)
  projectId!: string;

  @Field(() => String, { nullable: true, description: 'The song title; empty when left out.' })
  title?: string | null;

  @Field(() => String)
  content!: string;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'True for an auto-save: it revises the newest version while that is a draft started under ten minutes ago, instead of adding a version. Left out or false, the save is explicit and seals a version.',
  })
  autosave?: boolean | null;
}

@InputType()
export class RestoreLyricsInput {
  @Field(() => ID)
  projectId!: string;

  @Field(() => Int, { description: 'One of the versions in lyricsRevisions.' })
  version!: number;
}
