import { Migration } from '@mikro-orm/migrations';

/** Every text[] column of the entities (TextArrayType): they hold strings, never a NULL element. */
export const TEXT_ARRAY_COLUMNS = [
  ['projects', 'tags'],
  ['projects', 'collaborators'],
  ['manager_tasks', 'success_metrics'],
] as const;

/**
 * A tag or collaborator spelled "null" (in any case) was written unquoted in the array literal and
 * stored as a NULL element. Such an element can only have come from that word (the app writes no
 * other NULL, and drops blanks and case-insensitive repeats from these lists), so it is restored as
 * 'null': the artist keeps the label they chose, with its capitals lost, rather than losing it.
 * Then a CHECK makes a NULL element impossible, whatever writes the row.
 */
export class Migration20261126140000 extends Migration {
  override async up(): Promise<void> {
    for (const [table, column] of TEXT_ARRAY_COLUMNS) {
      this.addSql(
        `update "${table}" set "${column}" = array_replace("${column}", null, 'null') where array_position("${column}", null) is not null;`,
      );
      this.addSql(
        `alter table "${table}" add constraint "${table}_${column}_no_null_elements" check (array_position("${column}", null) is null);`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const [table, column] of TEXT_ARRAY_COLUMNS) {
      this.addSql(`alter table "${table}" drop constraint "${table}_${column}_no_null_elements";`);
    }
  }
}
