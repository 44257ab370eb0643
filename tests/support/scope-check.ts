import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** MikroORM calls that read or change rows of the entity named by their first argument. */
const ENTITY_CALLS = new Set([
  'find',
  'findOne',
  'findOneOrFail',
  'findAll',
  'findAndCount',
  'findByCursor',
  'count',
  'nativeUpdate',
  'nativeDelete',
  'createQueryBuilder',
  'qb',
  // A repository's calls name no entity: the repository itself is the way around the scope.
  'getRepository',
]);

/** One MikroORM call on an entity the policy has a rule for, and whether its filter went through scope(). */
export interface EntityCall {
  /** `file:function`, the file relative to the folder scanned. */
  readonly place: string;
  readonly line: number;
  readonly method: string;
  readonly entity: string;
  readonly scoped: boolean;
  readonly text: string;
}

/**
 * Every MikroORM read or write of a ruled entity in the source, with whether the caller's scope
 * reaches it: the filter is, or holds, a `scope(...)` call (spread into an object, or a variable the
 * same function set from one), or a query builder's chain has one in a where clause. Names do not
 * matter: `{ owner: me }` and `{ owner: userId }` are both unscoped.
 */
/**
 * Ruled entities, each with the first keys of its rule's relations per action (`project` for
 * ['project', 'owner']).
 */
export type RuledEntities = ReadonlyMap<string, Readonly<Record<string, ReadonlySet<string>>>>;

