import { Arg, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import { ReadByPolicy, SignedIn } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { Project } from '../projects/project.entity.js';
import { currentVersion, earlierVersions } from './lyrics.service.js';
import { RestoreLyricsInput, SaveLyricsInput } from './lyrics.types.js';
import { LyricsVersion } from './lyrics-version.entity.js';

@Resolver(() => Project)
export class LyricsResolver {
  @ReadByPolicy('LyricsVersion')
  @FieldResolver(() => LyricsVersion, {
    nullable: true,
    description: 'The saved lyrics; null before the first save.',
  })
  async lyrics(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<LyricsVersion | null> {
    // A page of projects loads its lyrics together.
    return currentVersion(await ctx.loaders.projectLyrics.load(project.id));
  }

  @ReadByPolicy('LyricsVersion')
  @FieldResolver(() => [LyricsVersion], {
    description: 'Up to five versions saved before the current one, newest first, for undoing an overwrite.',
  })
  async lyricsRevisions(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<LyricsVersion[]> {
    return earlierVersions(await ctx.loaders.projectLyrics.load(project.id));
  }

  @SignedIn()
  @Mutation(() => Project, {
    description:
      'Saves the lyrics: as a new version (unless nothing changed), or for an auto-save into the draft version of this sitting.',
  })
  saveLyrics(
    @Arg('input', () => SaveLyricsInput) { projectId, title, content, autosave }: SaveLyricsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Project> {
    return ctx.services.lyrics.saveLyrics(
      ctx.em,
      currentUserId(ctx),
      projectId,
      { title, content, autosave },
      ctx.auth?.sessionId,
    );
  }

  @SignedIn()
  @Mutation(() => Project, { description: 'Makes an earlier version of the lyrics current again.' })
  restoreLyrics(
    @Arg('input', () => RestoreLyricsInput) { projectId, version }: RestoreLyricsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Project> {
    return ctx.services.lyrics.restoreLyrics(ctx.em, currentUserId(ctx), projectId, version);
  }
}
