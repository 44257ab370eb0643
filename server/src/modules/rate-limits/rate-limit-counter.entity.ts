import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The table rate-limiter-flexible keeps its counters in. Only its library reads and writes it; it is
 * mapped so migrations created from the entities know about it and never drop it.
 */
@Entity({ tableName: 'rate_limits' })
export class RateLimitCounter {
  @PrimaryKey({ type: 'string', length: 255 })
  key!: string;

  @Property({ type: 'integer', default: 0 })
  points!: number;

  @Property({ type: 'bigint', nullable: true })
  expire?: string | null;
}
