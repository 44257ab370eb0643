import { z } from 'zod';
import { emailAddress, optionalText } from '../../shared/input-fields.js';

export const joinWaitlistInputSchema = z.object({
  email: emailAddress,
  name: optionalText('Name', 100),
  referralCode: optionalText('Referral code', 32),
});
export type JoinWaitlistInput = z.input<typeof joinWaitlistInputSchema>;
export type ValidJoinWaitlistInput = z.output<typeof joinWaitlistInputSchema>;
