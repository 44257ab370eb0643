import { Migration } from '@mikro-orm/migrations';

/**
 * The current version (v2 on) of an artist's songs peaking furthest above -1 dBTP (ManagerFacts).
 * Versions are analysed after this runs (they start PENDING), and each result refreshes the facts.
 */
export class Migration20261202130000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "manager_facts"
      add column "peaking_version_title" text null,
      add column "peaking_version_number" int null,
      add column "peaking_version_dbtp" double precision null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "manager_facts" drop column "peaking_version_title",
      drop column "peaking_version_number", drop column "peaking_version_dbtp";`);
  }
}
