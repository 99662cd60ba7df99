import type { EntityClass } from '@mikro-orm/core';
import { ReferenceKind, wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseInput } from '../../core/validation.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { Patient } from '../patient/patient.entity.js';
import { toRestPatient } from '../patient/patient.view.js';
import { TreatmentPlan, TreatmentStep } from '../plan/plan.entity.js';
import { Reservation } from '../reservation/reservation.entity.js';
import { User } from '../user/user.entity.js';
import { casePageRows } from './case-list.query.js';
import { Case, CaseGroup } from './case.entity.js';
import { caseListInput } from './case.input.js';
import { CASE_POPULATE } from './case.service.js';

/**
 * The case list and the patient search read their pages without the ORM (entity-rows.ts): what they
 * answer must be what the ORM loads, value for value, for every persisted column of the case and of
 * each relation it shows.
 */
describe('record pages read without the ORM', () => {
  let server: TestServer;
  let practiceId: number;
  const em = () => server.runtime.orm.em.fork() as EntityManager;

  beforeAll(async () => {
    server = await startTestServer();
    await server.demoToken();
    const [row] = await em()
      .getConnection()
      .execute<{ id: number }[]>("select practice_id as id from app_user where phone = '13800000000'");
    practiceId = row!.id;
  }, 120_000);
  afterAll(() => server?.stop());

  /** Every persisted scalar of an entity and the ids of its to-one relations, as the ORM sees them. */
  const values = (entity: EntityClass<object>, item: object | null) => {
    if (!item) return null;
    const meta = em().getMetadata().get(entity);
    const out: Record<string, unknown> = {};
    for (const prop of meta.props) {
      if (prop.persist === false || prop.lazy) continue;
      const value = (item as Record<string, unknown>)[prop.name];
      if (prop.kind === ReferenceKind.SCALAR) out[prop.name] = value;
      else if (prop.kind === ReferenceKind.MANY_TO_ONE) out[prop.name] = (value as { id: number } | null)?.id ?? null;
    }
    return out;
  };
  const view = (c: Case) => ({
    case: values(Case, c),
    pid: c.pid,
    uid: c.uid,
    patient: values(Patient, c.patient),
    doctor: values(User, c.user),
    group: values(CaseGroup, c.group),
    reservation: values(Reservation, c.reservation),
    step: values(TreatmentStep, c.treatmentStep),
    plan: values(TreatmentPlan, c.treatmentStep?.plan ?? null),
  });

  const both = async (raw: Record<string, unknown>, where: object) => {
    const input = parseInput(caseListInput, raw);
    const page = await casePageRows(em(), practiceId, input);
    const orm = await em().find(
      Case,
      { practice: practiceId, ...where },
      { populate: CASE_POPULATE, orderBy: { id: 'desc' }, limit: input.limit, offset: (input.page - 1) * input.limit },
    );
    const ormTotal = await em().count(Case, { practice: practiceId, ...where });
    return { page, orm, ormTotal };
  };

  it('answers the ORM entities value for value, relations included', async () => {
    const { page, orm } = await both({ limit: 100 }, { deletedAt: null });
    expect(page.items.length).toBeGreaterThan(3);
    expect(page.items.map(view)).toEqual(orm.map(view));
    // the demo practice's cases cover each relation both present and absent
    for (const present of [(c: Case) => c.reservation, (c: Case) => c.treatmentStep, (c: Case) => c.group]) {
      expect(page.items.some(present)).toBe(true);
    }
    expect(page.items.some((c) => c.reservation === null)).toBe(true);
    expect(page.items.some((c) => c.treatmentStep === null)).toBe(true);
    // dates and JSON columns converted as the ORM converts them; the relations read as loaded
    const first = page.items[0]!;
    expect(first.createdAt).toBeInstanceOf(Date);
    expect(Array.isArray(first.examination)).toBe(true);
    expect(wrap(first.patient).isInitialized()).toBe(true);
    // relations the list does not show are ORM references, loaded on demand
    expect(wrap(first.patient.user).isInitialized()).toBe(false);
  });

  it('filters and totals as the ORM does', async () => {
    const [someCase] = (await both({ limit: 1 }, { deletedAt: null })).orm;
    const cases: [Record<string, unknown>, object][] = [
      [{ pid: someCase!.patient.id }, { deletedAt: null, patient: someCase!.patient.id }],
      [{ status: 2 }, { deletedAt: null, status: 2 }],
      [{ product_id: 4 }, { deletedAt: null, group: { productId: 4 } }],
      [
        { keyword: someCase!.patient.name.slice(0, 1) },
        {
          deletedAt: null,
          $or: [
            { recordName: { $ilike: `%${someCase!.patient.name.slice(0, 1)}%` } },
            { patient: { name: { $ilike: `%${someCase!.patient.name.slice(0, 1)}%` } } },
          ],
        },
      ],
      [{ state: 1 }, { deletedAt: { $ne: null } }],
    ];
    for (const [raw, where] of cases) {
      const { page, orm, ormTotal } = await both({ limit: 100, ...raw }, where);
      expect(
        page.items.map((c) => c.id),
        JSON.stringify(raw),
      ).toEqual(orm.map((c) => c.id));
      expect(await page.count(), JSON.stringify(raw)).toBe(ormTotal);
    }
  });

  it('the patient search answers what the ORM loads', async () => {
    const token = await server.demoToken();
    const reply = await server.rest<{ list: { id: number }[] }>('GET', '/api/patient?keyword=1&limit=100', { token });
    const list = reply.body.data.list;
    expect(list.length).toBeGreaterThan(0);
    const orm = await em().find(Patient, { id: { $in: list.map((p) => p.id) } }, { orderBy: { id: 'desc' } });
    expect(list).toEqual(JSON.parse(JSON.stringify(orm.map(toRestPatient))));
  });
});
