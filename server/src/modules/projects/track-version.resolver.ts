import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import { ReadByPolicy, SignedIn } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { readUpload } from '../../graphql/upload-stream.js';
import type { SignedUrl } from '../audio/media-tokens.js';
import { SignedUrlType } from '../audio/signed-url.types.js';
import { STORED_PEAK_PAIRS } from '../audio/waveform-peaks.js';
import { TrackAnalysis } from '../tracks/track-analysis.types.js';
import { reducePeaks } from '../tracks/waveform.js';
import { ProjectTrack } from './project-track.entity.js';
import { TrackVersion } from './track-version.entity.js';
import {
  DeletedVersion,
  DeleteVersionInput,
  SetCurrentVersionInput,
  UploadVersionInput,
} from './track-version.types.js';

/** A song's versions: upload the next, choose the current one, delete one. */
@Resolver(() => TrackVersion)
export class TrackVersionResolver {
  @SignedIn()
  @Mutation(() => TrackVersion, {
    description:
      "Adds the song's next version from an MP3 or WAV (multipart request) and makes it current. Who may, and in which stage, is the roles table's.",
  })
  async uploadVersion(
    @Arg('input', () => UploadVersionInput) input: UploadVersionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TrackVersion> {
    const received = await input.file;
    return ctx.services.trackVersions.uploadVersion(
      ctx.em,
      currentUserId(ctx),
      { projectTrackId: input.projectTrackId, note: input.note },
      ctx.services.tracks.receiveAudio(readUpload(received)),
    );
  }

  @SignedIn()
  @Mutation(() => TrackVersion, {
    description: "Makes an earlier version the song's current one (the owner).",
  })
  setCurrentVersion(
    @Arg('input', () => SetCurrentVersionInput) input: SetCurrentVersionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TrackVersion> {
    return ctx.services.trackVersions.setCurrentVersion(ctx.em, currentUserId(ctx), input.versionId);
  }

  @SignedIn()
  @Mutation(() => DeletedVersion, {
    description: "Deletes a version and its file (the owner or its uploader); a song's last version stays.",
  })
  async deleteVersion(
    @Arg('input', () => DeleteVersionInput) input: DeleteVersionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DeletedVersion> {
    return {
      id: await ctx.services.trackVersions.deleteVersion(ctx.em, currentUserId(ctx), input.versionId),
    };
  }

  @ReadByPolicy('TrackVersion')
  @FieldResolver(() => TrackAnalysis, {
    description:
      "Tempo, key and loudness detected in this version's audio after its upload (v1's are its track's): an A/B at matched loudness reads loudnessLufs.",
  })
  analysis(@Root() version: TrackVersion, @Ctx() ctx: GraphQLContext): Promise<TrackAnalysis> {
    return ctx.loaders.versionAnalysis.load(version.id);
  }

  @ReadByPolicy('TrackVersion')
  @FieldResolver(() => SignedUrlType, { description: 'The recording, signed for a few minutes.' })
  audio(@Root() version: TrackVersion, @Ctx() ctx: GraphQLContext): SignedUrl {
    return ctx.services.media.audioUrl(ctx.publicOrigin, 'versions', currentUserId(ctx), version.id);
  }

  @ReadByPolicy('TrackVersion')
  @FieldResolver(() => String, {
    description:
      "Peaks as a track's `waveformPeaks`: base64 of signed bytes min, max, ... (-127 to 127). Empty when there are none.",
  })
  async waveformPeaks(
    @Root() version: TrackVersion,
    @Arg('points', () => Int, { defaultValue: 1000, description: 'Pairs wanted, 1 to 8000.' }) points: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    const stored = await ctx.loaders.versionPeaks.load(version.id);
    return reducePeaks(stored, Math.max(1, Math.min(points, STORED_PEAK_PAIRS))).toString('base64');
  }
}

/** A song's versions, as its project shows them. */
@Resolver(() => ProjectTrack)
export class SongVersionsResolver {
  @ReadByPolicy('ProjectTrack')
  @FieldResolver(() => [TrackVersion], { description: 'Its versions, newest first.' })
  versions(@Root() song: ProjectTrack, @Ctx() ctx: GraphQLContext): Promise<TrackVersion[]> {
    return ctx.loaders.songVersions.load(song.id);
  }

  @ReadByPolicy('ProjectTrack')
  @FieldResolver(() => TrackVersion, { description: 'The version the song plays now.' })
  async currentVersion(@Root() song: ProjectTrack, @Ctx() ctx: GraphQLContext): Promise<TrackVersion> {
    const versions = await ctx.loaders.songVersions.load(song.id);
    const current = versions.find((version) => version.current) ?? versions[0];
    if (!current) throw new Error(`Song ${song.id} has no version`);
    return current;
  }
}
