import { createRequire } from 'node:module';
import { configDefaults, defineConfig } from 'vitest/config';
import { WholeAppFirstSequencer } from './tests/support/whole-app-first-sequencer.js';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql ships CommonJS and ESM builds; type-graphql and Apollo load the CommonJS one, so our
    // own files must too, or the schema's types come from two copies ("another module or realm").
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    reporters: ['default', './tests/summary-reporter.ts'],
    // Three files at a time on these 2-core machines: most of a server test's time is waiting on
    // PostgreSQL and HTTP, so the suite takes half the time of the default (one per spare core).
    maxWorkers: 3,
    sequence: { sequencer: WholeAppFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'server/src/modules/audio-analysis/**'],
          globalSetup: ['server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Pure signal processing over PCM the tests synthesize: no database, so no global setup.
          name: 'audio-analysis',
          include: ['server/src/modules/audio-analysis/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        // Rules the server and the web client share (packages/): plain functions, no database.
        test: { name: 'shared', include: ['packages/*/src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'client',
          include: ['client/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // One module graph per worker instead of one per file: React, Apollo and Testing Library are
          // imported once, which took the client files from 15 s to 5 s. Each test unmounts what it
          // rendered (cleanup), and the files pass in any order (`--sequence.shuffle`).
          isolate: false,
          // A test that types a form through user-event takes 1-2 s here, and 5-10 s with the machine
          // busy: at Vitest's default of 5 s such a test timed out, and its typing, still running,
          // went on into the next test's focused field (typed 'Guest' read 'uGsueest').
          testTimeout: 20_000,
        },
      },
    ],
  },
});
