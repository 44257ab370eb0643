import { Migration } from '@mikro-orm/migrations';

/** The Academy's per-artist progress: courses started and lessons completed (issue 7). */
export class Migration20261121064708 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "course_enrolments" ("id" uuid not null, "user_id" uuid not null, "course_id" varchar(100) not null, "started_at" timestamptz not null, constraint "course_enrolments_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "course_enrolments" add constraint "course_enrolments_user_id_course_id_unique" unique ("user_id", "course_id");`,
    );

    this.addSql(
      `create table "lesson_completions" ("id" uuid not null, "enrolment_id" uuid not null, "lesson_id" varchar(100) not null, "completed_at" timestamptz not null, constraint "lesson_completions_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "lesson_completions" add constraint "lesson_completions_enrolment_id_lesson_id_unique" unique ("enrolment_id", "lesson_id");`,
    );

    this.addSql(
      `alter table "course_enrolments" add constraint "course_enrolments_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "lesson_completions" add constraint "lesson_completions_enrolment_id_foreign" foreign key ("enrolment_id") references "course_enrolments" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "lesson_completions" drop constraint "lesson_completions_enrolment_id_foreign";`,
    );

    this.addSql(`drop table if exists "course_enrolments" cascade;`);

    this.addSql(`drop table if exists "lesson_completions" cascade;`);
  }
}
