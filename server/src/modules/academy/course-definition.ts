/** How much a course expects the artist to know already. */
export enum CourseLevel {
  BEGINNER = 'BEGINNER',
  INTERMEDIATE = 'INTERMEDIATE',
  ADVANCED = 'ADVANCED',
}

/** The workspace screen where a lesson's practice is done. */
export enum PracticeScreen {
  UPLOAD = 'UPLOAD',
  TRACKS = 'TRACKS',
  PLAYLISTS = 'PLAYLISTS',
  PROJECTS = 'PROJECTS',
  CREATIVE_STUDIO = 'CREATIVE_STUDIO',
  AI_MANAGER = 'AI_MANAGER',
  PROFILE = 'PROFILE',
  NETWORK = 'NETWORK',
}

/** What the artist does after reading, in their own work: one concrete task, where it is done. */
export interface LessonPractice {
  /** One to three sentences, addressed to the artist, naming what to do and how they know it worked. */
  readonly task: string;
  /** The screen to do it on, when it is done in Backline. */
  readonly screen?: PracticeScreen;
}

/** One lesson: its id is a slug unique across the whole catalogue and never changes once published. */
export interface LessonDefinition {
  readonly id: string;
  readonly title: string;
  readonly durationMinutes: number;
  /** The lesson text, one string a paragraph. */
  readonly paragraphs: readonly string[];
  /** Three or four points to remember, each one short sentence. */
  readonly keyPoints: readonly string[];
  readonly practice: LessonPractice;
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
