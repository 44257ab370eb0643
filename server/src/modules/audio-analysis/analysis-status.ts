import { registerEnumType } from 'type-graphql';

/** Where a track's analysis stands: waiting for its turn, done, or failed (the file could not be read). */
export enum AnalysisStatus {
  PENDING = 'PENDING',
  DONE = 'DONE',
  FAILED = 'FAILED',
}
registerEnumType(AnalysisStatus, {
  name: 'AnalysisStatus',
  description:
    'Where the analysis of a recording stands: PENDING until its turn, then DONE, or FAILED when its audio could not be read.',
});
