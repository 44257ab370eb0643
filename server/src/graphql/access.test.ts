import 'reflect-metadata';
import { execute, type GraphQLSchema, isObjectType, parse } from 'graphql';
import { buildSchema, Ctx, Field, FieldResolver, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { accessOf, assembleAccess, Public, ReadByPolicy, SeenWithHolder, SignedIn } from './access.js';
import { buildAppSchema } from './schema.js';

/** Every object type's fields, with what each declares. */
function declarations(schema: GraphQLSchema) {
  return Object.values(schema.getTypeMap())
    .filter(isObjectType)
    .filter((type) => !type.name.startsWith('__'))
    .flatMap((type) =>
      Object.values(type.getFields()).map((field) => ({
        field: `${type.name}.${field.name}`,
        access: accessOf(type, field),
      })),
    );
}

describe("the app's schema", () => {
  it('declares who may use every field of every type', async () => {
    const fields = declarations(await buildAppSchema());

    expect(fields.length).toBeGreaterThan(300);
    expect(fields.filter(({ access }) => !access).map(({ field }) => field)).toEqual([]);
    // What anyone may call without signing in, spelled out, so a new public field is a visible change.
    const publicRootFields = fields
      .filter(({ field, access }) => /^(Query|Mutation)\./.test(field) && access?.who === 'anyone')
      .map(({ field }) => field)
      .sort();
    expect(publicRootFields).toEqual([
      'Mutation.joinWaitlist',
      'Mutation.login',
      'Mutation.logout',
      'Mutation.refreshSession',
      'Mutation.register',
      'Query.managerPersonas',
      'Query.profileAvatars',
      'Query.projectGenres',
    ]);
  });
});

// A deliberately broken feature: a query, a field resolver and a type that declare nothing.
@ObjectType()
class Forgotten {
  @Field(() => String)
  name!: string;
}

@ObjectType()
@SeenWithHolder()
class Held {
  @Field(() => String)
  name!: string;

  @Field(() => String, { name: 'label' })
  title!: string;
}

@ObjectType()
@SeenWithHolder()
class Shelf {
  @Field(() => String)
  name!: string;
}

@Resolver(() => Shelf)
class BrokenResolver {
  @Query(() => Forgotten)
  forgotten(): Forgotten {
    return { name: 'f' };
  }

  @SignedIn()
  @Query(() => Shelf)
  shelf(): Shelf {
    return { name: 's' };
  }

  @FieldResolver(() => String)
  secret(@Root() shelf: Shelf): string {
    return `${shelf.name}'s secret`;
  }

  @SeenWithHolder()
  @FieldResolver(() => String)
  borrowed(@Root() shelf: Shelf): string {
    return `${shelf.name}, borrowed`;
  }
}

@Resolver(() => Held)
class DeclaredResolver {
  @Public()
  @Query(() => String)
  hello(): string {
    return 'hello';
  }

  @SignedIn()
  @Query(() => Held)
  held(@Ctx() context: { auth: { userId: string } | null }): Held {
    return { name: context.auth?.userId ?? 'nobody', title: 'T' };
  }

  @ReadByPolicy('Track')
  @FieldResolver(() => String)
  loud(@Root() held: Held): string {
    return held.name.toUpperCase();
  }
}

describe('assembleAccess', () => {
  it('refuses a schema with a field that declares nothing, naming each one', async () => {
    const broken = await buildSchema({ resolvers: [BrokenResolver], validate: false });

    expect(() => assembleAccess(broken)).toThrowError(
      /Query\.forgotten: declare[\s\S]*Forgotten\.name: declare[\s\S]*Shelf\.secret: a root field or a field resolver declares its own access[\s\S]*Shelf\.borrowed: a root field or a field resolver reads data of its own/,
    );
  });

  it('asks for a signed-in caller on fields that are not public, and lets anyone use public ones', async () => {
    const schema = assembleAccess(await buildSchema({ resolvers: [DeclaredResolver], validate: false }));
    const run = (query: string, auth: { userId: string } | null) =>
      execute({ schema, document: parse(query), contextValue: { auth } });

    expect((await run('{ hello }', null)).data).toEqual({ hello: 'hello' });
    const anonymous = await run('{ held { name } }', null);
    expect(anonymous.data).toBeNull();
    expect(anonymous.errors?.[0]?.extensions.code ?? anonymous.errors?.[0]?.originalError).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect((await run('{ held { name label loud } }', { userId: 'ana' })).data).toEqual({
      held: { name: 'ana', label: 'T', loud: 'ANA' },
    });
  });

  it("resolves plain fields by graphql-js's property read, and keeps a renamed field's own resolver", async () => {
    const schema = assembleAccess(await buildSchema({ resolvers: [DeclaredResolver], validate: false }));
    const held = schema.getType('Held');
    if (!isObjectType(held)) throw new Error('Held is not an object type');

    expect(held.getFields().name?.resolve).toBeUndefined();
    expect(held.getFields().label?.resolve).toBeTypeOf('function');
    expect(held.getFields().loud?.resolve).toBeTypeOf('function');
  });

  it('refuses a policy declaration for a kind of resource the policy has no rule for', async () => {
    @Resolver()
    class UnruledResolver {
      @ReadByPolicy('Nothing')
      @Query(() => String)
      unruled(): string {
        return 'x';
      }
    }
    const schema = await buildSchema({ resolvers: [UnruledResolver], validate: false });

    expect(() => assembleAccess(schema)).toThrowError('Query.unruled: the policy has no rule for Nothing');
  });
});
