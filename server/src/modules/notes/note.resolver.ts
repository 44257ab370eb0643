import type { FileUpload } from 'graphql-upload-ts';
import { GraphQLUpload } from 'graphql-upload-ts';
import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  ID,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { CLIENT_MUTATION_ID } from '../../graphql/client-mutation-id.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { readUpload } from '../../graphql/upload-stream.js';
import type { SignedUrl } from '../audio/media-tokens.js';
import { SignedUrlType } from '../audio/signed-url.types.js';
import { Project } from '../projects/project.entity.js';
import { Note } from './note.entity.js';

@ObjectType()
export class DeletedNote {
  @Field(() => ID)
  id!: string;
}

@Resolver(() => Note)
export class NoteResolver {
  @Authorized()
  @Query(() => [Note], { description: "A project's notes, newest first." })
  notes(@Arg('projectId', () => ID) projectId: string, @Ctx() ctx: GraphQLContext): Promise<Note[]> {
    return ctx.services.notes.listNotes(ctx.em, currentUserId(ctx), projectId);
  }

  @Authorized()
  @Mutation(() => Note, { description: 'A text note; blank text is refused.' })
  createNote(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('content', () => String) content: string,
    @Arg('clientMutationId', () => String, CLIENT_MUTATION_ID) clientMutationId: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Note> {
    const { notes } = ctx.services;
    return notes.createTextNote(ctx.em, currentUserId(ctx), projectId, { content }, clientMutationId);
  }

  @Authorized()
  @Mutation(() => Note, {
    description:
      'A voice note from a WebM/Opus or Ogg/Opus recording (multipart request); with text it is MIXED.',
  })
  uploadVoiceNote(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('file', () => GraphQLUpload) file: FileUpload | Promise<FileUpload>,
    @Arg('content', () => String, { nullable: true }) content: string | null | undefined,
    @Arg('clientMutationId', () => String, CLIENT_MUTATION_ID) clientMutationId: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Note> {
    const { notes } = ctx.services;
    const audio = Promise.resolve(file).then((upload) => notes.receiveVoice(readUpload(upload)));
    return notes.createVoiceNote(ctx.em, currentUserId(ctx), projectId, { content }, audio, clientMutationId);
  }

  @Authorized()
  @Mutation(() => DeletedNote, { description: 'Deletes the note and its recording.' })
  async deleteNote(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<DeletedNote> {
    await ctx.services.notes.deleteNote(ctx.em, currentUserId(ctx), id);
    return { id };
  }

  @FieldResolver(() => SignedUrlType, {
    nullable: true,
    description: 'The recording, signed for a few minutes; null for text notes.',
  })
  audio(@Root() note: Note, @Ctx() ctx: GraphQLContext): SignedUrl | null {
    if (!note.audioStorageKey) return null;
    return ctx.services.media.audioUrl(ctx.publicOrigin, 'notes', currentUserId(ctx), note.id);
  }

  @FieldResolver(() => String, {
    nullable: true,
    deprecationReason: 'Use audio { url expiresAt }: absolute, with its lifetime.',
  })
  audioUrl(@Root() note: Note, @Ctx() ctx: GraphQLContext): string | null {
    if (!note.audioStorageKey) return null;
    return ctx.services.media.audioUrl('', 'notes', currentUserId(ctx), note.id).url;
  }
}

@Resolver(() => Project)
export class ProjectNotesResolver {
  @FieldResolver(() => [Note], { description: 'Its notes, newest first.' })
  notes(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<Note[]> {
    return ctx.services.notes.listNotes(ctx.em, currentUserId(ctx), project.id);
  }
}
