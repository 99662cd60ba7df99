import { Migration } from '@mikro-orm/migrations';

/** Clinical records: patients, case groups, cases, appointments, plans, SOPs, templates, audit trail. */
export class Migration20261121100000Records extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists pg_trgm');
    this.addSql(`create table patient (
      id serial primary key,
      practice_id integer not null references practice (id) on delete cascade,
      user_id integer not null references app_user (id),
      name varchar(100) not null,
      sex smallint not null default 0 check (sex in (0, 1, 2)),
      birthday date null,
      phone varchar(11) null,
      country varchar(64) null,
      nationality varchar(64) null,
      marital_status smallint not null default 2 check (marital_status in (1, 2)),
      career varchar(100) null,
      address varchar(500) null,
      level smallint not null check (level in (1, 2, 3)),
      memo varchar(64) null,
      illness_history text null,
      allergy_history text null,
      smoking_history text null,
      drinking_history text null,
      taking_medication text null,
      oral_anesthesia_reaction text null,
      infection text null,
      be_pregnant smallint not null default 0 check (be_pregnant in (0, 1, 2)),
      issues_with_oral_treatment text null,
      any_major_disease_no_mention text null,
      deleted_at timestamptz null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql('create index patient_practice_live_index on patient (practice_id, deleted_at, id)');
    this.addSql('create index patient_practice_memo_index on patient (practice_id, memo)');
    // One trigram index over the three searched columns: a keyword search is one bitmap index scan.
    this.addSql(`create index patient_search_trgm_index on patient using gin (
      (lower(name || ' ' || coalesce(phone, '') || ' ' || coalesce(memo, ''))) gin_trgm_ops)`);

    this.addSql(`create table case_group (
      id serial primary key,
      practice_id integer not null references practice (id) on delete cascade,
      patient_id integer not null references patient (id) on delete cascade,
      user_id integer not null references app_user (id),
      product_id integer null,
      case_type smallint not null default 1,
      created_at timestamptz not null default now()
    )`);
    this.addSql('create index case_group_patient_id_index on case_group (patient_id)');
    this.addSql('create index case_group_practice_id_index on case_group (practice_id, id)');

    this.addSql(`create table reservation (
      id serial primary key,
      practice_id integer not null references practice (id) on delete cascade,
      patient_id integer not null references patient (id) on delete cascade,
      user_id integer not null references app_user (id),
      reservation_time timestamptz not null,
      remark varchar(1000) not null default '',
      status smallint not null default 1 check (status in (1, 2, 3)),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql('create index reservation_practice_time_index on reservation (practice_id, reservation_time)');
    this.addSql('create index reservation_patient_id_index on reservation (patient_id)');

    this.addSql(`create table treatment_protocol (
      id serial primary key,
      practice_id integer not null references practice (id) on delete cascade,
      name varchar(100) not null,
      created_at timestamptz not null default now()
    )`);
    this.addSql('create index treatment_protocol_practice_id_index on treatment_protocol (practice_id)');
    this.addSql(`create table sop (
      id serial primary key,
      practice_id integer not null references practice (id) on delete cascade,
      name varchar(100) not null,
      cycle_days integer not null check (cycle_days between 0 and 3650),
      created_at timestamptz not null default now()
    )`);
    this.addSql('create index sop_practice_id_index on sop (practice_id)');
    this.addSql(`create table treatment_plan (
      id serial primary key,
      practice_id integer not null references practice (id) on delete cascade,
      patient_id integer not null references patient (id) on delete cascade,
      user_id integer not null references app_user (id),
      protocol_id integer null references treatment_protocol (id) on delete set null,
      name varchar(100) not null,
      tooth_position varchar(200) not null default '',
      treatment_item varchar(1000) not null default '',
      remark varchar(1000) not null default '',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql('create index treatment_plan_patient_id_index on treatment_plan (patient_id)');
    this.addSql('create index treatment_plan_practice_id_index on treatment_plan (practice_id, id)');
    this.addSql(`create table treatment_step (
      id serial primary key,
      plan_id integer not null references treatment_plan (id) on delete cascade,
      sop_name varchar(100) not null,
      sop_time timestamptz not null,
      created_at timestamptz not null default now()
    )`);
    this.addSql('create index treatment_step_plan_id_index on treatment_step (plan_id)');

    this.addSql(`create table medical_case (
      id serial primary key,
      practice_id integer not null references practice (id) on delete cascade,
      patient_id integer not null references patient (id) on delete cascade,
      user_id integer not null references app_user (id),
      group_id integer null references case_group (id) on delete cascade,
      reservation_id integer null references reservation (id) on delete set null,
      treatment_step_id integer null references treatment_step (id) on delete set null,
      record_name varchar(200) not null default '',
      chief_complaint text not null default '',
      current_condition text not null default '',
      treatment_item text not null default '',
      doctor_advice text not null default '',
      examination jsonb not null default '[]',
      diagnosis jsonb not null default '[]',
      dispose jsonb not null default '[]',
      type smallint not null default 1 check (type in (1, 2)),
      status smallint not null default 1 check (status in (1, 2)),
      memo varchar(1000) not null default '',
      deleted_at timestamptz null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql('create index medical_case_practice_live_index on medical_case (practice_id, deleted_at, id)');
    this.addSql('create index medical_case_patient_id_index on medical_case (patient_id)');
    this.addSql('create index medical_case_group_id_index on medical_case (group_id)');
    this.addSql('create index medical_case_reservation_id_index on medical_case (reservation_id)');
    this.addSql('create index medical_case_treatment_step_id_index on medical_case (treatment_step_id)');

    this.addSql(`create table case_template (
      id serial primary key,
      practice_id integer null references practice (id) on delete cascade,
      user_id integer null references app_user (id) on delete cascade,
      name varchar(100) not null,
      status smallint not null default 1 check (status in (0, 1)),
      chief_complaint text not null default '',
      current_condition text not null default '',
      treatment_item text not null default '',
      doctor_advice text not null default '',
      examination jsonb not null default '[]',
      diagnosis jsonb not null default '[]',
      dispose jsonb not null default '[]',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((practice_id is null) = (user_id is null))
    )`);
    this.addSql('create index case_template_user_id_index on case_template (user_id)');

    this.addSql(`create table audit_entry (
      id bigserial primary key,
      practice_id integer not null references practice (id) on delete cascade,
      user_id integer not null references app_user (id),
      action varchar(16) not null,
      entity varchar(32) not null,
      entity_id integer not null,
      changed_fields jsonb not null,
      client_type varchar(64) null,
      client_info varchar(512) null,
      ip varchar(64) null,
      created_at timestamptz not null default now()
    )`);
    this.addSql('create index audit_entry_practice_id_index on audit_entry (practice_id, id)');
    this.addSql('create index audit_entry_entity_index on audit_entry (entity, entity_id)');
  }
}
