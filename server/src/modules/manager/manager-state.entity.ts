import { Check, Entity, Enum, ManyToOne, type Opt, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../shared/base.entity.js';
import { User } from '../accounts/user.entity.js';
import { ManagerStyle } from './manager-personas.js';

/** The manager an artist starts with. */
export const INITIAL_STYLE = ManagerStyle.STRATEGIST;

export const INITIAL_SATISFACTION = 85;
export const INITIAL_LEVEL = 3;

/**
 * The artist's relationship with their AI manager. A new artist starts with the strategist already
 * chosen, at 85% satisfaction and level 3 (the description's initial state): the row is made at
 * registration (`initial`). `chosenAt` null is kept for rows from before that rule and means the
 * chooser is shown; a migration set it on every such row.
 */
@Entity({ tableName: 'manager_states' })
@Unique({ properties: ['owner'] })
@Check({ name: 'manager_states_satisfaction_range', expression: 'satisfaction between 0 and 100' })
@Check({ name: 'manager_states_level_positive', expression: 'level >= 1' })
export class ManagerState extends BaseEntity {
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  owner: User;

  @Enum({ items: () => ManagerStyle, nativeEnumName: 'manager_style', default: INITIAL_STYLE })
  style: ManagerStyle = INITIAL_STYLE;

  @Property({ type: 'datetime', nullable: true })
  chosenAt: Date | null = null;

  @Property({ type: 'integer', default: INITIAL_SATISFACTION })
  satisfaction: number & Opt = INITIAL_SATISFACTION;

  @Property({ type: 'integer', default: INITIAL_LEVEL })
  level: number & Opt = INITIAL_LEVEL;

  /** Tasks completed since this manager was chosen: every five raise the level by one. */
  @Property({ type: 'integer', default: 0 })
  completedSinceChosen: number & Opt = 0;

  /** When the success pathway last started over (choosing a manager resets it). */
  @Property({ type: 'datetime' })
  pathwayStartedAt: Date & Opt = new Date();

  constructor(owner: User) {
    super();
    this.owner = owner;
  }

  /** The description's initial state: the strategist, chosen at `at`, 85% and level 3. */
  static initial(owner: User, at: Date): ManagerState {
    const state = new ManagerState(owner);
    state.chosenAt = at;
    state.pathwayStartedAt = at;
    return state;
  }
}
