import { wrap } from '@mikro-orm/core';
import { z } from 'zod';
import { nullableText, nullableTimestamp, recordId, timestamp } from '../../core/answers.js';
import { restStepAnswer, toRestStep } from '../plan/plan.view.js';
import type { Case, CaseGroup } from './case.entity.js';

const loaded = <T extends object>(ref: T | null): T | null => (ref && wrap(ref).isInitialized() ? ref : null);

const minute = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');

const entries = z.array(z.object({ position: z.string(), content: z.string() }));

export const restCaseAnswer = z.object({
  id: recordId,
  record_id: recordId,
  pid: recordId,
  uid: recordId,
  name: nullableText,
  uname: nullableText,
  record_name: z.string(),
  chief_complaint: z.string(),
  current_condition: z.string(),
  treatment_item: z.string(),
  doctor_advice: z.string(),
  examination: entries,
  diagnosis: entries,
  dispose: entries,
  treatment_plan_id: recordId,
  treatment_plan: restStepAnswer.extend({ name: nullableText }).nullable(),
  type: z.number().int(),
  status: z.number().int(),
  memo: z.string(),
  product_id: recordId,
  product_illcase_id: recordId,
  reservation_id: recordId,
  reservation: z
    .object({ id: recordId, reservation_time: timestamp, remark: z.string(), status: z.number().int() })
    .nullable(),
  createTime: timestamp,
  appointmentTime: z
    .string()
    .regex(/^\d{4}-\d\d-\d\d \d\d:\d\d$/)
    .nullable(),
  appointmentRemark: nullableText,
  created_at: timestamp,
  updated_at: timestamp,
  deleted_at: nullableTimestamp,
});

export const restGroupAnswer = z.object({
  id: recordId,
  pid: recordId,
  product_id: recordId,
  case_type: z.number().int(),
  created_at: timestamp,
});

/**
 * The seeds' case: the received fields plus the list side's (name, uname, createTime,
 * appointmentTime, appointmentRemark). Relations must be loaded (CASE_POPULATE).
 */
export function toRestCase(c: Case) {
  const reservation = loaded(c.reservation);
  const step = loaded(c.treatmentStep);
  const plan = step ? loaded(step.plan) : null;
  const group = loaded(c.group);
  const patient = loaded(c.patient);
  return {
    id: c.id,
    record_id: c.id,
    pid: c.pid,
    uid: c.uid,
    name: patient?.name ?? null,
    uname: loaded(c.user)?.name ?? null,
    record_name: c.recordName,
    chief_complaint: c.chiefComplaint,
    current_condition: c.currentCondition,
    treatment_item: c.treatmentItem,
    doctor_advice: c.doctorAdvice,
    examination: c.examination,
    diagnosis: c.diagnosis,
    dispose: c.dispose,
    treatment_plan_id: step?.id ?? 0,
    treatment_plan: step ? { ...toRestStep(step), name: plan?.name ?? null } : null,
    type: c.type,
    status: c.status,
    memo: c.memo,
    product_id: group?.productId ?? 0,
    product_illcase_id: c.group?.id ?? 0,
    reservation_id: c.reservation?.id ?? 0,
    reservation: reservation
      ? {
          id: reservation.id,
          reservation_time: reservation.reservationTime,
          remark: reservation.remark,
          status: reservation.status,
        }
      : null,
    createTime: c.createdAt,
    appointmentTime: reservation ? minute(reservation.reservationTime) : null,
    appointmentRemark: reservation?.remark ?? null,
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    deleted_at: c.deletedAt,
  };
}

export const toRestGroup = (g: CaseGroup) => ({
  id: g.id,
  pid: g.pid,
  product_id: g.productId ?? 0,
  case_type: g.caseType,
  created_at: g.createdAt,
});
