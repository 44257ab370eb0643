import path from 'node:path';
import { shuffle } from '@vitest/utils/helpers';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order, with the files under tests/ first. Those start whole apps (the built server, two
 * instances, an embedded PostgreSQL) or run the audits: the longest files, and much of their time is
 * waiting on another process. Without timings from an earlier run (a fresh clone) Vitest orders files
 * by size and they came last, where the run waited on them alone. `--sequence.shuffle` still shuffles
 * the files, with its seed, as Vitest's own random sequencer does.
 */
export class WholeAppFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { root, sequence } = this.ctx.config;
    if (sequence.shuffle) return shuffle([...files], sequence.seed);
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) =>
      path.relative(root, file.moduleId).split(path.sep).join('/').startsWith('tests/') ? 0 : 1;
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    // Projects stay in Vitest's order (each runs in workers of its own); Array#sort is stable.
    return sorted.sort(
      (a, b) => projects.indexOf(a.project.name) - projects.indexOf(b.project.name) || rank(a) - rank(b),
    );
  }
}
