import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SeenWithHolder } from '../../graphql/access.js';
import { CourseLevel, PracticeScreen } from './course-definition.js';

registerEnumType(CourseLevel, { name: 'CourseLevel' });
registerEnumType(PracticeScreen, {
  name: 'PracticeScreen',
  description: "The workspace screen where a lesson's practice is done.",
});

@SeenWithHolder()
@ObjectType('LessonPractice', { description: 'One thing to do after a lesson, in the artist’s own work.' })
export class LessonPractice {
  @Field(() => String, { description: 'What to do, and how the artist knows it worked.' })
  task!: string;

  @Field(() => PracticeScreen, {
    nullable: true,
    description: 'Where it is done in Backline; null when outside it.',
  })
  screen?: PracticeScreen | null;
}

@SeenWithHolder()
@ObjectType('Lesson', {
  description:
    'A lesson of an Academy course, with whether the caller completed it. The catalogue is fixed in code, ' +
    'so a lesson is found through its course, not by node(id:).',
})
export class Lesson {
  @Field(() => ID, { description: 'A slug unique across every course.' })
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => Int, { description: 'How long the lesson takes, in minutes.' })
  durationMinutes!: number;

  @Field(() => [String], { description: 'The lesson text, one string a paragraph.' })
  paragraphs!: readonly string[];

  @Field(() => [String], { description: 'Three or four points to remember, each one sentence.' })
  keyPoints!: readonly string[];

  @Field(() => LessonPractice)
  practice!: LessonPractice;

  @Field(() => Boolean)
  completed!: boolean;

  @Field(() => Date, { nullable: true })
  completedAt!: Date | null;
}

@SeenWithHolder()
@ObjectType('Course', {
  description:
    "An Academy course, with the caller's progress through it. The catalogue is fixed in code (three " +
    'courses), so a course is found by course(id:), not by node(id:).',
})
export class Course {
  @Field(() => ID, { description: 'A stable slug.' })
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  description!: string;

  @Field(() => CourseLevel)
  level!: CourseLevel;

  @Field(() => String)
  emoji!: string;

  @Field(() => Int, { description: "The sum of its lessons' minutes." })
  durationMinutes!: number;

  @Field(() => Boolean)
  started!: boolean;

  @Field(() => Date, { nullable: true })
  startedAt!: Date | null;

  @Field(() => Int)
  totalLessons!: number;

  @Field(() => Int)
  completedLessons!: number;

  @Field(() => Int, { description: "Completed lessons' minutes over the course's minutes, 0-100, rounded." })
  progressPercent!: number;

  @Field(() => [Lesson], { description: 'In course order; a course has a handful of lessons.' })
  lessons!: Lesson[];
}

@InputType()
export class StartCourseInput {
  @Field(() => ID, { description: "The course's slug." })
  courseId!: string;
}

@InputType()
export class CompleteLessonInput {
  @Field(() => ID, { description: "The course's slug." })
  courseId!: string;

  @Field(() => ID, { description: "The lesson's slug, one of the course's." })
  lessonId!: string;
}

@InputType()
export class UncompleteLessonInput {
  @Field(() => ID, { description: "The course's slug." })
  courseId!: string;

  @Field(() => ID, { description: "The lesson's slug, one of the course's." })
  lessonId!: string;
}
