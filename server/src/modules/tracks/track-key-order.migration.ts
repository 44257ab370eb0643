import { Migration } from '@mikro-orm/migrations';
import { KEY_ORDER_SQL } from './key-order.js';

/** The tracks' order round the Camelot wheel, generated from their key codes, for sorting by key. */
export class Migration20261202100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "tracks" add column "key_order" smallint generated always as (${KEY_ORDER_SQL}) stored;`,
    );
    this.addSql(
      `create index "tracks_owner_id_key_order_index" on "tracks" ("owner_id", "key_order", "id");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "tracks" drop column "key_order";`);
  }
}
