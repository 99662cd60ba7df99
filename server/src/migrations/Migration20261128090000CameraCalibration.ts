import { Migration } from '@mikro-orm/migrations';

/**
 * Camera calibrations of a practice (the jaw-motion capture's intrinsics, per phone): one row per video of the
 * printed calibration board, kept as history (a device's current calibration is its newest done one; a recording
 * session names the row it used). Status as the worker moves it: queued, running, done or failed.
 */
export class Migration20261128090000CameraCalibration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table camera_calibration (
      id serial primary key,
      practice_id integer not null references practice (id) on delete cascade,
      device_name varchar(100) not null check (length(device_name) between 1 and 100),
      video_key varchar(1024) not null,
      status varchar(16) not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
      attempts smallint not null default 0,
      width integer null,
      height integer null,
      fx double precision null,
      fy double precision null,
      cx double precision null,
      cy double precision null,
      distortion jsonb null,
      rms_px double precision null,
      views smallint null,
      frames_searched integer null,
      frames_with_board integer null,
      uncertainty_px jsonb null,
      error_key varchar(64) null,
      error_values jsonb null,
      error varchar(1000) null,
      created_by integer not null references app_user (id),
      created_at timestamptz not null default now(),
      started_at timestamptz null,
      finished_at timestamptz null,
      check ((status = 'done') = (fx is not null and fy is not null and width is not null and height is not null)),
      check ((status = 'failed') = (error_key is not null))
    )`);
    this.addSql('create index camera_calibration_practice_index on camera_calibration (practice_id, id)');
  }
}
