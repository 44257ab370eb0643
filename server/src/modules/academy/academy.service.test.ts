import { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { createOrmOptions } from '../../db/mikro-orm.config.js';
import { createServices } from '../../services.js';
import { useTestDatabase } from '../../test/database.js';
import { insertArtist } from '../../test/factories.js';
import { testConfig } from '../../test/test-config.js';
import { User } from '../accounts/user.entity.js';
import { ACADEMY_COURSES } from './academy-catalogue.js';
import { courseMinutes } from './course-definition.js';
import { CourseEnrolment } from './course-enrolment.entity.js';
import { LessonCompletion } from './lesson-completion.entity.js';

const db = useTestDatabase();
const config = testConfig();
const academy = () => createServices(db.orm, config, config.jwt.secret ?? '').academy;
const { fork } = db;

const MARKETING = 'music-marketing-fundamentals';
const MIXING = 'mixing-and-mastering-essentials';
const [FIRST, SECOND, THIRD] = [
  'find-your-first-listeners',
  'artist-story-and-visual-identity',
  'plan-a-release',
];

/** Course id -> [completed lessons, percent], as the artist's course list shows them. */
async function progressOf(userId: string) {
  const courses = await academy().courses(fork(), userId);
  return Object.fromEntries(
    courses.map((course) => [course.id, [course.started, course.completedLessons, course.progressPercent]]),
  );
}

describe('the Academy catalogue', () => {
  it('holds three courses of 4, 6 and 8 hours, 5 to 8 lessons each, with unique ids', () => {
    expect(ACADEMY_COURSES.map((course) => courseMinutes(course))).toEqual([240, 360, 480]);
    for (const course of ACADEMY_COURSES) {
      expect(course.lessons.length).toBeGreaterThanOrEqual(5);
      expect(course.lessons.length).toBeLessThanOrEqual(8);
      for (const lesson of course.lessons) {
        expect(lesson.paragraphs.length).toBeGreaterThanOrEqual(2);
        expect(lesson.paragraphs.length).toBeLessThanOrEqual(4);
        expect(lesson.durationMinutes).toBeGreaterThan(0);
        expect(lesson.keyPoints.length).toBeGreaterThanOrEqual(3);
        expect(lesson.keyPoints.length).toBeLessThanOrEqual(4);
        for (const point of lesson.keyPoints) expect(point.length).toBeLessThanOrEqual(120);
        expect(lesson.practice.task.length).toBeGreaterThan(20);
      }
    }
    // Most lessons are practised in the artist's own work, in the app.
    const practisedHere = ACADEMY_COURSES.flatMap((course) => course.lessons).filter(
      (lesson) => lesson.practice.screen,
    );
    expect(practisedHere.length).toBeGreaterThanOrEqual(16);
    const slug = /^[a-z0-9]+(-[a-z0-9]+)*$/;
    const courseIds = ACADEMY_COURSES.map((course) => course.id);
    // Lesson ids are GraphQL ids of their own, so Apollo's cache would merge two lessons sharing one.
    const lessonIds = ACADEMY_COURSES.flatMap((course) => course.lessons.map((lesson) => lesson.id));
    expect(new Set(courseIds).size).toBe(courseIds.length);
    expect(new Set(lessonIds).size).toBe(lessonIds.length);
    for (const id of [...courseIds, ...lessonIds]) expect(id).toMatch(slug);
  });
});

describe('AcademyService progress', () => {
  it('shows a new artist every course, not started, at 0%', async () => {
    const artist = await insertArtist(fork());
    const courses = await academy().courses(fork(), artist.id);
    expect(
      courses.map(({ id, durationMinutes, totalLessons }) => ({ id, durationMinutes, totalLessons })),
    ).toEqual([
      { id: MARKETING, durationMinutes: 240, totalLessons: 6 },
      { id: MIXING, durationMinutes: 360, totalLessons: 7 },
      { id: 'building-a-music-business', durationMinutes: 480, totalLessons: 8 },
    ]);
    for (const course of courses) {
      expect(course).toMatchObject({
        started: false,
        startedAt: null,
        completedLessons: 0,
        progressPercent: 0,
      });
      expect(course.lessons.every((lesson) => !lesson.completed && lesson.completedAt === null)).toBe(true);
    }
  });

  it('starts a course once, however often it is started', async () => {
    const artist = await insertArtist(fork());
    const first = await academy().startCourse(fork(), artist.id, MIXING);
    const again = await academy().startCourse(fork(), artist.id, MIXING);
    expect(first).toMatchObject({ id: MIXING, started: true, completedLessons: 0, progressPercent: 0 });
    expect(first.startedAt).toBeInstanceOf(Date);
    expect(again.startedAt).toEqual(first.startedAt);
    expect(await fork().count(CourseEnrolment, {})).toBe(1);
    expect(await progressOf(artist.id)).toMatchObject({ [MARKETING]: [false, 0, 0], [MIXING]: [true, 0, 0] });
  });

  it('counts completed minutes over course minutes, rounded, and starts the course on a first completion', async () => {
    const artist = await insertArtist(fork());
    const afterOne = await academy().completeLesson(fork(), artist.id, MARKETING, FIRST);
    expect(afterOne).toMatchObject({ started: true, completedLessons: 1, progressPercent: 15 }); // 35/240
    expect(afterOne.startedAt).toBeInstanceOf(Date);
    const afterTwo = await academy().completeLesson(fork(), artist.id, MARKETING, THIRD);
    expect(afterTwo).toMatchObject({ completedLessons: 2, progressPercent: 33 }); // 80/240
    expect(afterTwo.lessons.map((lesson) => lesson.completed)).toEqual([
      true,
      false,
      true,
      false,
      false,
      false,
    ]);
    expect(afterTwo.lessons[0]?.completedAt).toBeInstanceOf(Date);

    const course = ACADEMY_COURSES[0];
    for (const lesson of course?.lessons ?? []) {
      await academy().completeLesson(fork(), artist.id, MARKETING, lesson.id);
    }
    expect(await progressOf(artist.id)).toMatchObject({
      [MARKETING]: [true, 6, 100],
      [MIXING]: [false, 0, 0],
    });
  });

  it('completes and uncompletes idempotently; the course stays started', async () => {
    const artist = await insertArtist(fork());
    await academy().completeLesson(fork(), artist.id, MARKETING, FIRST);
    await academy().completeLesson(fork(), artist.id, MARKETING, FIRST);
    await academy().completeLesson(fork(), artist.id, MARKETING, SECOND);
    expect(await fork().count(LessonCompletion, {})).toBe(2);

    const undone = await academy().uncompleteLesson(fork(), artist.id, MARKETING, FIRST);
    expect(undone).toMatchObject({ started: true, completedLessons: 1, progressPercent: 15 });
    const undoneAgain = await academy().uncompleteLesson(fork(), artist.id, MARKETING, FIRST);
    expect(undoneAgain).toMatchObject({ started: true, completedLessons: 1, progressPercent: 15 });
    expect(await fork().count(LessonCompletion, {})).toBe(1);

    const neverStarted = await academy().uncompleteLesson(fork(), artist.id, MIXING, 'compression');
    expect(neverStarted).toMatchObject({ started: false, completedLessons: 0 });
    expect(await fork().count(CourseEnrolment, {})).toBe(1);
  });

  it('answers what the database holds when one request changes and reads several times', async () => {
    const artist = await insertArtist(fork());
    const em = fork();
    await academy().courses(em, artist.id);
    await academy().completeLesson(em, artist.id, MARKETING, FIRST);
    await academy().completeLesson(em, artist.id, MARKETING, SECOND);
    await academy().uncompleteLesson(em, artist.id, MARKETING, FIRST);
    const [marketing] = await academy().courses(em, artist.id);
    expect(marketing?.lessons.map((lesson) => lesson.completed)).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(await progressOf(artist.id)).toMatchObject({ [MARKETING]: [true, 1, 15] });
  });

  it('lets concurrent completions of the same lesson land once', async () => {
    const artist = await insertArtist(fork());
    await Promise.all(
      Array.from({ length: 5 }, () => academy().completeLesson(fork(), artist.id, MIXING, 'gain-staging')),
    );
    expect(await fork().count(CourseEnrolment, {})).toBe(1);
    expect(await fork().count(LessonCompletion, {})).toBe(1);
    expect(await progressOf(artist.id)).toMatchObject({ [MIXING]: [true, 1, 11] }); // 40/360
  });

  it('reads every course with its progress in one query', async () => {
    const artist = await insertArtist(fork());
    await academy().completeLesson(fork(), artist.id, MARKETING, FIRST);
    await academy().completeLesson(fork(), artist.id, MIXING, 'gain-staging');
    const queries: string[] = [];
    const observed = await MikroORM.init(
      createOrmOptions(db.url, { debug: ['query'], logger: (message) => queries.push(message) }),
    );
    queries.length = 0; // forget the connection check made at start
    try {
      const courses = await academy().courses(observed.em.fork(), artist.id);
      expect(courses.map((course) => course.completedLessons)).toEqual([1, 1, 0]);
    } finally {
      await observed.close();
    }
    expect(queries.filter((query) => /\bselect\b/i.test(query))).toHaveLength(1);
  });

  it("keeps each artist's progress to themselves, and goes when the artist does", async () => {
    const owner = await insertArtist(fork());
    const other = await insertArtist(fork());
    await academy().completeLesson(fork(), owner.id, MARKETING, FIRST);
    await academy().startCourse(fork(), owner.id, MIXING);

    expect(await progressOf(other.id)).toEqual({
      [MARKETING]: [false, 0, 0],
      [MIXING]: [false, 0, 0],
      'building-a-music-business': [false, 0, 0],
    });
    expect((await academy().course(fork(), other.id, MARKETING)).lessons[0]?.completed).toBe(false);
    await academy().uncompleteLesson(fork(), other.id, MARKETING, FIRST);
    await academy().completeLesson(fork(), other.id, MARKETING, SECOND);
    expect(await progressOf(owner.id)).toMatchObject({ [MARKETING]: [true, 1, 15], [MIXING]: [true, 0, 0] });
    expect(await progressOf(other.id)).toMatchObject({ [MARKETING]: [true, 1, 15], [MIXING]: [false, 0, 0] });

    const em = fork();
    await em.remove(em.getReference(User, owner.id)).flush();
    expect(await fork().count(CourseEnrolment, {})).toBe(1);
    expect(await fork().count(LessonCompletion, {})).toBe(1);
  });
});

describe('AcademyService with unknown ids', () => {
  it('answers NOT_FOUND and stores nothing', async () => {
    const artist = await insertArtist(fork());
    const service = academy();
    const courseNotFound = { code: 'NOT_FOUND', message: 'Course not found.' };
    const lessonNotFound = { code: 'NOT_FOUND', message: 'Lesson not found.' };
    const attempts = [
      [() => service.course(fork(), artist.id, 'no-such-course'), courseNotFound],
      [() => service.startCourse(fork(), artist.id, 'no-such-course'), courseNotFound],
      [() => service.completeLesson(fork(), artist.id, 'no-such-course', FIRST), courseNotFound],
      [() => service.uncompleteLesson(fork(), artist.id, 'no-such-course', FIRST), courseNotFound],
      [() => service.completeLesson(fork(), artist.id, MARKETING, 'no-such-lesson'), lessonNotFound],
      [() => service.uncompleteLesson(fork(), artist.id, MARKETING, 'no-such-lesson'), lessonNotFound],
      // A real lesson, but of another course.
      [() => service.completeLesson(fork(), artist.id, MIXING, FIRST), lessonNotFound],
    ] as const;
    for (const [attempt, error] of attempts) await expect(attempt()).rejects.toMatchObject(error);
    expect(await fork().count(CourseEnrolment, {})).toBe(0);
  });
});
