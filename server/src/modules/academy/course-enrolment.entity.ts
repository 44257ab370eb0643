import { randomUUID } from 'node:crypto';
import {
  Collection,
  Entity,
  ManyToOne,
  OneToMany,
  type Opt,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';
import { LessonCompletion } from './lesson-completion.entity.js';

/**
 * An artist has started one of the Academy's courses (catalogue slug). Once per artist and course;
 * deleting the artist deletes it, and with it the lessons they completed.
 */
@Entity({ tableName: 'course_enrolments' })
@Unique({ properties: ['user', 'courseId'] })
export class CourseEnrolment {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  /** A course id from the catalogue in code (academy-catalogue.ts). */
  @Property({ type: 'string', length: 100 })
  courseId: string;

  @Property({ type: 'datetime' })
  startedAt: Date & Opt = new Date();

  @OneToMany(
    () => LessonCompletion,
    (completion) => completion.enrolment,
  )
  completions = new Collection<LessonCompletion>(this);

  constructor(user: User, courseId: string) {
    this.user = user;
    this.courseId = courseId;
  }
}
