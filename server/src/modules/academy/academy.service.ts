import { randomUUID } from 'node:crypto';
import { type EntityManager, LoadStrategy } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { NotFoundError } from '../../shared/errors.js';
import { unitOfWork } from '../../shared/unit-of-work.js';
import { ACADEMY_COURSES, findCourse } from './academy-catalogue.js';
import { type CourseDefinition, courseMinutes, type LessonDefinition } from './course-definition.js';
import { CourseEnrolment } from './course-enrolment.entity.js';
import { LessonCompletion } from './lesson-completion.entity.js';

const COURSE_NOT_FOUND = 'Course not found.';
const LESSON_NOT_FOUND = 'Lesson not found.';

export interface LessonProgress extends LessonDefinition {
  completed: boolean;
  completedAt: Date | null;
}

/** A catalogue course with one artist's progress through it. */
export interface CourseProgress extends Omit<CourseDefinition, 'lessons'> {
  durationMinutes: number;
  started: boolean;
  startedAt: Date | null;
  totalLessons: number;
  completedLessons: number;
  progressPercent: number;
  lessons: LessonProgress[];
}

/** What the database holds of one artist's progress in one course. */
interface StoredProgress {
  startedAt: Date;
  completedAt: Map<string, Date>;
}

/**
 * The Academy: a fixed catalogue of courses, and each artist's own progress through them. Starting a
 * course and completing or uncompleting a lesson are idempotent; completing a lesson starts its course.
 */
export class AcademyService {
  /** Every course in catalogue order, with the artist's progress read in one query. */
  async courses(em: EntityManager, userId: string): Promise<CourseProgress[]> {
    const stored = await storedProgress(em, userId);
    return ACADEMY_COURSES.map((course) => withProgress(course, stored.get(course.id)));
  }

  async course(em: EntityManager, userId: string, courseId: string): Promise<CourseProgress> {
    const course = requireCourse(courseId);
    const stored = await storedProgress(em, userId, course.id);
    return withProgress(course, stored.get(course.id));
  }

  async startCourse(em: EntityManager, userId: string, courseId: string): Promise<CourseProgress> {
    const course = requireCourse(courseId);
    await enrol(em, userId, course.id);
    return this.course(em, userId, course.id);
  }

  async completeLesson(
    em: EntityManager,
    userId: string,
    courseId: string,
    lessonId: string,
  ): Promise<CourseProgress> {
    const { course, lesson } = requireLesson(courseId, lessonId);
    await unitOfWork(em, async (tx) => {
      const enrolmentId = await enrol(tx, userId, course.id);
      await tx
        .createQueryBuilder(LessonCompletion)
        .insert({ id: randomUUID(), enrolment: enrolmentId, lessonId: lesson.id, completedAt: new Date() })
        .onConflict(['enrolment', 'lessonId'])
        .ignore()
        .execute();
    });
    return this.course(em, userId, course.id);
  }

  /** Marks the lesson not done; the course stays started. */
  async uncompleteLesson(
    em: EntityManager,
    userId: string,
    courseId: string,
    lessonId: string,
  ): Promise<CourseProgress> {
    const { course, lesson } = requireLesson(courseId, lessonId);
    await em.nativeDelete(LessonCompletion, {
      $and: [
        scope(LessonCompletion, userId, 'delete'),
        { enrolment: { courseId: course.id }, lessonId: lesson.id },
      ],
    });
    return this.course(em, userId, course.id);
  }
}

function requireCourse(courseId: string): CourseDefinition {
  const course = findCourse(courseId);
  if (!course) throw new NotFoundError(COURSE_NOT_FOUND, { field: 'courseId' });
  return course;
}

function requireLesson(courseId: string, lessonId: string) {
  const course = requireCourse(courseId);
  const lesson = course.lessons.find((candidate) => candidate.id === lessonId);
  if (!lesson) throw new NotFoundError(LESSON_NOT_FOUND, { field: 'lessonId' });
  return { course, lesson };
}

/** Starts the course unless it is started already (concurrent calls included); answers the enrolment id. */
async function enrol(em: EntityManager, userId: string, courseId: string): Promise<string> {
  await em
    .createQueryBuilder(CourseEnrolment)
    .insert({ id: randomUUID(), user: userId, courseId, startedAt: new Date() })
    .onConflict(['user', 'courseId'])
    .ignore()
    .execute();
  const enrolment = await em.findOneOrFail(
    CourseEnrolment,
    { ...scope(CourseEnrolment, userId), courseId },
    { fields: ['id'] },
  );
  return enrolment.id;
}

/** The artist's enrolments with their completed lessons, by course id: one query, joined. */
async function storedProgress(
  em: EntityManager,
  userId: string,
  courseId?: string,
): Promise<Map<string, StoredProgress>> {
  const enrolments = await em.find(
    CourseEnrolment,
    courseId ? { ...scope(CourseEnrolment, userId), courseId } : scope(CourseEnrolment, userId),
    { populate: ['completions'], strategy: LoadStrategy.JOINED },
  );
  return new Map(
    enrolments.map((enrolment) => [
      enrolment.courseId,
      {
        startedAt: enrolment.startedAt,
        completedAt: new Map(
          enrolment.completions.getItems().map((completion) => [completion.lessonId, completion.completedAt]),
        ),
      },
    ]),
  );
}

function withProgress(course: CourseDefinition, stored: StoredProgress | undefined): CourseProgress {
  const lessons = course.lessons.map((lesson) => {
    const completedAt = stored?.completedAt.get(lesson.id) ?? null;
    return { ...lesson, completed: completedAt !== null, completedAt };
  });
  const done = lessons.filter((lesson) => lesson.completed);
  const durationMinutes = courseMinutes(course);
  const doneMinutes = done.reduce((total, lesson) => total + lesson.durationMinutes, 0);
  return {
    ...course,
    durationMinutes,
    started: stored !== undefined,
    startedAt: stored?.startedAt ?? null,
    totalLessons: lessons.length,
    completedLessons: done.length,
    progressPercent: Math.round((100 * doneMinutes) / durationMinutes),
    lessons,
  };
}
