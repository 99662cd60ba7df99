// Apart from embedded-postgres.ts, so that reporting it does not load PGlite into an external setup.
/** The embedded database folder exists but PostgreSQL cannot start on it; the folder is left as it is. */
export class EmbeddedDatabaseUnreadableError extends Error {
  constructor(
    readonly dataDir: string,
    cause: unknown,
  ) {
    super(
      `The embedded database in ${dataDir} could not be opened (${cause instanceof Error ? cause.message : String(cause)}). ` +
        'The folder is left as it is; keep it for diagnosis. If it was damaged (a disk fault, ' +
        'or another program writing into it), restore the latest backup into a new data folder: ' +
        '`DATA_DIR=<new folder> npm run cli -- restore <backup folder>`, then start with that DATA_DIR.',
      { cause },
    );
    this.name = 'EmbeddedDatabaseUnreadableError';
  }
}
