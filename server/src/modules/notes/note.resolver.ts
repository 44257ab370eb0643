import { Arg, Args, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import { ReadByPolicy, SignedIn } from '../../graphql/access.js';
import { ConnectionArgs, type ConnectionValue, toConnection } from '../../graphql/connection.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { readUpload } from '../../graphql/upload-stream.js';
import { pageRequest } from '../../shared/paging.js';
import type { SignedUrl } from '../audio/media-tokens.js';
import { SignedUrlType } from '../audio/signed-url.types.js';
import { Project } from '../projects/project.entity.js';
import { Note } from './note.entity.js';
import {
  CreateNoteInput,
  DeletedNote,
  DeleteNoteInput,
  NoteConnection,
  UpdateNoteInput,
  UploadVoiceNoteInput,
} from './note.types.js';

@Resolver(() => Note)
export class NoteResolver {
  @SignedIn()
  @Mutation(() => Note, { description: 'A text note; blank text is refused.' })
  createNote(
    @Arg('input', () => CreateNoteInput) { projectId, content, clientMutationId }: CreateNoteInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Note> {
    const { notes } = ctx.services;
    return notes.createTextNote(ctx.em, currentUserId(ctx), projectId, { content }, clientMutationId);
  }

  @SignedIn()
  @Mutation(() => Note, {
    description:
      'A voice note from a WebM/Opus or Ogg/Opus recording (multipart request); with text it is MIXED.',
  })
  uploadVoiceNote(
    @Arg('input', () => UploadVoiceNoteInput) input: UploadVoiceNoteInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Note> {
    const { notes } = ctx.services;
    const { projectId, content, clientMutationId } = input;
    const audio = Promise.resolve(input.file).then((upload) => notes.receiveVoice(readUpload(upload)));
    return notes.createVoiceNote(ctx.em, currentUserId(ctx), projectId, { content }, audio, clientMutationId);
  }

  @SignedIn()
  @Mutation(() => Note, {
    description: "Replaces a text note's text (auto-save sends the latest text); voice notes are refused.",
  })
  updateNote(
    @Arg('input', () => UpdateNoteInput) { noteId, content }: UpdateNoteInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Note> {
    return ctx.services.notes.updateTextNote(ctx.em, currentUserId(ctx), noteId, { content });
  }

  @SignedIn()
  @Mutation(() => DeletedNote, { description: 'Deletes the note and its recording.' })
  async deleteNote(
    @Arg('input', () => DeleteNoteInput) { noteId }: DeleteNoteInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DeletedNote> {
    await ctx.services.notes.deleteNote(ctx.em, currentUserId(ctx), noteId);
    return { id: noteId };
  }

  @ReadByPolicy('Note')
  @FieldResolver(() => SignedUrlType, {
    nullable: true,
    description: 'The recording, signed for a few minutes; null for text notes.',
  })
  audio(@Root() note: Note, @Ctx() ctx: GraphQLContext): SignedUrl | null {
    if (!note.audioStorageKey) return null;
    return ctx.services.media.audioUrl(ctx.publicOrigin, 'notes', currentUserId(ctx), note.id);
  }
}

@Resolver(() => Project)
export class ProjectNotesResolver {
  @ReadByPolicy('Note')
  @FieldResolver(() => NoteConnection, {
    description: 'Its notes, newest first (a page of projects pages them all in one query).',
  })
  async notes(
    @Root() project: Project,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectionValue<Note>> {
    return toConnection(await ctx.loaders.projectNotes.load({ id: project.id, request: pageRequest(args) }));
  }
}
