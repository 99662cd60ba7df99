import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { readStl } from '@odontia/phantom';
import { edgeDefects } from '@odontia/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phantomCrownCase, type CrownCase } from '../../test/crown-case.js';
import type { TestServer } from '../../test/harness.js';
import { startServerForWorkers, startWorkerProcess } from '../../test/worker-process.js';

// The real crown tool in `npm run worker` processes on PostgreSQL; one is killed in the middle of a proposal.

let server: TestServer;
let demo: string;
let crown: CrownCase;
const workers: ChildProcess[] = [];

type Design = { status: string; error: string | null; urls: { crown: string | null } };
const READ = 'query($id: ID!) { crownDesign(caseGroupId: $id) { status error urls { crown } } }';
const design = async () =>
  (await server.graphql<{ crownDesign: Design }>(READ, { id: crown.caseGroupId }, demo)).data!.crownDesign;
const attempts = async () =>
  (
    await server.rest<{ attempts: number }>('GET', `/api/illcase/task?product_illcase_id=${crown.caseGroupId}`, {
      token: demo,
    })
  ).body.data.attempts;

describe.runIf(process.env.DATABASE_URL)('an interrupted crown proposal', () => {
  beforeAll(async () => {
    server = await startServerForWorkers();
    demo = await server.demoToken();
    crown = await phantomCrownCase(server, demo, 46);
  }, 240_000);
  afterAll(async () => {
    for (const child of workers) child.kill('SIGKILL');
    await server?.stop();
  });

  it('is run again from the start by another worker when its worker dies mid-run, and the design is whole', async () => {
    const started = await server.graphql(
      'mutation($input: CrownDesignInput!) { startCrownDesign(input: $input) { status } }',
      {
        input: {
          caseGroupId: crown.caseGroupId,
          upperFileId: crown.upperFileId,
          lowerFileId: crown.lowerFileId,
          tooth: 46,
        },
      },
      demo,
    );
    expect(started.errors).toBeUndefined();

    // Holding the files table keeps the first run inside the tool (it reads the scans' keys first)
    // until its worker is killed: the crash lands mid-proposal every time, not by timing luck.
    const holder = new pg.Client({ connectionString: server.config.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table stored_file in access exclusive mode');
      const first = await startWorkerProcess(server);
      workers.push(first);
      for (const t = Date.now(); (await attempts()) < 1; await sleep(200))
        if (Date.now() - t > 60_000) throw new Error('the first worker never claimed the proposal');
      first.kill('SIGKILL');
      await once(first, 'exit');
      await holder.query('rollback');
    } finally {
      await holder.end();
    }
    expect((await design()).status).toBe('ToBeDesigned');

    workers.push(await startWorkerProcess(server));
    let current = await design();
    for (const t = Date.now(); current.status === 'ToBeDesigned' && Date.now() - t < 120_000; await sleep(500))
      current = await design();
    expect(current.error).toBeNull();
    expect(current.status).toBe('ToBeConfirmed');
    expect(await attempts()).toBe(2);
    expect(current.urls.crown).toContain('crown-46.stl');
    const bytes = new Uint8Array(await (await fetch(current.urls.crown!)).arrayBuffer());
    expect(edgeDefects(readStl(bytes).triangles)).toEqual({ open: 0, nonManifold: 0, misoriented: 0 });
  }, 300_000);
});
