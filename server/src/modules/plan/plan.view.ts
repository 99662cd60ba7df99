import { z } from 'zod';
import { recordId, timestamp } from '../../core/answers.js';
import type { Sop, TreatmentPlan, TreatmentStep } from './plan.entity.js';

export const restStepAnswer = z.object({
  id: recordId,
  sop_name: z.string(),
  sop_time: timestamp,
  created_at: timestamp,
  treatment_case_id: recordId,
});

export const restPlanAnswer = z.object({
  id: recordId,
  pid: recordId,
  uid: recordId,
  name: z.string(),
  tooth_position: z.string(),
  treatment_item: z.string(),
  remark: z.string(),
  protocol_id: recordId,
  treatment_plan: z.array(restStepAnswer),
  created_at: timestamp,
  updated_at: timestamp,
});

export const toRestStep = (s: TreatmentStep) => ({
  id: s.id,
  sop_name: s.sopName,
  sop_time: s.sopTime,
  created_at: s.createdAt,
  treatment_case_id: s.treatmentCaseId,
});

/** A plan with its steps under the seeds' `treatment_plan` key. */
export const toRestPlan = (p: TreatmentPlan) => ({
  id: p.id,
  pid: p.pid,
  uid: p.user.id,
  name: p.name,
  tooth_position: p.toothPosition,
  treatment_item: p.treatmentItem,
  remark: p.remark,
  protocol_id: p.protocol?.id ?? 0,
  treatment_plan: p.steps.isInitialized() ? p.steps.getItems().map(toRestStep) : [],
  created_at: p.createdAt,
  updated_at: p.updatedAt,
});

export const toRestSop = (s: Sop) => ({ id: s.id, name: s.name, cycle_days: s.cycleDays, created_at: s.createdAt });
