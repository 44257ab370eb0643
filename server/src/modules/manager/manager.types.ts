import { Field, Float, Int, ObjectType } from 'type-graphql';
import { ManagerStyle } from './manager-personas.js';
import { OutlookFigure } from './outlook-figure.js';

@ObjectType({ description: 'One of the four AI manager personas.' })
export class ManagerPersonaType {
  @Field(() => ManagerStyle) style!: ManagerStyle;
  @Field(() => String) name!: string;
  @Field(() => String) title!: string;
  @Field(() => String) avatar!: string;
  @Field(() => String) description!: string;
  @Field(() => [String]) traits!: string[];
}

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

@ObjectType()
export class SuccessPathwayType {
  @Field(() => Int) level!: number;
  @Field(() => Int) totalLevels!: number;
  @Field(() => Int, { description: '0-100.' }) confidence!: number;
  @Field(() => String) nextMilestone!: string;
  @Field(() => String) estimatedTime!: string;
}

@ObjectType()
export class GrowthPredictionType {
  @Field(() => String, { description: 'streams, followers or revenue.' }) metric!: string;
  @Field(() => Float) current!: number;
  @Field(() => Float, { description: 'Predicted six months from now.' }) predicted!: number;
}

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
