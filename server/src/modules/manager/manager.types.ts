import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Public, SeenWithHolder } from '../../graphql/access.js';
import { GrowthMetric } from './growth-metric.js';
import { AdvisorKind } from './manager-advisor.js';
import { ManagerStyle } from './manager-personas.js';
import { OutlookFigure } from './outlook-figure.js';

registerEnumType(AdvisorKind, {
  name: 'ManagerAdvisorKind',
  description:
    'MODEL: a chat model answers (the built-in advisor when it fails); BUILT_IN: the built-in advisor alone.',
});

// The classes keep a Type suffix in TypeScript only: the plain names are the domain's interfaces
// (manager-personas.ts, career-outlook.ts) that these present.
@Public()
@ObjectType('ManagerPersona', { description: 'One of the four AI manager personas.' })
export class ManagerPersonaType {
  @Field(() => ManagerStyle) style!: ManagerStyle;
  @Field(() => String) name!: string;
  @Field(() => String) title!: string;
  @Field(() => String) avatar!: string;
  @Field(() => String) description!: string;
  @Field(() => [String]) traits!: string[];
}

@SeenWithHolder()
@ObjectType({ description: "The artist's relationship with their AI manager." })
export class ManagerRelationship {
  @Field(() => Boolean, {
    description:
      'True from registration (the strategist is chosen for a new artist); false only for an artist ' +
      'who never chose, which a migration ended: the screen would show the chooser.',
  })
  chosen!: boolean;

  @Field(() => ManagerPersonaType)
  persona!: ManagerPersonaType;

  @Field(() => Int, { description: '0-100.' })
  satisfaction!: number;

  @Field(() => Int)
  level!: number;

  @Field(() => String, { description: 'Rookie, Amateur, Pro, Veteran, Legend.' })
  levelName!: string;

  @Field(() => Int, { description: 'Tasks to complete before the next level.' })
  tasksToNextLevel!: number;
}

@SeenWithHolder()
@ObjectType('SuccessPathway', {
  description: "The artist's career stage by monthly listeners, and the next one.",
})
export class SuccessPathwayType {
  @Field(() => Int, { description: 'The career stage, 1 to totalLevels.' }) level!: number;
  @Field(() => Int) totalLevels!: number;
  @Field(() => Int, { description: 'How sure the estimate is, 0-100.' }) confidencePercent!: number;
  @Field(() => String) nextMilestone!: string;
  @Field(() => String, {
    description:
      "How long the next milestone should take, as the screen shows it: a range of months ('3-5 months'), " +
      "'More than 3 years', or 'Ongoing' at the last stage.",
  })
  estimatedTime!: string;
}

@SeenWithHolder()
@ObjectType('GrowthPrediction', { description: 'One metric now and six months from now.' })
export class GrowthPredictionType {
  @Field(() => GrowthMetric) metric!: GrowthMetric;
  @Field(() => Float, { description: 'As entered on the profile: a count, or US dollars for REVENUE.' })
  current!: number;
  @Field(() => Float, { description: 'Predicted six months from now, in the same unit as current.' })
  predicted!: number;
}

@SeenWithHolder()
@ObjectType({
  description:
    'The success pathway and six-month growth predictions, from the figures the artist entered on ' +
    'their profile; never from sample figures.',
})
export class CareerOutlook {
  @Field(() => SuccessPathwayType, {
    nullable: true,
    description: 'Null until the artist has entered their monthly listeners.',
  })
  pathway!: SuccessPathwayType | null;

  @Field(() => [GrowthPredictionType], { description: 'One per metric the artist has entered a figure for.' })
  growth!: GrowthPredictionType[];

  @Field(() => [OutlookFigure], {
    description: 'The figures the outlook reads that the artist has not entered (0 counts as not entered).',
  })
  missingFigures!: OutlookFigure[];
}

@InputType({ description: 'A question for the chosen manager.' })
export class AskManagerInput {
  @Field(() => String, { description: 'At most 1000 characters; blank is refused.' })
  question!: string;
}

@InputType()
export class ChooseManagerInput {
  @Field(() => ManagerStyle)
  style!: ManagerStyle;
}

@InputType()
export class CompleteManagerTaskInput {
  @Field(() => ID, { description: "A task of the caller's plan." })
  taskId!: string;
}

@SeenWithHolder()
@ObjectType('Milestone', { description: 'One step of a career, as the workspace counts it from real work.' })
export class MilestoneType {
  @Field(() => String, { description: "A stable name: 'first-track', 'first-release', 'listeners-1k'..." })
  key!: string;
  @Field(() => String) title!: string;
  @Field(() => Boolean) achieved!: boolean;
  @Field(() => String, { description: 'What to do to reach it.' }) howTo!: string;
}

@SeenWithHolder()
@ObjectType('CareerProgress', {
  description:
    "The artist's career level: how many of the milestones (a track, a project, working with others, a release, 1,000 and 10,000 monthly listeners) are reached. Not the manager relationship's level.",
})
export class CareerProgressType {
  @Field(() => Int, { description: 'Milestones reached.' }) level!: number;
  @Field(() => Int) totalLevels!: number;
  @Field(() => [MilestoneType], { description: 'Every milestone, in order (six).' })
  milestones!: MilestoneType[];
  @Field(() => MilestoneType, {
    nullable: true,
    description: 'The first milestone not reached; null once all are.',
  })
  next!: MilestoneType | null;
}
