import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { SeenWithHolder } from '../../graphql/access.js';

@SeenWithHolder()
@ObjectType({ description: "A person's place on the waitlist, computed when asked." })
export class WaitlistStanding {
  @Field(() => Int, { description: '1 is the front of the line.' })
  position!: number;

  @Field(() => String, {
    description: 'Share /?ref=CODE; 3 friends joining through it move you to the front.',
  })
  referralCode!: string;

  @Field(() => Int, { description: 'How many people joined through your link.' })
  referralCount!: number;
}

@InputType('JoinWaitlistInput')
export class JoinWaitlistArgs {
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true, description: "A friend's referral code, from /?ref=CODE." })
  referralCode?: string | null;
}
