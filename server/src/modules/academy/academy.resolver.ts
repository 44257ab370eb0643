import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import type { CourseProgress } from './academy.service.js';
import { CourseType } from './academy.types.js';

@Resolver(() => CourseType)
export class AcademyResolver {
  @Authorized()
  @Query(() => [CourseType], { description: "The Academy's courses, with the caller's progress." })
  courses(@Ctx() ctx: GraphQLContext): Promise<CourseProgress[]> {
    return ctx.services.academy.courses(ctx.em, currentUserId(ctx));
  }

  @Authorized()
  @Query(() => CourseType)
  course(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<CourseProgress> {
    return ctx.services.academy.course(ctx.em, currentUserId(ctx), id);
  }

  @Authorized()
  @Mutation(() => CourseType, { description: 'Starts the course; starting it again changes nothing.' })
  startCourse(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<CourseProgress> {
    return ctx.services.academy.startCourse(ctx.em, currentUserId(ctx), id);
  }

  @Authorized()
  @Mutation(() => CourseType, { description: 'Marks the lesson done, starting its course if need be.' })
  completeLesson(
    @Arg('courseId', () => ID) courseId: string,
    @Arg('lessonId', () => ID) lessonId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CourseProgress> {
    return ctx.services.academy.completeLesson(ctx.em, currentUserId(ctx), courseId, lessonId);
  }

  @Authorized()
  @Mutation(() => CourseType, { description: 'Marks the lesson not done; the course stays started.' })
  uncompleteLesson(
    @Arg('courseId', () => ID) courseId: string,
    @Arg('lessonId', () => ID) lessonId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CourseProgress> {
    return ctx.services.academy.uncompleteLesson(ctx.em, currentUserId(ctx), courseId, lessonId);
  }
}
