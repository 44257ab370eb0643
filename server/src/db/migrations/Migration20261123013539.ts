import { Migration } from '@mikro-orm/migrations';

/**
 * A new artist's AI manager is the strategist, already chosen, at 85% and level 3 (the
 * description's initial state); registration now makes that row. Existing artists are brought to
 * the same state: those with no row get one, and rows never chosen (still at the initial values,
 * since only choosing and completing tasks change them) count as chosen from now.
 */
export class Migration20261123013539 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`insert into "manager_states"
      ("id", "created_at", "updated_at", "owner_id", "chosen_at", "pathway_started_at")
      select gen_random_uuid(), now(), now(), u."id", now(), now() from "users" u
      where not exists (select 1 from "manager_states" m where m."owner_id" = u."id");`);
    this.addSql(`update "manager_states" set "chosen_at" = now(), "pathway_started_at" = now(), "updated_at" = now()
      where "chosen_at" is null;`);
  }

  override async down(): Promise<void> {
    // Nothing to undo that can be told apart: the rows made here look like the ones registration makes.
  }
}
