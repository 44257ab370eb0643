import type { EntityManager } from '@mikro-orm/postgresql';
import type { CollaborationService } from '../collaboration/collaboration.service.js';
import type { ProjectService } from '../projects/project.service.js';
import type { TrackService } from '../tracks/track.service.js';
import type { ArtistFigures } from './career-outlook.js';

/** One step of an artist's career, as the workspace counts it. */
export interface Milestone {
  key: string;
  title: string;
  achieved: boolean;
  /** What to do to reach it. */
  howTo: string;
}

/** Where the artist's career stands: how many milestones are reached, of how many, and the next. */
export interface CareerProgress {
  level: number;
  totalLevels: number;
  milestones: Milestone[];
  next: Milestone | null;
}

/** The services the milestones are read through. */
export interface CareerSources {
  tracks: Pick<TrackService, 'countTracks'>;
  projects: Pick<ProjectService, 'countProjects'>;
  collaboration: Pick<CollaborationService, 'collaboratorsOnOwnProjects' | 'inAnySharedProject'>;
  figures: (em: EntityManager, ownerId: string) => Promise<ArtistFigures>;
}

/** The milestones, in the order a career usually reaches them, from the artist's real work. */
function milestonesOf(work: {
  tracks: number;
  projects: number;
  released: number;
  workedWithOthers: boolean;
  monthlyListeners: number | null;
}): Milestone[] {
  const listeners = work.monthlyListeners ?? 0;
  const listenerHowTo = (target: string) =>
    work.monthlyListeners === null
      ? `Enter your monthly listeners on your profile; the milestone is ${target}.`
      : `Grow from ${work.monthlyListeners.toLocaleString('en-US')} to ${target} monthly listeners (update the figure on your profile).`;
  return [
    {
      key: 'first-track',
      title: 'A track in your library',
      achieved: work.tracks > 0,
      howTo: 'Upload a track.',
    },
    {
      key: 'first-project',
      title: 'A song project',
      achieved: work.projects > 0,
      howTo: 'Start a project for a song you want to finish.',
    },
    {
      key: 'first-collaboration',
      title: 'A song made with others',
      achieved: work.workedWithOthers,
      howTo: 'Invite a collaborator to one of your projects, or accept an invitation.',
    },
    {
      key: 'first-release',
      title: 'A released song',
      achieved: work.released > 0,
      howTo: 'Take a project through mixing and mastering, and move it to Released.',
    },
    {
      key: 'listeners-1k',
      title: '1,000 monthly listeners',
      achieved: listeners >= 1_000,
      howTo: listenerHowTo('1,000'),
    },
    {
      key: 'listeners-10k',
      title: '10,000 monthly listeners',
      achieved: listeners >= 10_000,
      howTo: listenerHowTo('10,000'),
    },
  ];
}

/**
 * The artist's career level: the milestones reached, from real work (tracks, projects, collaboration,
 * releases) and the monthly listeners they entered. No number here is anything but a count of them.
 */
export async function readCareerProgress(
  em: EntityManager,
  sources: CareerSources,
  ownerId: string,
): Promise<CareerProgress> {
  // One after another: inside a mutation's transaction they share its one connection.
  const tracks = await sources.tracks.countTracks(em, ownerId);
  const projects = await sources.projects.countProjects(em, ownerId);
  const collaborators = await sources.collaboration.collaboratorsOnOwnProjects(em, ownerId);
  const inShared =
    collaborators.length === 0 && (await sources.collaboration.inAnySharedProject(em, ownerId));
  const figures = await sources.figures(em, ownerId);
  const milestones = milestonesOf({
    tracks,
    projects: projects.all,
    released: projects.released,
    workedWithOthers: collaborators.length > 0 || inShared,
    monthlyListeners: figures.monthlyListeners,
  });
  return {
    level: milestones.filter((milestone) => milestone.achieved).length,
    totalLevels: milestones.length,
    milestones,
    next: milestones.find((milestone) => !milestone.achieved) ?? null,
  };
}

/** The artist's career progress, read through the services that own the work. */
export class CareerProgressService {
  constructor(private readonly sources: CareerSources) {}

  read(em: EntityManager, ownerId: string): Promise<CareerProgress> {
    return readCareerProgress(em, this.sources, ownerId);
  }
}
