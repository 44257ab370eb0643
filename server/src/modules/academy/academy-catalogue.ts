import type { CourseDefinition } from './course-definition.js';
import { buildingAMusicBusiness } from './courses/building-a-music-business.js';
import { mixingAndMasteringEssentials } from './courses/mixing-and-mastering-essentials.js';
import { musicMarketingFundamentals } from './courses/music-marketing-fundamentals.js';

/** The Academy's courses, in the order the screen shows them. Fixed in code; progress is per user. */
export const ACADEMY_COURSES: readonly CourseDefinition[] = [
  musicMarketingFundamentals,
  mixingAndMasteringEssentials,
  buildingAMusicBusiness,
];

/** The catalogue's course with that id, or undefined. */
export function findCourse(courseId: string): CourseDefinition | undefined {
  return ACADEMY_COURSES.find((course) => course.id === courseId);
}
