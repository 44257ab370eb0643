import type { MigrationObject } from '@mikro-orm/core';
import { FEATURE_MODULES } from '../../modules/index.js';
import { Migration20261121035731 } from './Migration20261121035731.js';
import { Migration20261121041053 } from './Migration20261121041053.js';
import { Migration20261121052544 } from './Migration20261121052544.js';
import { Migration20261121055927 } from './Migration20261121055927.js';
import { Migration20261121062321 } from './Migration20261121062321.js';
import { Migration20261121064705 } from './Migration20261121064705.js';
import { Migration20261121064708 } from './Migration20261121064708.js';
import { Migration20261121064753 } from './Migration20261121064753.js';
import { Migration20261121073928 } from './Migration20261121073928.js';
import { Migration20261121090000 } from './Migration20261121090000.js';
import { Migration20261123013539 } from './Migration20261123013539.js';
import { Migration20261123020000 } from './Migration20261123020000.js';
import { Migration20261123041740 } from './Migration20261123041740.js';
import { Migration20261123045655 } from './Migration20261123045655.js';
import { Migration20261123074500 } from './Migration20261123074500.js';
import { Migration20261123083500 } from './Migration20261123083500.js';
import { Migration20261125002417 } from './Migration20261125002417.js';
import { Migration20261126131000 } from './Migration20261126131000.js';
import { Migration20261126140000 } from './Migration20261126140000.js';
import { Migration20261126141500 } from './Migration20261126141500.js';

/**
 * The schema's history up to the feature modules: migrations that span features, in order. Listed
 * explicitly (not discovered by glob) so the same code runs from src/ under vitest or swc and from
 * dist/ under node. A module adds its new migrations to its own description instead.
 */
const history: MigrationObject[] = [
  { name: 'Migration20261121035731', class: Migration20261121035731 },
  { name: 'Migration20261121041053', class: Migration20261121041053 },
  { name: 'Migration20261121052544', class: Migration20261121052544 },
  { name: 'Migration20261121055927', class: Migration20261121055927 },
  { name: 'Migration20261121062321', class: Migration20261121062321 },
  { name: 'Migration20261121064705', class: Migration20261121064705 },
  { name: 'Migration20261121064708', class: Migration20261121064708 },
  { name: 'Migration20261121064753', class: Migration20261121064753 },
  { name: 'Migration20261121073928', class: Migration20261121073928 },
  { name: 'Migration20261121090000', class: Migration20261121090000 },
  { name: 'Migration20261123013539', class: Migration20261123013539 },
  { name: 'Migration20261123020000', class: Migration20261123020000 },
  { name: 'Migration20261123041740', class: Migration20261123041740 },
  { name: 'Migration20261123045655', class: Migration20261123045655 },
  { name: 'Migration20261123074500', class: Migration20261123074500 },
  { name: 'Migration20261123083500', class: Migration20261123083500 },
  { name: 'Migration20261125002417', class: Migration20261125002417 },
  { name: 'Migration20261126131000', class: Migration20261126131000 },
  { name: 'Migration20261126140000', class: Migration20261126140000 },
  { name: 'Migration20261126141500', class: Migration20261126141500 },
];

/** Every migration, in name (timestamp) order: the history, then what the modules declare. */
export const migrationsList: MigrationObject[] = [
  ...history,
  ...FEATURE_MODULES.flatMap((feature) => feature.migrations ?? []),
].sort((a, b) => a.name.localeCompare(b.name));
