import fs from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The screens where an artist types a track's details: on upload, and when editing. */
const TRACK_FORMS = ['features/upload/UploadItem.tsx', 'features/tracks/EditTrackDialog.tsx'];
/** The attributes that repeat a server rule when written as a number. */
const RULE_ATTRIBUTES = new Set(['maxLength', 'min', 'max']);

/**
 * Each input rule written as a number literal, as `file:line: attribute={n}`. A form's limits come
 * from the server's track-details definition (client/src/features/tracks/track-details.ts), so a
 * changed limit cannot leave a form accepting what the server refuses, or refusing what it accepts.
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
      node.parent.parent.tagName.getText(source) === 'input'
    ) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push(`${fileName}:${line}: ${node.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the track forms' input rules", () => {
  it("are the server's track details, never numbers written again", () => {
    const found = TRACK_FORMS.flatMap((file) =>
      literalRules(file, fs.readFileSync(new URL(`../client/src/${file}`, import.meta.url), 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('finds numbers on inputs, and leaves other elements and named limits alone', () => {
    const source = `
      <input name="title" maxLength={200} />
      <input name="bpm" min={20} max={BPM_RANGE.max} />
      <progress value={1} max={100} />
      <input name="mood" maxLength={TRACK_TEXT_DETAILS.mood.maxLength} />
    `;
    expect(literalRules('Example.tsx', source)).toEqual([
      'Example.tsx:2: maxLength={200}',
      'Example.tsx:3: min={20}',
    ]);
  });
});
