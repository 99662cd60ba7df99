import { Migration } from '@mikro-orm/migrations';

/**
 * Jaw recordings (issue 11 item 5, issue 12): one row per stored trajectory file (OJTR, under the
 * case's prefix `cases/<caseId>/trajectory/<id>.ojtr`) with the summary the pages list.
 */
export class Migration20261123090500Jaw extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table jaw_recording (
      id serial primary key,
      practice_id integer not null references practice (id) on delete cascade,
      patient_id integer not null references patient (id) on delete cascade,
      case_id integer not null references medical_case (id) on delete cascade,
      case_group_id integer null references case_group (id) on delete set null,
      kind varchar(16) not null check (kind in ('movement', 'stable', 'registration')),
      movement_type smallint null check (movement_type between 0 and 8),
      source varchar(16) not null check (source in ('video', 'import', 'synthetic')),
      name varchar(200) not null default '',
      key varchar(1024) not null,
      size integer not null check (size > 0),
      frame_count integer not null check (frame_count > 0),
      valid_frames integer not null check (valid_frames >= 0),
      duration_ms real not null check (duration_ms >= 0),
      fps real null,
      mean_quality real not null check (mean_quality between 0 and 1),
      registration_residual_mm real null,
      created_at timestamptz not null default now(),
      unique (practice_id, key),
      check ((kind = 'movement') = (movement_type is not null))
    )`);
    this.addSql('create index jaw_recording_case_index on jaw_recording (case_id, id)');
    this.addSql('create index jaw_recording_patient_index on jaw_recording (patient_id)');
  }
}
