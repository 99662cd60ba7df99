import { Migration } from '@mikro-orm/migrations';

export class Migration20261121000000Foundation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table practice (
      id serial primary key,
      balance integer not null default 0 check (balance >= 0),
      usable_storage_gb integer not null default 3 check (usable_storage_gb >= 0),
      sub_user_limit integer not null default 10 check (sub_user_limit >= 0),
      storage_prefix varchar(64) not null unique,
      created_at timestamptz not null default now()
    )`);
    this.addSql(`create table app_user (
      id serial primary key,
      practice_id integer not null references practice (id) on delete cascade,
      parent_id integer null references app_user (id),
      name varchar(100) not null,
      avatar varchar(500) null,
      phone varchar(11) null unique,
      email varchar(254) null unique,
      password_hash text not null,
      type integer not null default 1,
      category integer not null default 0,
      size integer not null default 0,
      country varchar(64) not null default 'China',
      abbreviation varchar(64) not null default '',
      member_number integer not null default 0,
      user_tag varchar(32) not null default '',
      invoice_info jsonb null,
      shipping_address jsonb null,
      disabled_at timestamptz null,
      deleted_at timestamptz null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql('create index app_user_practice_id_index on app_user (practice_id)');
    this.addSql('create index app_user_disabled_at_index on app_user (disabled_at)');
    this.addSql(`create table session (
      id uuid primary key,
      user_id integer not null references app_user (id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz null,
      client_type varchar(64) null,
      client_info varchar(512) null,
      client_fingerprint varchar(128) null,
      ip varchar(64) null
    )`);
    this.addSql('create index session_user_id_index on session (user_id)');
    this.addSql(`create table login_throttle (
      key varchar(300) primary key,
      failures integer not null default 0,
      window_started_at timestamptz not null default now(),
      locked_until timestamptz null
    )`);
  }
}
