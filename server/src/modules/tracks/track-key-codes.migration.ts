import { filedKeyCode } from '@backline/field-rules';
import { Migration } from '@mikro-orm/migrations';

/** Tracks filed by one statement. */
const UPDATE_CHUNK = 5000;

interface KeyRow {
  id: string;
  key: string;
  detected_key: string | null;
  key_confidence: number | null;
}

/**
 * Whether a track's bpm and key are the artist's (confirmed) or detected, and the Camelot code the
 * key filters find it under. Tracks from before keep theirs as confirmed; each gets its code from its
 * key, as typed or detected (filedKeyCode, the rule new writes follow too).
 */
export class Migration20261202090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "tracks"
        add column "bpm_confirmed" boolean not null default true,
        add column "key_confirmed" boolean not null default true,
        add column "key_code" varchar(3) null;`,
    );
    const rows = (await this.execute(
      `select "id", "key", "detected_key", "key_confidence" from "tracks"`,
    )) as unknown as KeyRow[];
    const byCode = new Map<string, string[]>();
    for (const row of rows) {
      const code = filedKeyCode(row.key, { key: row.detected_key, keyConfidence: row.key_confidence });
      if (!code) continue;
      const ids = byCode.get(code) ?? [];
      ids.push(row.id);
      byCode.set(code, ids);
    }
    // In chunks: one statement binds at most 65,535 parameters.
    for (const [code, ids] of byCode) {
      for (let start = 0; start < ids.length; start += UPDATE_CHUNK) {
        const chunk = ids.slice(start, start + UPDATE_CHUNK);
        this.addSql(this.getKnex().table('tracks').update({ key_code: code }).whereIn('id', chunk));
      }
    }
    this.addSql(`create index "tracks_owner_id_key_code_index" on "tracks" ("owner_id", "key_code");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "tracks_owner_id_key_code_index";`);
    this.addSql(
      `alter table "tracks" drop column "bpm_confirmed", drop column "key_confirmed", drop column "key_code";`,
    );
  }
}
