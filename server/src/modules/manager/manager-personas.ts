import { registerEnumType } from 'type-graphql';

/** The four manager styles; each persona below is one of them. */
export enum ManagerStyle {
  HUSTLER = 'HUSTLER',
  STRATEGIST = 'STRATEGIST',
  CREATIVE = 'CREATIVE',
  ENTREPRENEUR = 'ENTREPRENEUR',
}
registerEnumType(ManagerStyle, { name: 'ManagerStyle' });

export interface ManagerPersona {
  style: ManagerStyle;
  name: string;
  title: string;
  avatar: string;
  description: string;
  traits: readonly [string, string, string, string];
}

/** Our own personas (the landing page introduces the same four). */
export const MANAGER_PERSONAS: Record<ManagerStyle, ManagerPersona> = {
  HUSTLER: {
    style: ManagerStyle.HUSTLER,
    name: 'Maya Reyes',
    title: 'Release Machine',
    avatar: '🔥',
    description: 'Ships something every week and keeps your momentum up: output first, polish on the way.',
    traits: ['Relentless', 'Fast-moving', 'Direct', 'Output-driven'],
  },
  STRATEGIST: {
    style: ManagerStyle.STRATEGIST,
    name: 'Elliot Vance',
    title: 'Career Architect',
    avatar: '🧭',
    description: 'Reads your numbers and plans each release like a campaign, one milestone at a time.',
    traits: ['Analytical', 'Patient', 'Data-led', 'Long-term'],
  },
  CREATIVE: {
    style: ManagerStyle.CREATIVE,
    name: 'Luna Okafor',
    title: 'Artistic Director',
    avatar: '🎨',
    description: 'Guards your sound and turns your story into a brand people remember.',
    traits: ['Intuitive', 'Story-first', 'Experimental', 'Encouraging'],
  },
  ENTREPRENEUR: {
    style: ManagerStyle.ENTREPRENEUR,
    name: 'Marcus Hale',
    title: 'Music Business Builder',
    avatar: '💼',
    description: 'Finds the revenue in your catalogue: sync, merch, licensing and deals.',
    traits: ['Commercial', 'Networked', 'Pragmatic', 'Revenue-focused'],
  },
};

/** The description's level names: 1 Rookie, 2 Amateur, 3 Pro, 4 Veteran, 5 or more Legend. */
export function levelName(level: number): string {
  if (level <= 1) return 'Rookie';
  if (level === 2) return 'Amateur';
  if (level === 3) return 'Pro';
  if (level === 4) return 'Veteran';
  return 'Legend';
}
