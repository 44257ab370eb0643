import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CourseLevel } from './course-definition.js';

registerEnumType(CourseLevel, { name: 'CourseLevel' });

@ObjectType('Lesson', { description: 'A lesson of an Academy course, with whether the caller completed it.' })
export class LessonType {
  @Field(() => ID, { description: 'A slug unique across every course.' })
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => Int)
  minutes!: number;

  @Field(() => [String], { description: 'The lesson text, one string a paragraph.' })
  paragraphs!: readonly string[];

  @Field(() => Boolean)
  completed!: boolean;

  @Field(() => Date, { nullable: true })
  completedAt!: Date | null;
}

@ObjectType('Course', { description: "An Academy course, with the caller's progress through it." })
export class CourseType {
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

  @Field(() => [LessonType], { description: 'In course order.' })
  lessons!: LessonType[];
}
