import { Migration } from '@mikro-orm/migrations';

/**
 * Live and recycle-bin case counts per practice, kept by statement-level triggers, so an unfiltered
 * case list's total is one row instead of counting 300,000 index entries per request. The counter has
 * no foreign key: a practice's cascaded delete must not collide with the trigger's last update.
 */
export class Migration20261123093000Speed extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table case_count (
      practice_id int primary key, live bigint not null default 0, trash bigint not null default 0)`);
    // Updates count only rows that moved between live and bin (or practice): an edit takes no lock.
    this.addSql(`create function case_count_apply() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into case_count as c (practice_id, live, trash)
            select practice_id, count(*) filter (where deleted_at is null), count(*) filter (where deleted_at is not null)
              from new_rows group by practice_id
          on conflict (practice_id) do update set live = c.live + excluded.live, trash = c.trash + excluded.trash;
        elsif tg_op = 'DELETE' then
          insert into case_count as c (practice_id, live, trash)
            select practice_id, -count(*) filter (where deleted_at is null), -count(*) filter (where deleted_at is not null)
              from old_rows group by practice_id
          on conflict (practice_id) do update set live = c.live + excluded.live, trash = c.trash + excluded.trash;
        else
          insert into case_count as c (practice_id, live, trash)
            select practice_id, sum(live), sum(trash) from (
              select o.practice_id, -(o.deleted_at is null)::int as live, -(o.deleted_at is not null)::int as trash
                from old_rows o join new_rows n using (id)
               where (o.deleted_at is null) <> (n.deleted_at is null) or o.practice_id <> n.practice_id
              union all
              select n.practice_id, (n.deleted_at is null)::int, (n.deleted_at is not null)::int
                from old_rows o join new_rows n using (id)
               where (o.deleted_at is null) <> (n.deleted_at is null) or o.practice_id <> n.practice_id
            ) moved group by practice_id
          on conflict (practice_id) do update set live = c.live + excluded.live, trash = c.trash + excluded.trash;
        end if;
        return null;
      end $$`);
    this.addSql(`create trigger medical_case_count_insert after insert on medical_case
      referencing new table as new_rows for each statement execute function case_count_apply()`);
    this.addSql(`create trigger medical_case_count_update after update on medical_case
      referencing old table as old_rows new table as new_rows for each statement execute function case_count_apply()`);
    this.addSql(`create trigger medical_case_count_delete after delete on medical_case
      referencing old table as old_rows for each statement execute function case_count_apply()`);
    this.addSql(`insert into case_count (practice_id, live, trash)
      select practice_id, count(*) filter (where deleted_at is null), count(*) filter (where deleted_at is not null)
        from medical_case group by practice_id`);
  }
}
