import { Migration } from '@mikro-orm/migrations';

/** Stored model files, upload reservations against the quota, case-group tasks and facebow configuration (issue 4). */
export class Migration20261121200000Commerce extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table stored_file (
      id serial primary key,
      practice_id integer not null references practice (id) on delete cascade,
      patient_id integer null references patient (id) on delete cascade,
      case_group_id integer null references case_group (id) on delete cascade,
      case_id integer null references medical_case (id) on delete cascade,
      type varchar(8) not null check (type in ('stl', 'drc', 'ply', 'obj', 'gltf', 'glb')),
      key varchar(1024) not null,
      mtl_key varchar(1024) null,
      texture_key varchar(1024) null,
      color varchar(16) null,
      alpha real not null default 1 check (alpha >= 0 and alpha <= 1),
      name varchar(200) not null,
      size bigint not null default 0 check (size >= 0),
      last_modified timestamptz null,
      created_at timestamptz not null default now(),
      unique (practice_id, key)
    )`);
    this.addSql('create index stored_file_patient_index on stored_file (patient_id)');
    this.addSql('create index stored_file_case_group_index on stored_file (case_group_id)');
    this.addSql('create index stored_file_case_index on stored_file (case_id)');
    // An upload in progress holds its declared size against the quota until completed or aborted.
    this.addSql(`create table storage_upload (
      id serial primary key,
      practice_id integer not null references practice (id) on delete cascade,
      key varchar(1024) not null,
      upload_id varchar(512) not null,
      size bigint not null check (size > 0),
      created_at timestamptz not null default now(),
      unique (practice_id, upload_id)
    )`);
    this.addSql(`create table case_task (
      id serial primary key,
      practice_id integer not null references practice (id) on delete cascade,
      case_group_id integer not null unique references case_group (id) on delete cascade,
      product_id integer null references product (id),
      status smallint not null default 0 check (status between 0 and 5),
      job_id uuid null,
      attempts integer not null default 0,
      expected_minutes integer not null default 10 check (expected_minutes > 0),
      input jsonb not null default '{}',
      result jsonb null,
      error varchar(500) null,
      submitted_at timestamptz null,
      started_at timestamptz null,
      finished_at timestamptz null,
      updated_at timestamptz not null default now()
    )`);
    this.addSql('create index case_task_queue_index on case_task (status, submitted_at, id)');
    this.addSql('create index case_task_practice_index on case_task (practice_id)');
    this.addSql(`create table facebow_config (
      case_group_id integer primary key references case_group (id) on delete cascade,
      practice_id integer not null references practice (id) on delete cascade,
      config jsonb not null default '{}',
      collected jsonb null,
      collected_at timestamptz null,
      updated_at timestamptz not null default now()
    )`);
  }
}
