import { z } from 'zod';
import { idAnswer, listAnswer, recordId } from '../../core/answers.js';
import { listData, type RestRouter } from '../../core/rest.js';
import type { Services } from '../../services.js';
import { memoCheckInput, patientFields, patientListInput } from './patient.input.js';
import { restPatientAnswer as patient, toRestPatient } from './patient.view.js';

export function registerPatientRest(rest: RestRouter, { patients }: Services): void {
  rest.route(
    'GET',
    '/api/patient',
    async (ctx, { query }) => listData(await patients.list(ctx, query), toRestPatient),
    { query: patientListInput, answer: listAnswer(patient) },
  );
  rest.route('GET', '/api/patient/check', (ctx, { query }) => patients.checkMemo(ctx, query), {
    query: memoCheckInput,
    answer: z.object({ id: z.string(), name: z.string().nullable() }),
  });
  rest.route(
    'GET',
    '/api/patient/case_count/:id',
    async (ctx, { params }) => ({
      id: Number(params.id),
      count: await patients.caseCount(ctx, params.id),
    }),
    { answer: z.object({ id: recordId, count: z.number().int().min(0) }) },
  );
  rest.route('GET', '/api/patient/:id', async (ctx, { params }) => toRestPatient(await patients.get(ctx, params.id)), {
    answer: patient,
  });
  rest.route('POST', '/api/patient', async (ctx, { body }) => toRestPatient(await patients.create(ctx, body)), {
    body: patientFields,
    answer: patient,
  });
  rest.route(
    'PUT',
    '/api/patient/:id',
    async (ctx, { params, body }) => toRestPatient(await patients.update(ctx, params.id, body)),
    { body: patientFields, answer: patient },
  );
  rest.route(
    'POST',
    '/api/patient/stash/:id',
    async (ctx, { params }) => toRestPatient(await patients.stash(ctx, params.id)),
    { answer: patient },
  );
  rest.route(
    'POST',
    '/api/patient/restore/:id',
    async (ctx, { params }) => toRestPatient(await patients.restore(ctx, params.id)),
    { answer: patient },
  );
  rest.route(
    'DELETE',
    '/api/patient/:id',
    async (ctx, { params }) => ({ id: (await patients.destroy(ctx, params.id)).id }),
    { answer: idAnswer },
  );
}
