import { Migration } from '@mikro-orm/migrations';

/**
 * The manager's facts about each artist's work (ManagerFacts), filled for every artist there is from
 * their work as it stands; from then on the work feed keeps each row in step.
 */
export class Migration20261126220000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "manager_facts" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "owner_id" uuid not null, "track_count" int not null default 0,
      "project_count" int not null default 0, "outside_playlists_title" text null,
      "outside_playlists_mastered" boolean not null default false, "mixing_title" text null,
      "mixing_since" timestamptz null, "draft_without_tracks" text null, "released_without_lyrics" text null,
      "latest_note_at" timestamptz null, constraint "manager_facts_pkey" primary key ("id"));`);
    this.addSql(
      `alter table "manager_facts" add constraint "manager_facts_owner_id_unique" unique ("owner_id");`,
    );
    this.addSql(`alter table "manager_facts" add constraint "manager_facts_owner_id_foreign"
      foreign key ("owner_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`insert into "manager_facts" ("id", "created_at", "updated_at", "owner_id", "track_count",
        "project_count", "outside_playlists_title", "outside_playlists_mastered",
        "mixing_title", "mixing_since", "draft_without_tracks", "released_without_lyrics", "latest_note_at")
      select gen_random_uuid(), now(), now(), u.id,
        (select count(*) from tracks t where t.owner_id = u.id),
        (select count(*) from projects p where p.owner_id = u.id),
        outside.title, coalesce(outside.mastered, false), mixing.title, mixing.updated_at,
        (select d.title from projects d where d.owner_id = u.id and d.status = 'DRAFT'
            and not exists (select 1 from project_tracks pt where pt.project_id = d.id)
          order by d.updated_at desc, d.id limit 1),
        (select r.title from projects r where r.owner_id = u.id and r.status = 'RELEASED'
            and not exists (select 1 from lyrics_versions l where l.project_id = r.id and btrim(l.content) <> '')
          order by r.updated_at desc, r.id limit 1),
        (select max(n.created_at) from notes n where n.owner_id = u.id)
      from users u
      left join lateral (
        select t.title, exists (select 1 from project_tracks pt where pt.track_id = t.id and pt.status = 'MASTERED') as mastered
          from tracks t
         where t.owner_id = u.id and not exists (select 1 from playlist_entries e where e.track_id = t.id)
         order by 2 desc, t.created_at desc, t.id limit 1) outside on true
      left join lateral (
        select m.title, m.updated_at from projects m where m.owner_id = u.id and m.status = 'MIXING'
         order by m.updated_at, m.id limit 1) mixing on true;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "manager_facts" cascade;`);
  }
}
