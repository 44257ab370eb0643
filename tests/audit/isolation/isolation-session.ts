import { restRoutes } from '../app-routes.js';
import type { AuditApp } from '../audit-app.js';
import { loadSchema } from '../schema-walk.js';
import { makeSeedFiles, registerArtist, seedArtist } from '../seed.js';
import { type GraphqlPlan, type ProbeOutcome, planGraphqlProbes, runGraphqlProbe } from './graphql-probes.js';
import { planRestProbes } from './rest-probes.js';
import { differences, snapshotOf } from './snapshot.js';

export interface IsolationReport {
  readonly graphql: GraphqlPlan;
  readonly graphqlOutcomes: ProbeOutcome[];
  readonly restRoutes: number;
  readonly restOutcomes: ProbeOutcome[];
  /** Where A's data differs after B's calls; empty when unchanged. */
  readonly changed: string[];
  readonly seconds: number;
}

/**
 * Seeds artists A and B (one of everything each, through the API), then has B call every id-taking
 * GraphQL field and REST route with A's ids, and compares A's data before and after.
 */
export async function auditIsolation(app: AuditApp): Promise<IsolationReport> {
  const started = performance.now();
  const files = await makeSeedFiles();
  const peer = await registerArtist(app.url, 'Peer');
  const owner = await seedArtist(app.url, 'A', files, peer);
  const caller = await seedArtist(app.url, 'B', files, peer);
  const graphql = planGraphqlProbes(loadSchema(), owner, caller, files);
  const rest = planRestProbes(restRoutes(app.app), owner, caller);

  const settled = await snapshotOf(app.url, owner, peer.userId);
  const before = await snapshotOf(app.url, owner, peer.userId);
  const unstable = differences(settled, before);
  if (unstable.length > 0) {
    throw new Error(
      `A's snapshot changes between two reads, so it cannot show what B did:\n${unstable.join('\n')}`,
    );
  }
  const graphqlOutcomes: ProbeOutcome[] = [];
  for (const probe of graphql.probes) graphqlOutcomes.push(await runGraphqlProbe(app.url, probe));
  const restOutcomes = await rest.run(app.url);
  const after = await snapshotOf(app.url, owner, peer.userId);
  return {
    graphql,
    graphqlOutcomes,
    restRoutes: rest.routes,
    restOutcomes,
    changed: differences(before, after),
    seconds: (performance.now() - started) / 1000,
  };
}

/** The failures of a report, one line each: probes answered otherwise, and A's data changed. */
export function isolationFailures(report: IsolationReport): string[] {
  return [
    ...[...report.graphqlOutcomes, ...report.restOutcomes]
      .filter((outcome) => !outcome.ok)
      .map((outcome) => `${outcome.probe.name}: expected ${outcome.probe.expect}, got ${outcome.got}`),
    ...report.changed.map((change) => `A's data changed at ${change}`),
  ];
}

/** The report as lines to print: coverage, every probe and its answer, the allow-list, the verdict. */
export function formatIsolationReport(report: IsolationReport): string[] {
  const { graphql } = report;
  const failures = isolationFailures(report);
  const byExpectation = (expect: string) =>
    report.graphqlOutcomes.filter((outcome) => outcome.probe.expect === expect).length;
  return [
    `Isolation: artist B called everything that takes an id with artist A's ids (${report.seconds.toFixed(1)} s)`,
    `  GraphQL: ${graphql.fieldsWithIds} fields take ids, ${graphql.idArguments} id arguments; ${report.graphqlOutcomes.length} probes ` +
      `(${byExpectation('NOT_FOUND')} must answer NOT_FOUND, ${byExpectation('answers') + byExpectation('FORBIDDEN')} public or scoped to the sender), ` +
      `${graphql.notCalled.length} not called`,
    `  REST: ${report.restRoutes} routes with ids, ${report.restOutcomes.length} probes`,
    ...[...report.graphqlOutcomes, ...report.restOutcomes].map(
      (outcome) =>
        `  ${outcome.ok ? 'ok  ' : 'FAIL'} ${outcome.probe.name} -> ${outcome.got.slice(0, 110)}` +
        (outcome.probe.reason ? ` [public: ${outcome.probe.reason}]` : ''),
    ),
    ...graphql.notCalled.map((skipped) => `  not called: ${skipped.name} [${skipped.reason}]`),
    report.changed.length === 0
      ? "  A's data after B's calls: unchanged (GraphQL snapshot, conversation, track usage, REST lists, media bytes)"
      : `  A's data after B's calls: CHANGED at ${report.changed.length} places`,
    failures.length === 0 ? 'Isolation failures: none' : `Isolation failures: ${failures.length}`,
    ...failures.map((failure) => `  ${failure}`),
  ];
}
