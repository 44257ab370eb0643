import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';

export const SCHEMA_PATH = path.resolve(import.meta.dirname, '../../schema.graphql');

/** The committed schema artifact (what clients see), built with graphql-js. */
export function loadSchema(file = SCHEMA_PATH): GraphQLSchema {
  return buildSchema(fs.readFileSync(file, 'utf8'));
}

/** A field of Query or Mutation: the unit both audits walk. */
export interface RootField {
  /** "Query.track", "Mutation.updateTrack". */
  readonly coordinate: string;
  readonly operation: 'query' | 'mutation';
  readonly field: GraphQLField<unknown, unknown>;
}

/** Every Query and Mutation field of the schema, in schema order. */
export function rootFields(schema: GraphQLSchema): RootField[] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  return roots.flatMap(([operation, type]) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({
      coordinate: `${type?.name}.${field.name}`,
      operation,
      field,
    })),
  );
}

/** An argument of a field somewhere in an operation, sent as the variable `variable`. */
export interface OperationArgument {
  readonly variable: string;
  readonly argument: GraphQLArgument;
  /** Where the argument sits: "" for the root field, "edges.node.waveform" for a nested one. */
  readonly fieldPath: string;
}

export interface OperationDocument {
  readonly text: string;
  /** The root field's own arguments first, then those of nested fields. */
  readonly arguments: OperationArgument[];
}

/** How an argument is written: as its variable, as a literal value, or left out. */
export type ArgumentText = 'variable' | 'omit' | { literal: string };

/**
 * An operation calling the root field with every argument as a variable, selecting its leaf fields
 * and those of its object fields down to `depth` levels (nested fields' arguments become variables
 * too, so they are exercised as well).
 */
export function operationFor(
  root: RootField,
  { depth = 2, inline }: { depth?: number; inline?: (variable: string) => ArgumentText } = {},
): OperationDocument {
  const args: OperationArgument[] = [];
  const declared: OperationArgument[] = [];
  const call = (field: GraphQLField<unknown, unknown>, fieldPath: string, prefix: string): string => {
    const list = field.args.flatMap((argument) => {
      const variable = `${prefix}${argument.name}`;
      const arg = { variable, argument, fieldPath };
      args.push(arg);
      const written = inline?.(variable) ?? 'variable';
      if (written === 'variable') {
        declared.push(arg);
        return [`${argument.name}: $${variable}`];
      }
      return written === 'omit' ? [] : [`${argument.name}: ${written.literal}`];
    });
    return list.length ? `${field.name}(${list.join(', ')})` : field.name;
  };
  const selection = (type: GraphQLOutputType, level: number, fieldPath: string): string => {
    const named = getNamedType(type);
    if (!isObjectType(named)) return '';
    const parts: string[] = [];
    for (const field of Object.values(named.getFields())) {
      const nestedPath = fieldPath ? `${fieldPath}.${field.name}` : field.name;
      const prefix = `${nestedPath.replace(/\./g, '_')}_`;
      if (isLeafType(getNamedType(field.type))) parts.push(call(field, nestedPath, prefix));
      else if (level < depth) {
        const inner = selection(field.type, level + 1, nestedPath);
        if (inner) parts.push(`${call(field, nestedPath, prefix)} ${inner}`);
      }
    }
    return parts.length ? `{ ${parts.join(' ')} }` : '{ __typename }';
  };
  const rootCall = call(root.field, '', '');
  const body = `${rootCall} ${selection(root.field.type, 1, '')}`.trim();
  const declarations = declared.map((arg) => `$${arg.variable}: ${String(arg.argument.type)}`);
  const header = declarations.length ? `(${declarations.join(', ')})` : '';
  return { text: `${root.operation} Audit${header} { ${body} }`, arguments: args };
}

/** The innermost named type of an input type, and whether the outermost is non-null or a list. */
export function describeInput(type: GraphQLInputType): {
  named: GraphQLNamedType;
  required: boolean;
  list: boolean;
} {
  const required = isNonNullType(type);
  const inner = isNonNullType(type) ? type.ofType : type;
  return { named: getNamedType(type), required, list: isListType(inner) };
}
