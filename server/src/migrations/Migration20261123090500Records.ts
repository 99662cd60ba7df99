import { Migration } from '@mikro-orm/migrations';

/** Practice data exports (issue 17): one queued archive per request, produced by the task worker. */
export class Migration20261123090500Records extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table practice_export (
      id serial primary key,
      practice_id integer not null references practice (id) on delete cascade,
      user_id integer not null references app_user (id) on delete cascade,
      status varchar(16) not null default 'queued' check (status in ('queued', 'running', 'finished', 'failed')),
      progress smallint not null default 0 check (progress between 0 and 100),
      attempts smallint not null default 0,
      object_key varchar(1024) null,
      size bigint null,
      error varchar(500) null,
      created_at timestamptz not null default now(),
      started_at timestamptz null,
      finished_at timestamptz null
    )`);
    this.addSql('create index practice_export_practice_index on practice_export (practice_id, id)');
  }
}
