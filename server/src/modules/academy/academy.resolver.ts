import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { SignedIn } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import type { CourseProgress } from './academy.service.js';
import { CompleteLessonInput, Course, StartCourseInput, UncompleteLessonInput } from './academy.types.js';

@Resolver(() => Course)
export class AcademyResolver {
  @SignedIn()
  @Query(() => [Course], {
    description: "The Academy's fixed catalogue (three courses), with the caller's progress.",
  })
  courses(@Ctx() ctx: GraphQLContext): Promise<CourseProgress[]> {
    return ctx.services.academy.courses(ctx.em, currentUserId(ctx));
  }

  @SignedIn()
  @Query(() => Course, {
    nullable: true,
    description:
      'A course by its slug: null, with a NOT_FOUND error, for a slug the catalogue does not have.',
  })
  course(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<CourseProgress> {
    return ctx.services.academy.course(ctx.em, currentUserId(ctx), id);
  }

  @SignedIn()
  @Mutation(() => Course, { description: 'Starts the course; starting it again changes nothing.' })
  startCourse(
    @Arg('input', () => StartCourseInput) input: StartCourseInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CourseProgress> {
    return ctx.services.academy.startCourse(ctx.em, currentUserId(ctx), input.courseId);
  }

  @SignedIn()
  @Mutation(() => Course, { description: 'Marks the lesson done, starting its course if need be.' })
  completeLesson(
    @Arg('input', () => CompleteLessonInput) input: CompleteLessonInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CourseProgress> {
    return ctx.services.academy.completeLesson(ctx.em, currentUserId(ctx), input.courseId, input.lessonId);
  }

  @SignedIn()
  @Mutation(() => Course, { description: 'Marks the lesson not done; the course stays started.' })
  uncompleteLesson(
    @Arg('input', () => UncompleteLessonInput) input: UncompleteLessonInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CourseProgress> {
    return ctx.services.academy.uncompleteLesson(ctx.em, currentUserId(ctx), input.courseId, input.lessonId);
  }
}
