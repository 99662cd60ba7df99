import type { NonEmptyArray } from 'type-graphql';
import type { RestRouter } from '../core/rest.js';
import type { Services } from '../services.js';
import { AuditEntry } from './audit/audit.entity.js';
import { AuditResolver } from './audit/audit.resolver.js';
import { AuthResolver } from './auth/auth.resolver.js';
import { registerAuthRest } from './auth/auth.rest.js';
import { Session } from './auth/session.entity.js';
import { Case, CaseGroup } from './case/case.entity.js';
import { CaseGroupResolver, CasePageResolver, CaseResolver } from './case/case.resolver.js';
import { registerCaseRest } from './case/case.rest.js';
import { PatientResolver } from './patient/patient.resolver.js';
import { registerPatientRest } from './patient/patient.rest.js';
import { TreatmentPlanResolver, TreatmentStepResolver } from './plan/plan.resolver.js';
import { registerPlanRest } from './plan/plan.rest.js';
import { ReservationResolver } from './reservation/reservation.resolver.js';
import { registerReservationRest } from './reservation/reservation.rest.js';
import { CaseTemplateResolver } from './template/template.resolver.js';
import { registerTemplateRest } from './template/template.rest.js';
import { Patient } from './patient/patient.entity.js';
import { Sop, TreatmentPlan, TreatmentProtocol, TreatmentStep } from './plan/plan.entity.js';
import { Reservation } from './reservation/reservation.entity.js';
import { CaseTemplate } from './template/template.entity.js';
import { registerCatalogueRest } from './catalogue/catalogue.rest.js';
import { CatalogueResolver } from './catalogue/catalogue.resolver.js';
import { Product } from './catalogue/product.entity.js';
import { Order } from './orders/order.entity.js';
import { OrdersResolver } from './orders/orders.resolver.js';
import { registerOrdersRest } from './orders/orders.rest.js';
import { Practice } from './practice/practice.entity.js';
import { registerStorageRest } from './storage/storage.rest.js';
import { StorageResolver } from './storage/storage.resolver.js';
import { StoredFile } from './storage/stored-file.entity.js';
import { CaseTask } from './task/task.entity.js';
import { TaskResolver } from './task/task.resolver.js';
import { registerTaskRest } from './task/task.rest.js';
import { Subscription, SubscriptionPlan } from './subscription/subscription.entity.js';
import { SubscriptionPlanResolver, SubscriptionResolver } from './subscription/subscription.resolver.js';
import { registerSubscriptionRest } from './subscription/subscription.rest.js';
import { User } from './user/user.entity.js';
import { ExportResolver } from './export/export.resolver.js';
import { registerExportRest } from './export/export.rest.js';
import { ProfileResolver } from './user/profile.resolver.js';
import { UserResolver } from './user/user.resolver.js';
import { registerUserRest } from './user/user.rest.js';
import { JawRecording } from './trajectory/jaw-recording.entity.js';
import { JawRecordingResolver } from './trajectory/jaw-recording.resolver.js';
import { JawAnalysisResolver } from './trajectory/jaw-analysis.resolver.js';
import { PatientRecordingsResolver } from './trajectory/patient-recordings.resolver.js';
import { TrajectoryCaseResolver } from './trajectory/trajectory-case.resolver.js';
import { registerJawRecordingRest } from './trajectory/jaw-recording.rest.js';
import { CaptureResolver } from './capture/capture.resolver.js';
import { registerCaptureRest } from './capture/capture.rest.js';
import { CameraCalibration } from './capture/camera-calibration.entity.js';
import { CameraCalibrationResolver } from './capture/camera-calibration.resolver.js';
import { FaceCapture, FaceDesign, FaceShareLink } from './face/face.entity.js';
import { FaceResolver } from './face/face.resolver.js';
import { CrownResolver } from './crown/crown.resolver.js';
import { CtCaseResolver } from './ct/ct-case.resolver.js';

/** Every domain module registers here: its entities, resolvers and REST paths. */
export const entities = [
  Practice,
  User,
  Session,
  Product,
  Order,
  SubscriptionPlan,
  Subscription,
  StoredFile,
  CaseTask,
  Patient,
  CaseGroup,
  Case,
  Reservation,
  TreatmentProtocol,
  Sop,
  TreatmentPlan,
  TreatmentStep,
  CaseTemplate,
  AuditEntry,
  JawRecording,
  FaceCapture,
  FaceDesign,
  FaceShareLink,
  CameraCalibration,
];

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [
  AuthResolver,
  UserResolver,
  ProfileResolver,
  PatientResolver,
  CaseResolver,
  CasePageResolver,
  CaseGroupResolver,
  ReservationResolver,
  TreatmentPlanResolver,
  TreatmentStepResolver,
  CaseTemplateResolver,
  AuditResolver,
  CatalogueResolver,
  OrdersResolver,
  SubscriptionResolver,
  SubscriptionPlanResolver,
  StorageResolver,
  TaskResolver,
  JawRecordingResolver,
  ExportResolver,
  JawAnalysisResolver,
  CaptureResolver,
  CameraCalibrationResolver,
  PatientRecordingsResolver,
  FaceResolver,
  CrownResolver,
  TrajectoryCaseResolver,
  CtCaseResolver,
];

export const restModules: ((rest: RestRouter, services: Services) => void)[] = [
  registerAuthRest,
  registerUserRest,
  registerPatientRest,
  registerCaseRest,
  registerReservationRest,
  registerPlanRest,
  registerTemplateRest,
  registerCatalogueRest,
  registerOrdersRest,
  registerSubscriptionRest,
  registerStorageRest,
  registerTaskRest,
  registerExportRest,
  registerJawRecordingRest,
  registerCaptureRest,
];
