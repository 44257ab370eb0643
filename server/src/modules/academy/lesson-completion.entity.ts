import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, type Opt, PrimaryKey, Property, type Rel, Unique } from '@mikro-orm/core';
import { CourseEnrolment } from './course-enrolment.entity.js';

/**
 * A lesson the artist marked complete. It hangs off the course's enrolment, so the database itself
 * guarantees a completed lesson belongs to a started course; once per enrolment and lesson.
 */
@Entity({ tableName: 'lesson_completions' })
@Unique({ properties: ['enrolment', 'lessonId'] })
export class LessonCompletion {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  // Rel<> here and in the constructor: the two entities import each other, so decorator metadata
  // must not name the class.
  @ManyToOne(() => CourseEnrolment, { deleteRule: 'cascade' })
  enrolment: Rel<CourseEnrolment>;

  /** A lesson id from the enrolment's course in the catalogue. */
  @Property({ type: 'string', length: 100 })
  lessonId: string;

  @Property({ type: 'datetime' })
  completedAt: Date & Opt = new Date();

  constructor(enrolment: Rel<CourseEnrolment>, lessonId: string) {
    this.enrolment = enrolment;
    this.lessonId = lessonId;
  }
}
