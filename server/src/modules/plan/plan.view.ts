import type { Sop, TreatmentPlan, TreatmentStep } from './plan.entity.js';

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
