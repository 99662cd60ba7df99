import { describe as suite, expect as check, it as unit } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { formatTemplateList, parseTemplateList } from './template-format.js';

suite('template list strings', () => {
  unit('parse positions:content entries and plain entries, normalising teeth', () => {
    check(parseTemplateList('21,11-12:caries; plain text ;;13: worn')).toEqual([
      { position: '11-12,21', content: 'caries' },
      { position: '', content: 'plain text' },
      { position: '13', content: 'worn' },
    ]);
    check(parseTemplateList('note: not teeth')).toEqual([{ position: '', content: 'note: not teeth' }]);
  });
  unit('format is the inverse of parse', () => {
    const entries = [
      { position: '11-13,21', content: 'a: b' },
      { position: '', content: 'c' },
    ];
    check(parseTemplateList(formatTemplateList(entries))).toEqual(entries);
    check(formatTemplateList([{ position: '', content: 'x;y' }])).toBe('x；y');
  });
});

let server: TestServer;
let demo: string;
let other: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = await server.demoToken();
  other = (await server.createPractice('13700000601')).token;
});
afterAll(() => server?.stop());

type RestTemplate = {
  id: number;
  name: string;
  type: number;
  status: number;
  uid: number;
  examination: string;
  diagnosis: string;
  dispose_content: string;
};
type List<T> = { list: T[]; total: number };

describe('/api/template', () => {
  it('creates a personal template from semicolon strings and answers them normalised', async () => {
    const created = await server.rest<RestTemplate>('POST', '/api/template', {
      token: demo,
      body: {
        name: '  Pulpitis ',
        status: 1,
        chief_complaint: 'Night pain',
        examination: '26,24-25:deep caries;percussion +',
        dispose_content: '26:RCT',
      },
    });
    expect(created.body.data).toMatchObject({
      name: 'Pulpitis',
      type: 2,
      uid: 1,
      examination: '24-26:deep caries;percussion +',
      dispose_content: '26:RCT',
      diagnosis: '',
    });
    const id = created.body.data.id;
    const updated = await server.rest<RestTemplate>('PUT', `/api/template/${id}`, {
      token: demo,
      body: { id, diagnosis: '26:Pulpitis', status: 0 },
    });
    expect(updated.body.data).toMatchObject({
      diagnosis: '26:Pulpitis',
      status: 0,
      examination: '24-26:deep caries;percussion +',
    });
    const list = await server.rest<List<RestTemplate>>('GET', '/api/template?name=pulp&uid=1&page=1&limit=10', {
      token: demo,
    });
    expect(list.body.data.list.map((t) => t.id)).toEqual([id]);
    const enabled = await server.rest<List<RestTemplate>>('GET', '/api/template?status=1&limit=100', { token: demo });
    expect(enabled.body.data.list.map((t) => t.id)).not.toContain(id);
    expect((await server.rest('DELETE', `/api/template/${id}`, { token: demo })).body.data).toEqual({ id });
  });

  it('shows public templates to every practice and lets nobody edit them', async () => {
    const publics = await server.rest<List<RestTemplate>>('GET', '/api/template?type=1&limit=100', { token: other });
    expect(publics.body.data.total).toBeGreaterThanOrEqual(3);
    const caries = publics.body.data.list.find((t) => t.name === 'Dental caries')!;
    expect(caries.examination).toBe('36:Deep caries, probing sensitive, percussion negative');
    for (const token of [demo, other]) {
      const edit = await server.rest('PUT', `/api/template/${caries.id}`, { token, body: { name: 'mine now' } });
      expect(edit.body).toMatchObject({ code: 403, msg: 'Public templates cannot be edited' });
      expect((await server.rest('DELETE', `/api/template/${caries.id}`, { token })).body.code).toBe(403);
    }
    expect(
      (await server.rest<RestTemplate>('GET', `/api/template/${caries.id}`, { token: other })).body.data.name,
    ).toBe('Dental caries');
  });

  it('validates and keeps personal templates to their owner', async () => {
    expect((await server.rest('POST', '/api/template', { token: demo, body: { name: ' ' } })).body.code).toBe(400);
    expect(
      (await server.rest('POST', '/api/template', { token: demo, body: { name: 'x', examination: '19:bad tooth' } }))
        .body.data,
    ).toMatchObject({ examination: '19:bad tooth' });
    const mine = (
      await server.rest<RestTemplate>('POST', '/api/template', { token: demo, body: { name: 'Private template' } })
    ).body.data;
    for (const [method, body] of [['GET'], ['PUT', { name: 'x' }], ['DELETE']] as const) {
      const reply = await server.rest(method, `/api/template/${mine.id}`, { token: other, body });
      expect(reply.body, method).toMatchObject({ code: 404 });
    }
    const doctor = await server.login('13800000001', 'Demo@1234');
    expect((await server.rest('GET', `/api/template/${mine.id}`, { token: doctor })).body.code).toBe(404);
    const theirList = await server.rest<List<RestTemplate>>('GET', '/api/template?name=Private&limit=100', {
      token: other,
    });
    expect(theirList.body.data.total).toBe(0);
  });
});

describe('GraphQL templates', () => {
  it('uses structured lists and refuses invalid teeth', async () => {
    const created = await server.graphql<{
      createCaseTemplate: { id: string; isPublic: boolean; examination: { position: string }[] };
    }>(
      'mutation($input: CaseTemplateInput!) { createCaseTemplate(input: $input) { id name isPublic examination { position content } } }',
      { input: { name: 'GQL template', examination: [{ position: '12,11', content: 'x' }] } },
      demo,
    );
    expect(created.data!.createCaseTemplate).toMatchObject({ isPublic: false, examination: [{ position: '11-12' }] });
    const id = created.data!.createCaseTemplate.id;
    const bad = await server.graphql(
      `mutation { updateCaseTemplate(id: "${id}", input: { dispose: [{ position: "51", content: "x" }] }) { id } }`,
      {},
      demo,
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({ message: 'Invalid tooth position' });
    const list = await server.graphql<{ caseTemplates: { items: { id: string; isPublic: boolean }[] } }>(
      '{ caseTemplates(personalOnly: true, limit: 100) { total items { id isPublic } } }',
      {},
      demo,
    );
    expect(list.data!.caseTemplates.items.map((t) => t.id)).toContain(id);
    for (const query of [
      `{ caseTemplate(id: "${id}") { id } }`,
      `mutation { updateCaseTemplate(id: "${id}", input: { name: "x" }) { id } }`,
      `mutation { deleteCaseTemplate(id: "${id}") }`,
    ]) {
      expect((await server.graphql(query, {}, other)).errors?.[0]?.extensions?.code, query).toBe('NOT_FOUND');
    }
    expect(
      (await server.graphql<{ deleteCaseTemplate: string }>(`mutation { deleteCaseTemplate(id: "${id}") }`, {}, demo))
        .data!.deleteCaseTemplate,
    ).toBe(id);
  });
});
