import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

/** The unfiltered case list's total comes from the trigger-kept counter: it must equal a real count. */
describe('maintained case counts', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    token = await server.demoToken();
  }, 120_000);
  afterAll(() => server?.stop());

  const totals = async () => {
    const live = await server.rest<{ total: number }>('GET', '/api/illcase?limit=1', { token });
    const trash = await server.rest<{ total: number }>('GET', '/api/illcase?limit=1&state=1', { token });
    const [real] = await server.runtime.orm.em.fork().execute<{ live: string; trash: string }[]>(
      `select count(*) filter (where deleted_at is null) as live, count(*) filter (where deleted_at is not null) as trash
           from medical_case where practice_id = (select practice_id from app_user where id = 1)`,
    );
    return {
      listed: [live.body.data.total, trash.body.data.total],
      counted: [Number(real!.live), Number(real!.trash)],
    };
  };
  const expectAgree = async () => {
    const { listed, counted } = await totals();
    expect(listed).toEqual(counted);
    return counted;
  };

  it('follows creates, the recycle bin, restores, destroys and a patient’s cascaded removal', async () => {
    const [live0, trash0] = await expectAgree();
    const patient = (
      await server.rest<{ id: number }>('POST', '/api/patient', { token, body: { name: 'Count', level: 1 } })
    ).body.data.id;
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await server.rest<{ id: number }>('POST', '/api/illcase/create/case', {
        token,
        body: { pid: patient, record_name: `Count ${i}` },
      });
      ids.push(created.body.data.id);
    }
    expect(await expectAgree()).toEqual([live0! + 3, trash0]);
    await server.rest('DELETE', `/api/illcase/delete/${ids[0]}`, { token });
    expect(await expectAgree()).toEqual([live0! + 2, trash0! + 1]);
    await server.rest('POST', `/api/illcase/restore/${ids[0]}`, { token });
    await server.rest('DELETE', `/api/illcase/destroy/${ids[1]}`, { token });
    expect(await expectAgree()).toEqual([live0! + 2, trash0]);
    await server.rest('POST', `/api/patient/stash/${patient}`, { token });
    expect(await expectAgree()).toEqual([live0, trash0! + 2]);
    await server.rest('DELETE', `/api/patient/${patient}`, { token });
    expect(await expectAgree()).toEqual([live0, trash0]);
  });
});
