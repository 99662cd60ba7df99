import { Migration } from '@mikro-orm/migrations';

/**
 * Live and recycle-bin patient counts per practice, kept like the case counts (Migration20261123093000Speed),
 * so an unfiltered patient list's total (and the dashboard's) is one row instead of a sequential count of
 * 100,000 patients per request. The trigger function becomes one for both tables: the counter table is its
 * argument.
 */
export class Migration20261128100000PatientCount extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table patient_count (
      practice_id int primary key, live bigint not null default 0, trash bigint not null default 0)`);
    // Updates count only rows that moved between live and bin (or practice): an edit takes no lock.
    this.addSql(`create function live_trash_count_apply() returns trigger language plpgsql as $$
      declare
        upsert text := format('insert into %I as c (practice_id, live, trash) %%s
          on conflict (practice_id) do update set live = c.live + excluded.live, trash = c.trash + excluded.trash',
          tg_argv[0]);
      begin
        if tg_op = 'INSERT' then
          execute format(upsert, 'select practice_id, count(*) filter (where deleted_at is null),
              count(*) filter (where deleted_at is not null) from new_rows group by practice_id');
        elsif tg_op = 'DELETE' then
          execute format(upsert, 'select practice_id, -count(*) filter (where deleted_at is null),
              -count(*) filter (where deleted_at is not null) from old_rows group by practice_id');
        else
          execute format(upsert, 'select practice_id, sum(live), sum(trash) from (
              select o.practice_id, -(o.deleted_at is null)::int as live, -(o.deleted_at is not null)::int as trash
                from old_rows o join new_rows n using (id)
               where (o.deleted_at is null) <> (n.deleted_at is null) or o.practice_id <> n.practice_id
              union all
              select n.practice_id, (n.deleted_at is null)::int, (n.deleted_at is not null)::int
                from old_rows o join new_rows n using (id)
               where (o.deleted_at is null) <> (n.deleted_at is null) or o.practice_id <> n.practice_id
            ) moved group by practice_id');
        end if;
        return null;
      end $$`);
    for (const [table, counter] of [
      ['medical_case', 'case_count'],
      ['patient', 'patient_count'],
    ]) {
      for (const op of ['insert', 'update', 'delete'])
        this.addSql(`drop trigger if exists ${table}_count_${op} on ${table}`);
      this.addSql(`create trigger ${table}_count_insert after insert on ${table}
        referencing new table as new_rows for each statement execute function live_trash_count_apply('${counter}')`);
      this.addSql(`create trigger ${table}_count_update after update on ${table}
        referencing old table as old_rows new table as new_rows for each statement execute function live_trash_count_apply('${counter}')`);
      this.addSql(`create trigger ${table}_count_delete after delete on ${table}
        referencing old table as old_rows for each statement execute function live_trash_count_apply('${counter}')`);
    }
    this.addSql('drop function case_count_apply()');
    this.addSql(`insert into patient_count (practice_id, live, trash)
      select practice_id, count(*) filter (where deleted_at is null), count(*) filter (where deleted_at is not null)
        from patient group by practice_id`);
  }
}
