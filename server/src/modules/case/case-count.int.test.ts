import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

/** The unfiltered case and patient lists' totals come from trigger-kept counters: they must equal a real count. */
describe('maintained case counts', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    token = await server.demoToken();
  }, 120_000);
  afterAll(() => server?.stop());

  /** The list totals (live, recycle bin) against a real count, for cases or patients. */
  const totals = async (path: string, table: string) => {
    const live = await server.rest<{ total: number }>('GET', `${path}?limit=1`, { token });
    const trash = await server.rest<{ total: number }>('GET', `${path}?limit=1&state=1`, { token });
    const [real] = await server.runtime.orm.em.fork().execute<{ live: string; trash: string }[]>(
      `select count(*) filter (where deleted_at is null) as live, count(*) filter (where deleted_at is not null) as trash
           from ${table} where practice_id = (select practice_id from app_user where id = 1)`,
    );
    return {
      listed: [live.body.data.total, trash.body.data.total],
      counted: [Number(real!.live), Number(real!.trash)],
    };
  };
  const expectAgree = async (path = '/api/illcase', table = 'medical_case') => {
    const { listed, counted } = await totals(path, table);
    expect(listed).toEqual(counted);
    return counted;
  };
  const expectPatientsAgree = () => expectAgree('/api/patient', 'patient');

  it('follows creates, the recycle bin, restores, destroys and a patient’s cascaded removal', async () => {
    const [live0, trash0] = await expectAgree();
    const [patients0, patientsTrash0] = await expectPatientsAgree();
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
    expect(await expectPatientsAgree()).toEqual([patients0! + 1, patientsTrash0]);
    await server.rest('DELETE', `/api/illcase/delete/${ids[0]}`, { token });
    expect(await expectAgree()).toEqual([live0! + 2, trash0! + 1]);
    await server.rest('POST', `/api/illcase/restore/${ids[0]}`, { token });
    await server.rest('DELETE', `/api/illcase/destroy/${ids[1]}`, { token });
    expect(await expectAgree()).toEqual([live0! + 2, trash0]);
    await server.rest('POST', `/api/patient/stash/${patient}`, { token });
    expect(await expectAgree()).toEqual([live0, trash0! + 2]);
    expect(await expectPatientsAgree()).toEqual([patients0, patientsTrash0! + 1]);
    await server.rest('DELETE', `/api/patient/${patient}`, { token });
    expect(await expectAgree()).toEqual([live0, trash0]);
    expect(await expectPatientsAgree()).toEqual([patients0, patientsTrash0]);
  });
});
