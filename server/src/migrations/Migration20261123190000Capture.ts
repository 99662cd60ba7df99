import { Migration } from '@mikro-orm/migrations';

/** What a running tool reports (the capture tracker: video and frames done of total), shown with the queue state. */
export class Migration20261123190000Capture extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table case_task add column progress jsonb null');
  }
}
