import fs from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const CLIENT_SOURCE = new URL('../client/src/', import.meta.url);
/** Every screen and component of the web client. */
const CLIENT_FILES = fs
  .readdirSync(CLIENT_SOURCE, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.(test|generated)\.tsx?$/.test(file))
  .sort();
/** The attributes that repeat a server rule when written as a number. */
const RULE_ATTRIBUTES = new Set(['maxLength', 'min', 'max']);
/** The elements an artist types into. */
const FIELDS = new Set(['input', 'textarea']);

/**
 * Each input rule written as a number literal, as `file:line: attribute={n}`. A form's limits come
 * from @backline/field-rules, which the server's columns and input rules read too, so a changed limit
 * cannot leave a form accepting what the server refuses, or refusing what it accepts.
 */
function literalRules(fileName: string, sourceText: string): string[] {
  const source = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isJsxAttribute(node) &&
      RULE_ATTRIBUTES.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isJsxExpression(node.initializer) &&
      node.initializer.expression &&
      ts.isNumericLiteral(node.initializer.expression) &&
      // A progress bar's maximum is no input rule.
      FIELDS.has(node.parent.parent.tagName.getText(source))
    ) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push(`${fileName}:${line}: ${node.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const read = (file: string) => fs.readFileSync(new URL(file, CLIENT_SOURCE), 'utf8');

describe("the web client's input rules", () => {
  it('come from @backline/field-rules, never numbers written again', () => {
    expect(CLIENT_FILES).toEqual(expect.arrayContaining(['features/upload/UploadItem.tsx']));
    const found = CLIENT_FILES.flatMap((file) => literalRules(file, read(file)));
    expect(found).toEqual([]);
  });

  it('import no server source: what both share is a package, imported by its name', () => {
    const reaching = CLIENT_FILES.filter((file) => /from '(\.\.\/)+server\//.test(read(file)));
    expect(reaching).toEqual([]);
    expect(read('features/upload/UploadItem.tsx')).toContain("from '@backline/field-rules'");
  });

  it('finds numbers on inputs, and leaves other elements and named limits alone', () => {
    const source = `
      <input name="title" maxLength={200} />
      <input name="bpm" min={20} max={BPM_RANGE.max} />
      <progress value={1} max={100} />
      <input name="mood" maxLength={TRACK_TEXT_DETAILS.mood.maxLength} />
      <textarea name="bio" maxLength={1000} />
    `;
    expect(literalRules('Example.tsx', source)).toEqual([
      'Example.tsx:2: maxLength={200}',
      'Example.tsx:3: min={20}',
      'Example.tsx:6: maxLength={1000}',
    ]);
  });
});
