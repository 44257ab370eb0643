import { Check, Entity, Enum, Index, ManyToOne, type Opt, Property, Unique } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ReadByPolicy } from '../../graphql/access.js';
import { Node } from '../../graphql/node.js';
import { BaseEntity } from '../../shared/base.entity.js';
import { TextArrayType } from '../../shared/text-array.type.js';
import { User } from '../accounts/user.entity.js';
import { ManagerStyle } from './manager-personas.js';

/** The description's priorities; URGENT is for what is overdue (e.g. a mix stalled for three weeks). */
export enum TaskPriority {
  URGENT = 'URGENT',
  HIGH = 'HIGH',
  MEDIUM = 'MEDIUM',
  LOW = 'LOW',
}
registerEnumType(TaskPriority, { name: 'TaskPriority' });

/** The description's five task categories. */
export enum TaskCategory {
  NETWORKING = 'NETWORKING',
  CONTENT = 'CONTENT',
  PROMOTION = 'PROMOTION',
  BUSINESS = 'BUSINESS',
  PRODUCTION = 'PRODUCTION',
}
registerEnumType(TaskCategory, { name: 'TaskCategory' });

/** One task of a daily action plan, generated from the artist's data in a manager's style. */
@ReadByPolicy('ManagerTask')
@ObjectType({ description: "A task in the AI manager's daily action plan.", implements: Node })
@Entity({ tableName: 'manager_tasks' })
@Index({ properties: ['owner', 'planDate'] })
@Unique({ properties: ['owner', 'planDate', 'style', 'ruleKey'] })
@Check({ name: 'manager_tasks_impact_range', expression: 'impact between 1 and 10' })
@Check({
  name: 'manager_tasks_success_metrics_no_null_elements',
  expression: 'array_position(success_metrics, null) is null',
})
export class ManagerTask extends BaseEntity {
  @Field(() => ID)
  declare id: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  owner: User;

  @Field(() => ManagerStyle)
  @Enum({ items: () => ManagerStyle, nativeEnumName: 'manager_style' })
  style: ManagerStyle;

  /** The UTC day of the plan, YYYY-MM-DD. */
  @Field(() => String, { description: 'The (UTC) day of the plan, YYYY-MM-DD.' })
  @Property({ type: 'date' })
  planDate: string;

  /** Which rule made it, so a plan never holds the same task twice. */
  @Property({ type: 'string', length: 60 })
  ruleKey: string;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  title: string;

  @Field(() => String)
  @Property({ type: 'text' })
  description: string;

  @Field(() => TaskCategory)
  @Enum({ items: () => TaskCategory, nativeEnumName: 'task_category' })
  category: TaskCategory;

  @Field(() => TaskPriority)
  @Enum({ items: () => TaskPriority, nativeEnumName: 'task_priority' })
  priority: TaskPriority;

  @Field(() => Int, { description: 'How long the task should take, in minutes.' })
  @Property({ type: 'integer' })
  estimatedMinutes: number;

  @Field(() => Int, { description: '1-10; completing the task raises satisfaction by twice this.' })
  @Property({ type: 'integer' })
  impact: number;

  @Field(() => String, { description: 'Why the manager asks for it, from the artist’s data.' })
  @Property({ type: 'text' })
  reasoning: string;

  @Field(() => [String])
  @Property({ type: TextArrayType })
  successMetrics: string[];

  @Field(() => Date, { description: '24 hours after the plan was generated.' })
  @Property({ type: 'datetime' })
  deadline: Date;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  completedAt: Date | null = null;

  @Field(() => Date)
  declare createdAt: Date & Opt;

  constructor(props: Omit<ManagerTask, keyof BaseEntity | 'completedAt'>) {
    super();
    this.owner = props.owner;
    this.style = props.style;
    this.planDate = props.planDate;
    this.ruleKey = props.ruleKey;
    this.title = props.title;
    this.description = props.description;
    this.category = props.category;
    this.priority = props.priority;
    this.estimatedMinutes = props.estimatedMinutes;
    this.impact = props.impact;
    this.reasoning = props.reasoning;
    this.successMetrics = props.successMetrics;
    this.deadline = props.deadline;
  }
}
