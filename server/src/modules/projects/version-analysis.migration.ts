import { Migration } from '@mikro-orm/migrations';

/**
 * What the analysis detects in a version's own file (tempo, key, loudness), as a track's. Every
 * version with a file of its own starts PENDING: the job at start analyses those from before. v1's
 * file is its track's, analysed as the track.
 */
export class Migration20261202120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "track_versions"
      add column "analysis_status" varchar(8) not null default 'PENDING',
      add column "tempo_bpm" double precision null,
      add column "tempo_confidence" double precision null,
      add column "detected_key" varchar(16) null,
      add column "key_confidence" double precision null,
      add column "loudness_lufs" double precision null,
      add column "true_peak_dbtp" double precision null,
      add column "loudness_range_lu" double precision null,
      add column "analysed_at" timestamptz null;`);
    this.addSql(`alter table "track_versions" add constraint "track_versions_analysis_status"
      check (analysis_status in ('PENDING', 'DONE', 'FAILED'));`);
    this.addSql(`create index "track_versions_analysis_pending_index" on "track_versions" ("created_at", "id")
      where "analysis_status" = 'PENDING' and "owns_file";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "track_versions_analysis_pending_index";`);
    this.addSql(`alter table "track_versions" drop constraint "track_versions_analysis_status",
      drop column "analysis_status", drop column "tempo_bpm", drop column "tempo_confidence",
      drop column "detected_key", drop column "key_confidence", drop column "loudness_lufs",
      drop column "true_peak_dbtp", drop column "loudness_range_lu", drop column "analysed_at";`);
  }
}
