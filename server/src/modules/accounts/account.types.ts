import { Field, InputType, ObjectType } from 'type-graphql';
import { SeenWithHolder } from '../../graphql/access.js';
import { User } from './user.entity.js';

@SeenWithHolder()
@ObjectType({ description: 'A signed-in session: the user and the tokens to act as them.' })
export class AuthPayload {
  @Field(() => User)
  user!: User;

  @Field(() => String, { description: 'A JWT for the Authorization header, valid for 15 minutes.' })
  accessToken!: string;

  @Field(() => String, { description: 'Single-use: exchange it with refreshSession for a new pair.' })
  refreshToken!: string;
}

@InputType('RegisterInput')
export class RegisterArgs {
  @Field(() => String)
  email!: string;

  @Field(() => String, { description: 'At least 8 characters.' })
  password!: string;

  @Field(() => String)
  artistName!: string;

  @Field(() => String, { nullable: true, description: 'Optional; may be empty.' })
  genre?: string | null;
}

@InputType('LoginInput')
export class LoginArgs {
  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;
}

@InputType('RefreshSessionInput')
export class RefreshSessionArgs {
  @Field(() => String, { description: 'The refresh token of the session to renew; it stops working.' })
  refreshToken!: string;
}

@InputType('LogoutInput')
export class LogoutArgs {
  @Field(() => String, { description: 'The refresh token of the session to end.' })
  refreshToken!: string;
}
