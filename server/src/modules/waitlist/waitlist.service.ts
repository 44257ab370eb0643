import { randomInt } from 'node:crypto';
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { savepoint, unitOfWork } from '../../shared/unit-of-work.js';
import { parseInput } from '../../shared/validation.js';
import type { CallerMeta } from '../accounts/account.service.js';
import type { RateLimits } from '../rate-limits/rate-limits.js';
import {
  type JoinWaitlistInput,
  joinWaitlistInputSchema,
  type ValidJoinWaitlistInput,
} from './waitlist.inputs.js';
import { WAITLIST_STANDING_SQL } from './waitlist.sql.js';
import { WaitlistEntry } from './waitlist-entry.entity.js';

/** The landing page's promise: share with this many friends to move to the front of the line. */
export const REFERRALS_FOR_FRONT_OF_LINE = 3;

export interface WaitlistStanding {
  position: number;
  referralCode: string;
  referralCount: number;
}

/** Unambiguous characters only (no 0/O, 1/I/L), so codes survive being read aloud or retyped. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

export class WaitlistService {
  constructor(private readonly rateLimits: RateLimits) {}

  /**
   * Adds an email to the waitlist, or returns its existing entry: joining twice never duplicates.
   * Counts the caller's rate limit first, then opens its own unit of work, so no transaction holds a
   * pooled connection while the counter waits for another.
   */
  async join(em: EntityManager, rawInput: JoinWaitlistInput, meta: CallerMeta): Promise<WaitlistStanding> {
    await this.rateLimits.countRequest('joinWaitlist', meta.clientAddress);
    const input = parseInput(joinWaitlistInputSchema, rawInput);
    return unitOfWork(em, (tx) => this.enter(tx, input));
  }

  private async enter(em: EntityManager, input: ValidJoinWaitlistInput): Promise<WaitlistStanding> {
    const existing = await em.findOne(WaitlistEntry, { email: input.email });
    if (existing) return this.standingOf(em, existing);

    const referredBy = input.referralCode
      ? await em.findOne(WaitlistEntry, { referralCode: input.referralCode.toUpperCase() })
      : null;
    const entry = new WaitlistEntry({
      email: input.email,
      name: input.name,
      referralCode: newReferralCode(),
      referredBy,
    });
    try {
      await savepoint(em, async (tx) => {
        tx.persist(entry);
      });
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      // The same email joined concurrently: answer with the entry that won.
      const winner = await em.findOneOrFail(WaitlistEntry, { email: input.email });
      return this.standingOf(em, winner);
    }
    return this.standingOf(em, entry);
  }

  /**
   * An entry's place in line, computed now: entries with enough credited referrals come first,
   * then everyone in order of joining.
   */
  async standingOf(em: EntityManager, entry: WaitlistEntry): Promise<WaitlistStanding> {
    const rows = await em.execute<{ position: string; referral_count: string }[]>(WAITLIST_STANDING_SQL, [
      REFERRALS_FOR_FRONT_OF_LINE,
      entry.id,
    ]);
    const row = rows[0];
    if (!row) throw new Error(`Waitlist entry ${entry.id} vanished while computing its position`);
    return {
      position: Number(row.position),
      referralCode: entry.referralCode,
      referralCount: Number(row.referral_count),
    };
  }
}

function newReferralCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}
