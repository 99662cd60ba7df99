import { Migration } from '@mikro-orm/migrations';

/**
 * What an idempotent request asked for (a hash of its kind and parameters), so a reused key with
 * different parameters is told apart from a retry (issue 17). Orders written before have none.
 */
export class Migration20261123090000Http extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table points_order add column idempotency_fingerprint char(64) null');
  }
}
