import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { errorCodes, graphql } from '../../test/http-client.js';
import { useTestServer } from '../../test/test-server.js';
import { signUp } from '../../test/uploads.js';

const db = useTestDatabase();
const server = useTestServer(db);

const PROGRESS = 'id started completedLessons totalLessons progressPercent lessons { id completed }';
const COURSES = `{ courses { id title level emoji durationMinutes ${PROGRESS} } }`;
const COURSE = `query ($id: ID!) { course(id: $id) { ${PROGRESS} lessons { title durationMinutes paragraphs keyPoints practice { task screen } } } }`;
const START = `mutation ($id: ID!) { startCourse(input: { courseId: $id }) { ${PROGRESS} } }`;
const COMPLETE = `mutation ($c: ID!, $l: ID!) { completeLesson(input: { courseId: $c, lessonId: $l }) { ${PROGRESS} } }`;
const UNCOMPLETE = `mutation ($c: ID!, $l: ID!) { uncompleteLesson(input: { courseId: $c, lessonId: $l }) { ${PROGRESS} } }`;

const MARKETING = 'music-marketing-fundamentals';

let token: string;
beforeEach(async () => {
  token = await signUp(server.url, uniqueEmail());
});

describe('the Academy over GraphQL', () => {
  it('lists the three courses with their lengths and no progress for a new artist', async () => {
    const answer = await graphql(server.url, COURSES, {}, token);
    expect(answer.errors).toBeUndefined();
    expect(
      answer.data?.courses.map(
        (course: { title: string; level: string; durationMinutes: number; progressPercent: number }) => [
          course.title,
          course.level,
          course.durationMinutes / 60,
          course.progressPercent,
        ],
      ),
    ).toEqual([
      ['Music Marketing Fundamentals', 'BEGINNER', 4, 0],
      ['Mixing and Mastering Essentials', 'INTERMEDIATE', 6, 0],
      ['Building a Music Business', 'ADVANCED', 8, 0],
    ]);
  });

  it('starts a course, completes and uncompletes lessons, each answer carrying the changed course', async () => {
    const started = await graphql(server.url, START, { id: MARKETING }, token);
    expect(started.data?.startCourse).toMatchObject({ id: MARKETING, started: true, progressPercent: 0 });

    await graphql(server.url, COMPLETE, { c: MARKETING, l: 'find-your-first-listeners' }, token);
    const completed = await graphql(server.url, COMPLETE, { c: MARKETING, l: 'plan-a-release' }, token);
    expect(completed.data?.completeLesson).toMatchObject({
      id: MARKETING,
      completedLessons: 2,
      totalLessons: 6,
      progressPercent: 33,
    });
    expect(completed.data?.completeLesson.lessons[2]).toEqual({ id: 'plan-a-release', completed: true });

    const uncompleted = await graphql(server.url, UNCOMPLETE, { c: MARKETING, l: 'plan-a-release' }, token);
    expect(uncompleted.data?.uncompleteLesson).toMatchObject({ completedLessons: 1, progressPercent: 15 });

    const course = await graphql(server.url, COURSE, { id: MARKETING }, token);
    expect(course.data?.course).toMatchObject({ id: MARKETING, started: true, completedLessons: 1 });
    expect(course.data?.course.lessons[0]).toMatchObject({
      id: 'find-your-first-listeners',
      title: 'Find Your First 1,000 Listeners',
      durationMinutes: 35,
      completed: true,
    });
    expect(course.data?.course.lessons[0].paragraphs.length).toBeGreaterThanOrEqual(2);
    const { keyPoints, practice } = course.data?.course.lessons[0] ?? {};
    expect(keyPoints.length).toBeGreaterThanOrEqual(3);
    expect(practice.task).toMatch(/\w+/);
  });

  it("shows one artist's progress to nobody else", async () => {
    await graphql(server.url, COMPLETE, { c: MARKETING, l: 'find-your-first-listeners' }, token);
    const other = await signUp(server.url, uniqueEmail('other'));
    const theirs = await graphql(server.url, COURSE, { id: MARKETING }, other);
    expect(theirs.data?.course).toMatchObject({ started: false, completedLessons: 0, progressPercent: 0 });
  });

  it('answers unknown courses and lessons with NOT_FOUND', async () => {
    const course = await graphql(server.url, COURSE, { id: 'no-such-course' }, token);
    expect(course.data?.course).toBeNull();
    expect(course.errors?.[0]).toMatchObject({
      message: 'Course not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    // The lookup is nullable: the rest of the answer stands.
    const beside = await graphql(
      server.url,
      'query ($id: ID!) { me { id } course(id: $id) { id } courses { id } }',
      { id: 'no-such-course' },
      token,
    );
    expect(beside.data?.me.id).toEqual(expect.any(String));
    expect(beside.data?.course).toBeNull();
    expect(beside.data?.courses).toHaveLength(3);
    expect(errorCodes(beside)).toEqual(['NOT_FOUND']);
    const start = await graphql(server.url, START, { id: 'no-such-course' }, token);
    expect(start.errors?.[0]).toMatchObject({
      message: 'Course not found.',
      extensions: { code: 'NOT_FOUND', field: 'courseId' },
    });
    const lesson = await graphql(server.url, COMPLETE, { c: MARKETING, l: 'no-such-lesson' }, token);
    expect(lesson.errors?.[0]).toMatchObject({
      message: 'Lesson not found.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('needs a signed-in caller for every operation', async () => {
    const lesson = { c: MARKETING, l: 'find-your-first-listeners' };
    for (const [query, variables] of [
      [COURSES, {}],
      [COURSE, { id: MARKETING }],
      [START, { id: MARKETING }],
      [COMPLETE, lesson],
      [UNCOMPLETE, lesson],
    ] as const) {
      expect(errorCodes(await graphql(server.url, query, variables))).toEqual(['UNAUTHENTICATED']);
    }
  });
});
