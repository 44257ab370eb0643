import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const WHOLE_APP_DIR = `${path.resolve(import.meta.dirname, '..')}${path.sep}`;

/**
 * Vitest's order, with the files under tests/ first. Those start whole apps (the built server, two
 * instances, an embedded PostgreSQL) or run the audits: the longest files, and much of their time is
 * waiting on another process. Without timings from an earlier run (a fresh clone) Vitest orders files
 * by size and they came last, where the run waited on them alone.
 */
export class WholeAppFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => (file.moduleId.startsWith(WHOLE_APP_DIR) ? 0 : 1);
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    // Projects stay in Vitest's order (each runs in workers of its own); Array#sort is stable.
    return sorted.sort(
      (a, b) => projects.indexOf(a.project.name) - projects.indexOf(b.project.name) || rank(a) - rank(b),
    );
  }
}
