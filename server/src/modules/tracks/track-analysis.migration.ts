import { Migration } from '@mikro-orm/migrations';

/**
 * What the analysis detects in a track (tempo, key, loudness), its fingerprint and the file's SHA-256,
 * beside what the artist typed, and the pairs of tracks found to be one recording. Every track starts PENDING; the job at start analyses those from before.
 */
export class Migration20261201090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "tracks"
        add column "analysis_status" varchar(8) not null default 'PENDING',
        add column "tempo_bpm" double precision null,
        add column "tempo_confidence" double precision null,
        add column "detected_key" varchar(16) null,
        add column "key_confidence" double precision null,
        add column "loudness_lufs" double precision null,
        add column "true_peak_dbtp" double precision null,
        add column "loudness_range_lu" double precision null,
        add column "fingerprint" bytea null,
        add column "content_sha256" bytea null,
        add column "analysed_at" timestamptz null,
        add constraint tracks_analysis_status check (analysis_status in ('PENDING', 'DONE', 'FAILED')),
        add constraint tracks_content_sha256_length check (octet_length(content_sha256) = 32);`,
    );
    this.addSql(
      `create index "tracks_analysis_pending_index" on "tracks" ("created_at", "id") where "analysis_status" = 'PENDING';`,
    );
    this.addSql(
      `create index "tracks_content_sha256_index" on "tracks" ("owner_id", "content_sha256") where "content_sha256" is not null;`,
    );
    this.addSql(
      `create table "track_recording_matches" ("track_id" uuid not null, "match_id" uuid not null, "similarity" double precision not null, constraint "track_recording_matches_pkey" primary key ("track_id", "match_id"));`,
    );
    this.addSql(
      `create index "track_recording_matches_match_id_index" on "track_recording_matches" ("match_id");`,
    );
    this.addSql(
      `alter table "track_recording_matches" add constraint "track_recording_matches_track_id_foreign" foreign key ("track_id") references "tracks" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "track_recording_matches" add constraint "track_recording_matches_match_id_foreign" foreign key ("match_id") references "tracks" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "track_recording_matches";`);
    this.addSql(`drop index "tracks_content_sha256_index";`);
    this.addSql(`drop index "tracks_analysis_pending_index";`);
    this.addSql(
      `alter table "tracks"
        drop constraint tracks_content_sha256_length,
        drop constraint tracks_analysis_status,
        drop column "analysed_at", drop column "content_sha256", drop column "fingerprint",
        drop column "loudness_range_lu", drop column "true_peak_dbtp", drop column "loudness_lufs",
        drop column "key_confidence", drop column "detected_key", drop column "tempo_confidence",
        drop column "tempo_bpm", drop column "analysis_status";`,
    );
  }
}
