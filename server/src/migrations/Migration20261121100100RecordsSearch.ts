import { Migration } from '@mikro-orm/migrations';

/**
 * Patient keyword search on a stored column: the trigram index serves keywords of three or more
 * characters, and shorter ones scan the precomputed text instead of recomputing it per row.
 */
export class Migration20261121100100RecordsSearch extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table patient add column search_text text generated always as (
      lower(name || ' ' || coalesce(phone, '') || ' ' || coalesce(memo, ''))) stored`);
    this.addSql('drop index if exists patient_search_trgm_index');
    this.addSql('create index patient_search_text_trgm_index on patient using gin (search_text gin_trgm_ops)');
  }
}
