import { requireMainAccount, type RequestContext } from '../../core/context.js';
import type { ModelFileService } from './model-files.service.js';

/** What emptying the recycle bin needs from the records side: destroying one patient for good. */
export interface PatientDestroyer {
  destroy(ctx: RequestContext, id: unknown): Promise<unknown>;
}

export class RecycleBinService {
  constructor(
    private readonly files: ModelFileService,
    private readonly patients: () => PatientDestroyer,
  ) {}

  async size(ctx: RequestContext): Promise<number> {
    return this.files.recycleBytes(ctx);
  }

  /**
   * Destroys every patient in the recycle bin with its cases and stored files, freeing their space
   * (main account). Each patient goes in its own transaction, so a failure leaves the rest done.
   */
  async empty(ctx: RequestContext): Promise<{ patients: number; freedBytes: number }> {
    requireMainAccount(ctx);
    const freedBytes = await this.files.recycleBytes(ctx);
    const ids = await this.files.recycledPatientIds(ctx);
    for (const id of ids) {
      await this.files.deleteFilesOf(ctx.em, ctx.auth.practiceId, { patientIds: [id] });
      await this.patients().destroy(ctx, id);
    }
    return { patients: ids.length, freedBytes };
  }
}
