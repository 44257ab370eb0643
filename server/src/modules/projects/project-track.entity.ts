import { randomUUID } from 'node:crypto';
import { Entity, Enum, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { ReadByPolicy } from '../../graphql/access.js';
import { Node } from '../../graphql/node.js';
import { Track } from '../tracks/track.entity.js';
import { Project } from './project.entity.js';

/** How far a track is within its project. */
export enum ProjectTrackStatus {
  DRAFT = 'DRAFT',
  MIXED = 'MIXED',
  MASTERED = 'MASTERED',
}
registerEnumType(ProjectTrackStatus, { name: 'ProjectTrackStatus' });

/**
 * A library track linked to a project. The track stays one library track (the dashboard counts it,
 * playlists can hold it); deleting the track or the project deletes the link.
 */
@ReadByPolicy('ProjectTrack')
@ObjectType({ description: 'A library track in a project, with its status there.', implements: Node })
@Entity({ tableName: 'project_tracks' })
@Unique({ properties: ['project', 'track'] })
export class ProjectTrack {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => Project, { deleteRule: 'cascade' })
  project: Project;

  @Field(() => Track)
  @ManyToOne(() => Track, { deleteRule: 'cascade', index: true })
  track: Track;

  @Field(() => ProjectTrackStatus)
  @Enum({
    items: () => ProjectTrackStatus,
    nativeEnumName: 'project_track_status',
    default: ProjectTrackStatus.DRAFT,
  })
  status: ProjectTrackStatus & Opt = ProjectTrackStatus.DRAFT;

  /** Uploaded through the project (deleted with it) rather than attached from the library (kept). */
  @Field(() => Boolean, { description: 'Uploaded through the project: deleted with it.' })
  @Property({ type: 'boolean' })
  uploadedToProject: boolean;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  addedAt: Date & Opt = new Date();

  constructor(project: Project, track: Track, uploadedToProject: boolean) {
    this.project = project;
    this.track = track;
    this.uploadedToProject = uploadedToProject;
  }
}
