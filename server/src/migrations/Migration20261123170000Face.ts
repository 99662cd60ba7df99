import { Migration } from '@mikro-orm/migrations';

/**
 * Face-scan design (issue 14): the photos and videos of a case per expression, the smile design of a
 * case (marks, parameters, the computed placement, its status) and the patient's share links (only a
 * SHA-256 digest of each token is stored).
 */
export class Migration20261123170000Face extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table face_capture (
      id serial primary key,
      practice_id integer not null references practice (id) on delete cascade,
      case_id integer not null references medical_case (id) on delete cascade,
      expression varchar(16) not null check (expression in ('neutral', 'smile', 'open_mouth')),
      kind varchar(8) not null check (kind in ('photo', 'video')),
      key varchar(1024) not null,
      size bigint not null check (size > 0),
      duration_ms real null,
      created_at timestamptz not null default now(),
      unique (case_id, key),
      check ((kind = 'video') = (duration_ms is not null))
    )`);
    this.addSql('create index face_capture_case_index on face_capture (case_id, expression, id)');
    this.addSql(`create table face_design (
      id serial primary key,
      practice_id integer not null references practice (id) on delete cascade,
      case_id integer not null unique references medical_case (id) on delete cascade,
      status varchar(16) not null default 'marking'
        check (status in ('marking', 'to_be_designed', 'to_be_confirmed', 'finished')),
      marks jsonb not null default '{}',
      parameters jsonb not null,
      result jsonb null,
      confirmed_at timestamptz null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql(`create table face_share_link (
      id serial primary key,
      practice_id integer not null references practice (id) on delete cascade,
      case_id integer not null references medical_case (id) on delete cascade,
      token_hash char(64) not null unique,
      expires_at timestamptz not null,
      revoked_at timestamptz null,
      created_at timestamptz not null default now()
    )`);
    this.addSql('create index face_share_link_case_index on face_share_link (case_id, id)');
  }
}
