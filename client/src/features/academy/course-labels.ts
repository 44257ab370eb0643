import type { CourseLevel } from '../../__generated__/types';

const LEVEL_LABELS: Record<CourseLevel, string> = {
  BEGINNER: 'Beginner',
  INTERMEDIATE: 'Intermediate',
  ADVANCED: 'Advanced',
};

export function levelLabel(level: CourseLevel): string {
  return LEVEL_LABELS[level];
}

/** "4 hours": every course lasts whole hours (the server's tests hold the catalogue to it). */
export function hoursLabel(minutes: number): string {
  const hours = Math.round(minutes / 60);
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

export function lessonCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'lesson' : 'lessons'}`;
}
