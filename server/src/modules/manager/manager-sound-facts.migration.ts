import { Migration } from '@mikro-orm/migrations';

/**
 * What the manager knows of the library's sound (ManagerFacts): keys not confirmed, and the track
 * peaking furthest above -1 dBTP. Filled from the tracks as they stand; the work feed keeps it after.
 */
export class Migration20261202110000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "manager_facts"
      add column "unconfirmed_key_count" int not null default 0,
      add column "peaking_title" text null,
      add column "peaking_true_peak_dbtp" double precision null;`);
    this.addSql(`update "manager_facts" f set
      "unconfirmed_key_count" = (select count(*) from tracks t
        where t.owner_id = f.owner_id and not t.key_confirmed),
      "peaking_title" = peaking.title, "peaking_true_peak_dbtp" = peaking.true_peak_dbtp
      from manager_facts g left join lateral (select t.title, t.true_peak_dbtp from tracks t
          where t.owner_id = g.owner_id and t.analysis_status = 'DONE' and t.true_peak_dbtp > -1
          order by t.true_peak_dbtp desc, t.created_at desc, t.id limit 1) as peaking on true
      where g.id = f.id;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "manager_facts" drop column "unconfirmed_key_count",
      drop column "peaking_title", drop column "peaking_true_peak_dbtp";`);
  }
}