export function entityCallsIn(source: string, fileName: string, ruledEntities: RuledEntities): EntityCall[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const calls: EntityCall[] = [];
  const visit = (node: ts.Node) => {
    const call = ruledEntityCall(node, ruledEntities);
    if (call) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      calls.push({
        place: `${fileName}:${enclosingFunctionName(node)}`,
        line: line + 1,
        method: call.method,
        entity: call.entity,
        scoped: isScoped(node as ts.CallExpression, call.method, call.entity, ruledEntities),
        text: node.getText(file).replace(/\s+/g, ' ').slice(0, 120),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return calls;
}

/** The same, for every non-test TypeScript file under a folder. */
export function entityCallsUnder(root: string, ruledEntities: RuledEntities): EntityCall[] {
  return sourceFiles(root).flatMap((file) =>
    entityCallsIn(fs.readFileSync(file, 'utf8'), path.relative(root, file), ruledEntities),
  );
}

export function sourceFiles(root: string): string[] {
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes('test'))
    .sort();
}

/** Helpers that read through MikroORM themselves: `findPage(em, Entity, where, ...)`. */
const PAGING_HELPERS = new Set(['findPage', 'findPages']);

function ruledEntityCall(
  node: ts.Node,
  ruled: RuledEntities,
): { method: string; entity: string } | undefined {
  if (!ts.isCallExpression(node)) return undefined;
  if (ts.isIdentifier(node.expression) && PAGING_HELPERS.has(node.expression.text)) {
    const entity = node.arguments[1];
    if (!entity || !ts.isIdentifier(entity) || !ruled.has(entity.text)) return undefined;
    return { method: node.expression.text, entity: entity.text };
  }
  if (!ts.isPropertyAccessExpression(node.expression)) return undefined;
  const method = node.expression.name.text;
  const [first] = node.arguments;
  if (!ENTITY_CALLS.has(method) || !first || !ts.isIdentifier(first) || !ruled.has(first.text))
    return undefined;
  return { method, entity: first.text };
}

/** What a filter's scope() must name: the call's entity, and for a write its action. */
interface Wanted {
  readonly entity: string | null;
  readonly action: string | null;
}

const WRITE_ACTIONS: Record<string, string> = { nativeUpdate: 'update', nativeDelete: 'delete' };

function isScoped(call: ts.CallExpression, method: string, entity: string, ruled: RuledEntities): boolean {
  if (method === 'getRepository') return false;
  const wanted: Wanted = { entity, action: WRITE_ACTIONS[method] ?? null };
  if (method === 'createQueryBuilder' || method === 'qb')
    return chainInserts(call) || chainHasScopedWhere(call, ruled, wanted);
  const filter = call.arguments[PAGING_HELPERS.has(method) ? 2 : 1];
  return filter !== undefined && reachesScope(filter, call, ruled, wanted);
}

/** A scope() call for the wanted entity and action (a relation's own filter may name its own). */
function namesWanted(call: ts.CallExpression, wanted: Wanted): boolean {
  const [entity, , action] = call.arguments;
  if (wanted.entity !== null && !(entity && ts.isIdentifier(entity) && entity.text === wanted.entity))
    return false;
  const actionName = action && ts.isStringLiteral(action) ? action.text : 'read';
  return wanted.action === null || actionName === wanted.action;
}

/**
 * Whether a filter is limited by a scope() call: it is one, spreads one, has one among its `$and`
 * parts (or in every `$or` part, or both branches of a condition, or a relation's filter written in
 * place), is a variable an enclosing function set to such a filter, or is built by a function of the
 * same file that calls scope().
 * A value derived from a scoped read (`{ project }`) does not count: only the filter itself.
 */
function reachesScope(
  expression: ts.Node,
  at: ts.Node,
  ruled: RuledEntities,
  wanted: Wanted,
  resolving = new Set<ts.Node>(),
): boolean {
  const node = unwrapped(expression);
  // A filter that refers back to itself (a cycle of variables) is not scoped by that.
  if (resolving.has(node)) return false;
  resolving.add(node);
  try {
    return filterReachesScope(node, at, ruled, wanted, (part, want = wanted) =>
      reachesScope(part, at, ruled, want, resolving),
    );
  } finally {
    resolving.delete(node);
  }
}

function filterReachesScope(
  node: ts.Node,
  at: ts.Node,
  ruled: RuledEntities,
  wanted: Wanted,
  scoped: (part: ts.Node, want?: Wanted) => boolean,
): boolean {
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    if (node.expression.text === 'scope') return namesWanted(node, wanted);
    const builder = functionNamed(node.expression.text, at.getSourceFile());
    return builder?.body !== undefined && containsScopeCall(builder.body);
  }
  if (ts.isIdentifier(node)) {
    const declaration = variableDeclaredBefore(node.text, at);
    if (!declaration?.initializer || isReassigned(declaration)) return false;
    return scoped(declaration.initializer);
  }
  if (ts.isConditionalExpression(node)) return scoped(node.whenTrue) && scoped(node.whenFalse);
  if (ts.isArrayLiteralExpression(node)) return node.elements.some((element) => scoped(element));
  if (!ts.isObjectLiteralExpression(node)) return false;
  return node.properties.some((property) => {
    if (ts.isSpreadAssignment(property))
      return scoped(property.expression) && !clashes(property, node, ruled);
    if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) return false;
    // A relation's own filter written in place (`{ playlist: { id, ...scope(Playlist, me) } }`); an
    // operator's ($not, $nor) is no such filter.
    const isOperator = property.name.text.startsWith('$');
    if (!isOperator && ts.isObjectLiteralExpression(unwrapped(property.initializer)))
      return scoped(property.initializer, { entity: null, action: wanted.action });
    if (property.name.text === '$and') return scoped(property.initializer);
    if (property.name.text !== '$or') return false;
    const parts = unwrapped(property.initializer);
    return (
      ts.isArrayLiteralExpression(parts) &&
      parts.elements.length > 0 &&
      parts.elements.every((part) => scoped(part))
    );
  });
}

/**
 * Whether a spread scope() shares a key with its object: `{ project, ...scope(ProjectTrack, me) }`
 * loses the project (the rule's filter is on `project` too), so it must sit beside it in `$and`.
 */
function clashes(
  spread: ts.SpreadAssignment,
  object: ts.ObjectLiteralExpression,
  ruled: RuledEntities,
): boolean {
  const call = scopeCallOf(spread.expression, spread);
  if (!call) return false;
  const [entity, , action] = call.arguments;
  const actionName = action && ts.isStringLiteral(action) ? action.text : 'read';
  const keys = entity && ts.isIdentifier(entity) ? ruled.get(entity.text)?.[actionName] : undefined;
  if (!keys) return false;
  return object.properties.some(
    (property) =>
      (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) &&
      ts.isIdentifier(property.name) &&
      keys.has(property.name.text),
  );
}

/** The scope() call an expression is, directly or through the variable it names. */
function scopeCallOf(expression: ts.Node, at: ts.Node): ts.CallExpression | undefined {
  let node = unwrapped(expression);
  if (ts.isIdentifier(node)) {
    const initializer = variableDeclaredBefore(node.text, at)?.initializer;
    if (!initializer) return undefined;
    node = unwrapped(initializer);
  }
  const isScope =
    ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'scope';
  return isScope ? (node as ts.CallExpression) : undefined;
}

