import { Field, Float, ID, InputType } from 'type-graphql';
import { connectionType } from '../../graphql/connection.js';
import { Comment } from './comment.entity.js';

export const CommentConnection = connectionType(
  Comment,
  'Comment',
  "A page of a version's comment threads, in the order of the song.",
);

@InputType({ description: 'A comment at a moment (or over a range) of a version, or a reply to a thread.' })
export class AddCommentInput {
  @Field(() => ID)
  versionId!: string;

  @Field(() => Float, { description: "Seconds into the version; a reply takes its thread's." })
  atSeconds!: number;

  @Field(() => Float, { nullable: true, description: 'The end of a dragged range, after atSeconds.' })
  endSeconds?: number | null;

  @Field(() => String, { description: "The text; '@Name' tells that person on the project." })
  body!: string;

  @Field(() => ID, { nullable: true, description: 'The thread (or a reply in it) this answers.' })
  parentId?: string | null;
}

@InputType()
export class ResolveCommentInput {
  @Field(() => ID)
  commentId!: string;
}

@InputType()
export class ReopenCommentInput {
  @Field(() => ID)
  commentId!: string;
}
