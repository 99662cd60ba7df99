import { AuditService } from '../audit/audit.service.js';
import { PatientService } from '../patient/patient.service.js';
import { PlanService } from '../plan/plan.service.js';
import { ReservationService } from '../reservation/reservation.service.js';
import { TemplateService } from '../template/template.service.js';
import { CaseService, type CaseServiceDeps } from './case.service.js';

/** The clinical-records services: patients, cases, appointments, plans, templates, audit trail. */
export interface RecordServices {
  patients: PatientService;
  cases: CaseService;
  reservations: ReservationService;
  plans: PlanService;
  templates: TemplateService;
  audit: AuditService;
}

export function createRecordServices(deps: CaseServiceDeps): RecordServices {
  return {
    patients: new PatientService(deps.files),
    cases: new CaseService(deps),
    reservations: new ReservationService(),
    plans: new PlanService(),
    templates: new TemplateService(),
    audit: new AuditService(),
  };
}
