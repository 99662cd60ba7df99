import { phantomParams, phantomScanFiles } from '@odontia/phantom';
import type { TestServer } from './harness.js';
import { upload } from './upload.js';

export interface CrownCase {
  patientId: number;
  caseGroupId: number;
  /** The case group's crown folder (where the scans and the tool's surfaces are stored). */
  folder: string;
  upperFileId: number;
  lowerFileId: number;
}

const ok = <T>(reply: { body: { code: number; msg?: string; data: T } }, what: string): T => {
  if (reply.body.code !== 200) throw new Error(`${what}: ${reply.body.msg}`);
  return reply.body.data;
};

/** A patient with a crown case group holding the phantom's scans, `preparedTooth` prepared. */
export async function phantomCrownCase(server: TestServer, token: string, preparedTooth = 36): Promise<CrownCase> {
  const patientId = ok(
    await server.rest<{ id: number }>('POST', '/api/patient', { token, body: { name: 'Crown', level: 1 } }),
    'patient',
  ).id;
  const caseGroupId = ok(
    await server.rest<{ id: number }>('POST', '/api/product_illcase', {
      token,
      body: { pid: patientId, product_id: 4 },
    }),
    'case group',
  ).id;
  const folder = (
    await server.graphql<{ crownFolder: string }>(
      'query($id: ID!) { crownFolder(caseGroupId: $id) }',
      { id: caseGroupId },
      token,
    )
  ).data!.crownFolder;
  const ids: Record<string, number> = {};
  for (const file of phantomScanFiles(phantomParams(), { preparedTooth }).filter((f) => f.name.endsWith('.stl'))) {
    const key = `${folder}${file.name}`;
    ok(await upload(server, token, key, Buffer.from(file.bytes)), `upload ${file.name}`);
    const attached = await server.rest<{ id: number }>('POST', '/api/model_file', {
      token,
      body: { product_illcase_id: caseGroupId, type: 'stl', key, name: file.name },
    });
    ids[file.name.includes('upper') ? 'upper' : 'lower'] = ok(attached, `attach ${file.name}`).id;
  }
  return { patientId, caseGroupId, folder, upperFileId: ids.upper!, lowerFileId: ids.lower! };
}
