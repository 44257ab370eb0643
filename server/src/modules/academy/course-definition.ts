/** How much a course expects the artist to know already. */
export enum CourseLevel {
  BEGINNER = 'BEGINNER',
  INTERMEDIATE = 'INTERMEDIATE',
  ADVANCED = 'ADVANCED',
}

/** One lesson: its id is a slug unique across the whole catalogue and never changes once published. */
export interface LessonDefinition {
  readonly id: string;
  readonly title: string;
  readonly durationMinutes: number;
  /** The lesson text, one string a paragraph. */
  readonly paragraphs: readonly string[];
}

/** One course of the catalogue; its id is a stable slug and its length the sum of its lessons' minutes. */
export interface CourseDefinition {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly level: CourseLevel;
  readonly emoji: string;
  readonly lessons: readonly LessonDefinition[];
}

export function courseMinutes(course: CourseDefinition): number {
  return course.lessons.reduce((total, lesson) => total + lesson.durationMinutes, 0);
}
