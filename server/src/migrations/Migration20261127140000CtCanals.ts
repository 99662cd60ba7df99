import { Migration } from '@mikro-orm/migrations';

/**
 * The mandibular canals traced on a case's CT (points and tube diameter): kept beside the facebow
 * configuration, not in it, so tracing them never invalidates the collected data.
 */
export class Migration20261127140000CtCanals extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table facebow_config add column ct_canals jsonb null');
  }
}
