import { Migration } from '@mikro-orm/migrations';

/**
 * Bytes stored per practice prefix, kept by the storage service as objects are written and deleted
 * (`modules/storage/storage-usage.ts`), so a quota check is one row instead of listing every object
 * of the practice. A row that is not `valid` (or is over an hour old) is recounted by listing.
 */
export class Migration20261128170000StorageUsage extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table storage_usage (
      prefix varchar(64) primary key,
      used_bytes bigint not null,
      valid boolean not null,
      version integer not null default 0,
      counted_at timestamptz not null default now()
    )`);
  }
}