function unwrapped(node: ts.Node): ts.Node {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isAwaitExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

function functionNamed(name: string, file: ts.SourceFile): ts.FunctionDeclaration | undefined {
  return file.statements.find(
    (statement): statement is ts.FunctionDeclaration =>
      ts.isFunctionDeclaration(statement) && statement.name?.text === name,
  );
}

function containsScopeCall(node: ts.Node): boolean {
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'scope')
    return true;
  return ts.forEachChild(node, (child) => containsScopeCall(child) || undefined) ?? false;
}

/** The variable of that name declared in the innermost enclosing function that declares one. */
function variableDeclaredBefore(name: string, at: ts.Node): ts.VariableDeclaration | undefined {
  for (let body = enclosingFunction(at); body; body = enclosingFunction(body)) {
    let found: ts.VariableDeclaration | undefined;
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name)
        found = node;
      if (!found) ts.forEachChild(node, visit);
    };
    visit(body);
    if (found) return found;
  }
  return undefined;
}

/** Whether a `let` is assigned again after its declaration (then its initializer proves nothing). */
function isReassigned(declaration: ts.VariableDeclaration): boolean {
  const name = declaration.name;
  const body = enclosingFunction(declaration);
  if (!body || !ts.isIdentifier(name)) return false;
  let assigned = false;
  const visit = (node: ts.Node) => {
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isIdentifier(node.left) &&
      node.left.text === name.text
    ) {
      assigned = true;
    }
    if (!assigned) ts.forEachChild(node, visit);
  };
  visit(body);
  return assigned;
}

/** The fluent calls made on a query builder, outermost last. */
function chainOf(call: ts.CallExpression): ts.CallExpression[] {
  const chain: ts.CallExpression[] = [];
  let node: ts.Node = call;
  while (
    (ts.isPropertyAccessExpression(node.parent) && node.parent.expression === node) ||
    (ts.isCallExpression(node.parent) && node.parent.expression === node)
  ) {
    node = node.parent;
    if (ts.isCallExpression(node)) chain.push(node);
  }
  return chain;
}

function methodName(call: ts.CallExpression): string | undefined {
  return ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : undefined;
}

/** An insert reads nothing: it names its own owner (the caller's own row made on first use). */
function chainInserts(call: ts.CallExpression): boolean {
  return chainOf(call).some((link) => methodName(link) === 'insert');
}

/**
 * A query builder's fluent chain (`em.createQueryBuilder(Track).select(...).where(...)`) ends scoped:
 * a later `where` replaces an earlier one, an `andWhere` narrows, an `orWhere` widens it again.
 */
function chainHasScopedWhere(call: ts.CallExpression, ruled: RuledEntities, wanted: Wanted): boolean {
  let scoped = false;
  for (const link of chainOf(call)) {
    const name = methodName(link);
    const narrows = () => link.arguments.some((argument) => reachesScope(argument, call, ruled, wanted));
    if (name === 'where') scoped = narrows();
    else if (name === 'andWhere') scoped = scoped || narrows();
    else if (name === 'orWhere') scoped = false;
  }
  return scoped;
}

function enclosingFunction(node: ts.Node): ts.FunctionLikeDeclaration | undefined {
  let current: ts.Node | undefined = node.parent;
  while (current && !ts.isFunctionLike(current)) current = current.parent;
  return current as ts.FunctionLikeDeclaration | undefined;
}

/** The named function or method the call sits in (arrow functions take the name of what holds them). */
function enclosingFunctionName(node: ts.Node): string {
  let current: ts.Node | undefined = node.parent;
  while (current) {
    if (
      (ts.isFunctionDeclaration(current) || ts.isMethodDeclaration(current)) &&
      current.name &&
      ts.isIdentifier(current.name)
    ) {
      return current.name.text;
    }
    if (ts.isVariableDeclaration(current) && ts.isIdentifier(current.name) && current.initializer) {
      if (ts.isArrowFunction(current.initializer) || ts.isFunctionExpression(current.initializer)) {
        return current.name.text;
      }
    }
    current = current.parent;
  }
  return '(top level)';
}
