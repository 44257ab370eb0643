import DataLoader from 'dataloader';
import { Router } from 'express';
import { nodeSource } from '../../graphql/node-source.js';
import { MEMBER, type OpenFlag, OWNER, ownerOnly, type Path } from '../../policies/policy.js';
import { NotFoundError } from '../../shared/errors.js';
import type { FeatureModule } from '../feature-module.js';
import { Migration20261130090000 } from './artist-page-tracks.migration.js';
import { ArtistTracksResolver } from './artist-tracks.resolver.js';
import { Track } from './track.entity.js';
import { TrackResolver } from './track.resolver.js';
import { trackRoutes } from './track.rest.js';
import { TRACK_NOT_FOUND, TrackService } from './track.service.js';
import { Migration20261201090000 } from './track-analysis.migration.js';
import { TrackAnalysisResolver } from './track-analysis.resolver.js';
import { TrackAnalysisService } from './track-analysis.service.js';
import type { TrackAnalysis } from './track-analysis.types.js';
import { TrackCoverResolver } from './track-cover.resolver.js';
import { trackCoverRoutes } from './track-cover.rest.js';
import { TrackCoverService } from './track-cover.service.js';
import { Migration20261128100000 } from './track-covers-view.migration.js';
import { Migration20261127000200 } from './track-durations.migration.js';
import { Migration20261202090000 } from './track-key-codes.migration.js';
import { Migration20261202100000 } from './track-key-order.migration.js';
import { trackLibraryLoader } from './track-library-loader.js';
import { TrackRecordingMatch } from './track-recording-match.entity.js';
import { reducePeaks } from './waveform.js';
import { WaveformCache } from './waveform-cache.js';

/** Which track's waveform, at how many points. */
export interface TrackWaveformKey {
  trackId: string;
  points: number;
}

declare module '../../services.js' {
  interface Services {
    readonly tracks: TrackService;
    /** Reduced waveforms, shared by this instance's requests. */
    readonly waveforms: WaveformCache;
    readonly trackCovers: TrackCoverService;
    /** Tempo, key, loudness and fingerprint of each track, found after upload and by the job at start. */
    readonly trackAnalysis: TrackAnalysisService;
  }
}

declare module '../../graphql/loaders.js' {
  interface Loaders {
    /**
     * A track's peaks reduced to a number of points: from the instance's waveform cache, else from
     * its stored peaks (loaded with the other misses of the answer in one query), then cached.
     */
    readonly trackWaveform: DataLoader<TrackWaveformKey, Buffer, string>;
    /** `tracks` and `trackGenres`, in one statement when the answer asks both. */
    readonly trackLibrary: ReturnType<typeof trackLibraryLoader>;
    /** A track's analysis, the answer's tracks in one query. */
    readonly trackAnalysis: DataLoader<string, TrackAnalysis>;
    /** A track's duplicates, the answer's tracks in two queries. */
    readonly trackDuplicates: DataLoader<string, Track[]>;
  }
}

/** A member of a shared project the track is in. */
const IN_A_SHARED_PROJECT: Path = ['projectLinks', '$some', 'project', ...MEMBER];
/** The artist shows the track on their page. */
const ON_ARTIST_PAGE: OpenFlag = { openWhen: 'onArtistPage' };

export const tracksModule: FeatureModule = {
  name: 'tracks',
  entities: [Track, TrackRecordingMatch],
  publishedViews: ['track_durations', 'track_covers'],
  migrations: [
    { name: 'Migration20261127000200', class: Migration20261127000200 },
    { name: 'Migration20261128100000', class: Migration20261128100000 },
    { name: 'Migration20261130090000', class: Migration20261130090000 },
    { name: 'Migration20261201090000', class: Migration20261201090000 },
    { name: 'Migration20261202090000', class: Migration20261202090000 },
    { name: 'Migration20261202100000', class: Migration20261202100000 },
  ],
  // The members of a project a track is in may play it, and so may every artist once it is on its
  // artist's page; the library lists only the artist's own, and only the artist changes it.
  accessRules: { Track: { ...ownerOnly(OWNER), read: [OWNER, IN_A_SHARED_PROJECT, ON_ARTIST_PAGE] } },
  services: (services, { orm, config }) => {
    const { audioReceiver, storage, fileJournal, idempotency, workFeed, audioAnalysis } = services;
    const trackAnalysis = new TrackAnalysisService(
      orm,
      storage,
      audioAnalysis,
      workFeed,
      config.analyseUploads,
    );
    const tracks = new TrackService(
      audioReceiver,
      storage,
      fileJournal,
      config.storage.maxUploadBytes,
      idempotency,
      workFeed,
      // Deleting a track deletes the songs it began, and their versions' files with them.
      [(tx, ownerId, trackId) => services.trackVersions.trackDeletionFileKeys(tx, ownerId, [trackId])],
      (trackId) => trackAnalysis.analyseAfterCommit(trackId),
    );
    return {
      tracks,
      waveforms: new WaveformCache(),
      trackCovers: new TrackCoverService(tracks, storage, fileJournal),
      trackAnalysis,
    };
  },
  start: (services, logger) => services.trackAnalysis.start(logger),
  stop: (services) => services.trackAnalysis.stop(),
  resolvers: [TrackResolver, TrackCoverResolver, ArtistTracksResolver, TrackAnalysisResolver],
  nodeSources: [
    nodeSource('Track', Track, (services, em, callerId, id) => services.tracks.findTrack(em, callerId, id)),
  ],
  loaders: ({ em, auth }, services) => {
    const ownerId = auth?.userId ?? null;
    return {
      trackLibrary: trackLibraryLoader(em, ownerId, services.tracks),
      trackWaveform: new DataLoader<TrackWaveformKey, Buffer, string>(
        async (keys) => {
          if (!ownerId) return keys.map(() => new NotFoundError(TRACK_NOT_FOUND));
          const { waveforms } = services;
          const missing = keys.filter((key) => !waveforms.get(ownerId, key.trackId, key.points));
          const peaks =
            missing.length > 0
              ? await services.tracks.peaksOfTracks(em, ownerId, [
                  ...new Set(missing.map((key) => key.trackId)),
                ])
              : new Map<string, Buffer>();
          return keys.map(({ trackId, points }) => {
            const cached = waveforms.get(ownerId, trackId, points);
            if (cached) return cached;
            const stored = peaks.get(trackId);
            if (!stored) return new NotFoundError(TRACK_NOT_FOUND);
            const reduced = reducePeaks(stored, points);
            waveforms.set(ownerId, trackId, points, reduced);
            return reduced;
          });
        },
        { cacheKeyFn: (key) => `${key.trackId}:${key.points}` },
      ),
      trackAnalysis: new DataLoader<string, TrackAnalysis>(async (trackIds) => {
        if (!ownerId) return trackIds.map(() => new NotFoundError(TRACK_NOT_FOUND));
        const analyses = await services.trackAnalysis.analysesOf(em, ownerId, trackIds);
        return trackIds.map((id) => analyses.get(id) ?? new NotFoundError(TRACK_NOT_FOUND));
      }),
      trackDuplicates: new DataLoader<string, Track[]>(async (trackIds) => {
        if (!ownerId) return trackIds.map(() => new NotFoundError(TRACK_NOT_FOUND));
        const duplicates = await services.trackAnalysis.duplicatesOf(em, ownerId, trackIds);
        return trackIds.map((id) => duplicates.get(id) ?? new NotFoundError(TRACK_NOT_FOUND));
      }),
    };
  },
  routes: (services) => Router().use(trackRoutes(services), trackCoverRoutes(services)),
};
