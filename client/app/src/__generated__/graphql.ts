/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AttachModelFileInput = {
  alpha?: number | null | undefined;
  caseGroupId?: string | number | null | undefined;
  caseId?: string | number | null | undefined;
  color?: string | null | undefined;
  key: string;
  mtlKey?: string | null | undefined;
  name?: string | null | undefined;
  patientId?: string | number | null | undefined;
  textureKey?: string | null | undefined;
  type: ModelFileType;
};

export type CaptureSessionInput = {
  /** A done camera calibration of the practice the videos were filmed with; none: the documented phone default (the recordings carry the warning default-intrinsics). */
  calibrationId?: string | number | null | undefined;
  /** Points marked on the upper scan, x y z each (mm), in the order the pointer touches them. */
  scanPointsMm: Array<number>;
  videos: Array<CaptureVideoInput>;
};

/** One uploaded video of a recording session. */
export type CaptureVideoInput = {
  /** Storage key (mp4, mov or webm) under the practice prefix. */
  key: string;
  /** movement, stable or registration */
  kind: string;
  /** Movement type 0-8 (movement recordings only). */
  movementType?: number | null | undefined;
  name?: string | null | undefined;
};

export type CaseEntryInput = {
  content: string;
  position?: string | null | undefined;
};

export type CaseTemplateInput = {
  chiefComplaint?: string | null | undefined;
  currentCondition?: string | null | undefined;
  diagnosis?: Array<CaseEntryInput> | null | undefined;
  dispose?: Array<CaseEntryInput> | null | undefined;
  doctorAdvice?: string | null | undefined;
  examination?: Array<CaseEntryInput> | null | undefined;
  name?: string | null | undefined;
  /** 1 enabled, 0 disabled. */
  status?: number | null | undefined;
  treatmentItem?: string | null | undefined;
};

export type CompanyInfoInput = {
  address?: string | null | undefined;
  businessAddress?: string | null | undefined;
  companyName?: string | null | undefined;
  contact?: string | null | undefined;
  contactPhone?: string | null | undefined;
  invoiceEmail?: string | null | undefined;
  phone?: string | null | undefined;
  qualification?: string | null | undefined;
  shortName?: string | null | undefined;
  taxpayerId?: string | null | undefined;
};

export type CompletedPart = {
  etag: string;
  partNumber: number;
};

export type CreateCaseInput = {
  /** An existing case group instead of a new one. */
  caseGroupId?: string | number | null | undefined;
  caseType?: number | null | undefined;
  chiefComplaint?: string | null | undefined;
  currentCondition?: string | null | undefined;
  diagnosis?: Array<CaseEntryInput> | null | undefined;
  dispose?: Array<CaseEntryInput> | null | undefined;
  doctorAdvice?: string | null | undefined;
  examination?: Array<CaseEntryInput> | null | undefined;
  memo?: string | null | undefined;
  patientId: string | number;
  /** The application; paid ones are charged. */
  productId?: number | null | undefined;
  recordName?: string | null | undefined;
  reservationRemark?: string | null | undefined;
  /** Next appointment; null cancels it. */
  reservationTime?: unknown;
  treatmentItem?: string | null | undefined;
  /** A step of one of the patient’s treatment plans; null unlinks. */
  treatmentStepId?: string | number | null | undefined;
  /** 1 first visit, 2 follow-up. */
  type?: number | null | undefined;
};

export type CreateDoctorInput = {
  email?: string | null | undefined;
  name: string;
  password: string;
  phone: string;
};

export type CreateUploadInput = {
  contentType?: string | null | undefined;
  key: string;
  /** model, texture, image, video, ct or document */
  kind: string;
  size: number;
};

/** Setup of a crown design; parameters in mm, defaults when omitted. */
export type CrownDesignInput = {
  caseGroupId: string | number;
  cementGapMm?: number | null | undefined;
  /** Model file (STL) of the lower arch. */
  lowerFileId: string | number;
  /** Adjusted margin line (closed loop of [x, y, z]). */
  margin?: Array<Array<number>> | null | undefined;
  marginWidthMm?: number | null | undefined;
  minimalThicknessMm?: number | null | undefined;
  /** Jaw Position: the opposing scan moved from the scans’ occlusion, [x, y, z] mm (each within ±3). */
  opposingShiftMm?: Array<number> | null | undefined;
  /** FDI tooth: 16, 26, 36 or 46. */
  tooth: number;
  /** Model file (STL) of the upper arch. */
  upperFileId: string | number;
};

/** Skull and face landmarks marked on a CT; those left out are cleared. */
export type CtLandmarksInput = {
  /** Left ala, the lower border of the nose’s wing on the skin (ala-tragus line). */
  alaL?: Array<number> | null | undefined;
  /** Right ala. */
  alaR?: Array<number> | null | undefined;
  /** Anterior nasal spine (facial midline). */
  ans?: Array<number> | null | undefined;
  /** Nasion (facial midline). */
  nasion?: Array<number> | null | undefined;
  /** Left orbitale, the lowest point of the orbit’s rim (Frankfort horizontal). */
  orbitaleL?: Array<number> | null | undefined;
  /** Right orbitale. */
  orbitaleR?: Array<number> | null | undefined;
  /** Left porion, the top of the bony ear canal (Frankfort horizontal). */
  porionL?: Array<number> | null | undefined;
  /** Right porion. */
  porionR?: Array<number> | null | undefined;
  /** Left tragus, its upper border on the skin (ala-tragus line). */
  tragusL?: Array<number> | null | undefined;
  /** Right tragus. */
  tragusR?: Array<number> | null | undefined;
};

export type Edition =
  | 'Advanced'
  | 'Basic'
  | 'Supreme';

export type LoginInput = {
  email?: string | null | undefined;
  /** Plain, or RSA-OAEP-SHA256 with the key of `rsaPublicKey`, base64. */
  password: string;
  phone?: string | null | undefined;
};

export type ModelFileType =
  | 'drc'
  | 'glb'
  | 'gltf'
  | 'obj'
  | 'ply'
  | 'stl';

export type OrderFilter = {
  from?: unknown;
  status?: OrderStatus | null | undefined;
  to?: unknown;
  type?: OrderType | null | undefined;
};

export type OrderStatus =
  | 'Cancelled'
  | 'Finished'
  | 'Submitted';

export type OrderType =
  | 'Consumption'
  | 'Deduction'
  | 'GiveawayPoints'
  | 'GiveawaySubscription'
  | 'Recharge'
  | 'Subscription'
  | 'Unsubscription';

export type PatientInput = {
  address?: string | null | undefined;
  allergyHistory?: string | null | undefined;
  anyMajorDiseaseNoMention?: string | null | undefined;
  bePregnant?: number | null | undefined;
  /** yyyy-MM-dd or ISO date-time. */
  birthday?: string | null | undefined;
  career?: string | null | undefined;
  country?: string | null | undefined;
  drinkingHistory?: string | null | undefined;
  illnessHistory?: string | null | undefined;
  infection?: string | null | undefined;
  issuesWithOralTreatment?: string | null | undefined;
  level?: number | null | undefined;
  maritalStatus?: number | null | undefined;
  memo?: string | null | undefined;
  name?: string | null | undefined;
  nationality?: string | null | undefined;
  oralAnesthesiaReaction?: string | null | undefined;
  phone?: string | null | undefined;
  sex?: number | null | undefined;
  smokingHistory?: string | null | undefined;
  takingMedication?: string | null | undefined;
};

export type RechargeInput = {
  agreement: boolean;
  amount: number;
  idempotencyKey: string;
  /** `sandbox` (instant) or `transfer` (confirmed by an operator). */
  provider: string;
};

export type ResetPasswordInput = {
  confirmNewPassword: string;
  newPassword: string;
  password: string;
};

export type ShippingAddressInput = {
  address?: string | null | undefined;
  contact?: string | null | undefined;
  phone?: string | null | undefined;
};

export type TaskStatus =
  | 'Abnormal'
  | 'Failed'
  | 'Finished'
  | 'NotSubmitted'
  | 'ToBeConfirmed'
  | 'ToBeDesigned';

export type TreatmentPlanInput = {
  name?: string | null | undefined;
  protocolId?: string | number | null | undefined;
  remark?: string | null | undefined;
  /** When given, the plan’s steps become exactly these. */
  steps?: Array<TreatmentStepInput> | null | undefined;
  toothPosition?: string | null | undefined;
  treatmentItem?: string | null | undefined;
};

export type TreatmentStepInput = {
  /** An existing step to keep; absent for a new one. */
  id?: string | number | null | undefined;
  sopName: string;
  sopTime: unknown;
};

export type UpdateCaseInput = {
  chiefComplaint?: string | null | undefined;
  currentCondition?: string | null | undefined;
  diagnosis?: Array<CaseEntryInput> | null | undefined;
  dispose?: Array<CaseEntryInput> | null | undefined;
  doctorAdvice?: string | null | undefined;
  examination?: Array<CaseEntryInput> | null | undefined;
  memo?: string | null | undefined;
  recordName?: string | null | undefined;
  reservationRemark?: string | null | undefined;
  /** Next appointment; null cancels it. */
  reservationTime?: unknown;
  treatmentItem?: string | null | undefined;
  /** A step of one of the patient’s treatment plans; null unlinks. */
  treatmentStepId?: string | number | null | undefined;
  /** 1 first visit, 2 follow-up. */
  type?: number | null | undefined;
};

export type UpdateDoctorInput = {
  email?: string | null | undefined;
  name?: string | null | undefined;
  password?: string | null | undefined;
  phone?: string | null | undefined;
};

export type UpdateProfileInput = {
  abbreviation?: string | null | undefined;
  /** An http(s) URL; empty clears it. */
  avatar?: string | null | undefined;
  country?: string | null | undefined;
  /** Main account only; replaces the whole block. */
  invoiceInfo?: CompanyInfoInput | null | undefined;
  name?: string | null | undefined;
  /** Main account only; replaces the whole block. */
  shippingAddress?: ShippingAddressInput | null | undefined;
};

export type AccountMenu_UserFragment = { __typename: 'User', id: string, name: string, avatar: string | null, practice: { __typename: 'Practice', id: string, balance: number } } & { ' $fragmentName'?: 'AccountMenu_UserFragment' };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename: 'Mutation', logout: boolean };

export type AccountConsumptionQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AccountConsumptionQuery = { __typename: 'Query', consumption: { __typename: 'OrderPage', total: number, page: number, limit: number, items: Array<{ __typename: 'Order', id: string, number: string, amount: number, consumptionType: string | null, caseGroupId: string | null, createdAt: unknown, product: { __typename: 'Product', id: string, name: string, type: number, extend: { __typename: 'ProductExtend', code: string } } | null }> } };

export type PaymentResultQueryVariables = Exact<{
  number: string;
}>;


export type PaymentResultQuery = { __typename: 'Query', paymentResult: { __typename: 'Order', id: string, number: string, amount: number, status: OrderStatus, provider: string | null, createdAt: unknown, finishedAt: unknown } };

export type RechargeMutationVariables = Exact<{
  input: RechargeInput;
}>;


export type RechargeMutation = { __typename: 'Mutation', recharge: { __typename: 'RechargeResult', order: { __typename: 'Order', id: string, number: string, amount: number, status: OrderStatus, provider: string | null } } };

export type AccountOrdersQueryVariables = Exact<{
  filter?: OrderFilter | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AccountOrdersQuery = { __typename: 'Query', orders: { __typename: 'OrderPage', total: number, page: number, limit: number, items: Array<{ __typename: 'Order', id: string, number: string, type: OrderType, amount: number, detail: string, status: OrderStatus, createdAt: unknown }> } };

export type AccountSubscriptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountSubscriptionsQuery = { __typename: 'Query', subscriptions: { __typename: 'SubscriptionPage', total: number, items: Array<{ __typename: 'Subscription', id: string, edition: Edition, startedAt: unknown, expiredAt: unknown, longTerm: boolean, active: boolean, cancelledAt: unknown, product: { __typename: 'Product', id: string, name: string, extend: { __typename: 'ProductExtend', code: string } } }> }, subscriptionPlans: Array<{ __typename: 'SubscriptionPlan', id: string, edition: Edition, years: number | null, price: number, product: { __typename: 'Product', id: string, name: string, subscribed: boolean, extend: { __typename: 'ProductExtend', code: string } } }>, me: { __typename: 'User', id: string, practice: { __typename: 'Practice', id: string, balance: number } } };

export type BuySubscriptionMutationVariables = Exact<{
  planId: string | number;
  idempotencyKey: string;
}>;


export type BuySubscriptionMutation = { __typename: 'Mutation', buySubscription: { __typename: 'SubscriptionChangeResult', subscription: { __typename: 'Subscription', id: string, active: boolean, expiredAt: unknown, product: { __typename: 'Product', id: string, subscribed: boolean } }, order: { __typename: 'Order', id: string, number: string, amount: number } } };

export type UnsubscribeMutationVariables = Exact<{
  subscriptionId: string | number;
  idempotencyKey: string;
}>;


export type UnsubscribeMutation = { __typename: 'Mutation', unsubscribe: { __typename: 'SubscriptionChangeResult', subscription: { __typename: 'Subscription', id: string, active: boolean, expiredAt: unknown, cancelledAt: unknown, product: { __typename: 'Product', id: string, subscribed: boolean } }, order: { __typename: 'Order', id: string, number: string, amount: number } } };

export type AccountBalanceQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountBalanceQuery = { __typename: 'Query', me: { __typename: 'User', id: string, isMainAccount: boolean, practice: { __typename: 'Practice', id: string, balance: number, usableStorageGb: number } } };

export type ProductCard_ProductFragment = { __typename: 'Product', id: string, name: string, price: number, stage: number, category: number, comingSoon: boolean, subscribed: boolean, href: string, extend: { __typename: 'ProductExtend', code: string, imgUrl: string } } & { ' $fragmentName'?: 'ProductCard_ProductFragment' };

export type ApplicationCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type ApplicationCatalogueQuery = { __typename: 'Query', products: Array<{ __typename: 'Product', id: string, name: string, price: number, stage: number, category: number, comingSoon: boolean, subscribed: boolean, href: string, extend: { __typename: 'ProductExtend', code: string, imgUrl: string } }>, me: { __typename: 'User', id: string, practice: { __typename: 'Practice', id: string, balance: number } } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { __typename: 'Mutation', resetPassword: boolean };

export type RsaPublicKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type RsaPublicKeyQuery = { __typename: 'Query', rsaPublicKey: string };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { __typename: 'Mutation', login: { __typename: 'LoginPayload', token: string } };

export type CaseForm_CaseFragment = { __typename: 'Case', id: string, recordName: string, type: number, status: number, chiefComplaint: string, currentCondition: string, treatmentItem: string, doctorAdvice: string, memo: string, productId: number | null, createdAt: unknown, examination: Array<{ __typename: 'CaseEntry', position: string, content: string }>, diagnosis: Array<{ __typename: 'CaseEntry', position: string, content: string }>, dispose: Array<{ __typename: 'CaseEntry', position: string, content: string }>, group: { __typename: 'CaseGroup', id: string } | null, reservation: { __typename: 'Reservation', id: string, reservationTime: unknown, remark: string } | null, treatmentStep: { __typename: 'TreatmentStep', id: string, sopName: string, sopTime: unknown, plan: { __typename: 'TreatmentPlan', id: string, name: string } } | null, doctor: { __typename: 'User', id: string, name: string }, patient: { __typename: 'Patient', id: string, name: string } } & { ' $fragmentName'?: 'CaseForm_CaseFragment' };

export type CaseDialogQueryVariables = Exact<{
  id: string | number;
}>;


export type CaseDialogQuery = { __typename: 'Query', case: (
    { __typename: 'Case', id: string }
    & { ' $fragmentRefs'?: { 'CaseForm_CaseFragment': CaseForm_CaseFragment } }
  ) };

export type CaseListQueryVariables = Exact<{
  keyword?: string | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type CaseListQuery = { __typename: 'Query', cases: { __typename: 'CasePage', total: number, page: number, limit: number, items: Array<(
      { __typename: 'Case', id: string }
      & { ' $fragmentRefs'?: { 'CaseRow_CaseFragment': CaseRow_CaseFragment } }
    )> } };

export type CaseRow_CaseFragment = { __typename: 'Case', id: string, recordName: string, type: number, status: number, createdAt: unknown, deletedAt: unknown, patient: { __typename: 'Patient', id: string, name: string }, doctor: { __typename: 'User', id: string, name: string }, reservation: { __typename: 'Reservation', id: string, reservationTime: unknown } | null } & { ' $fragmentName'?: 'CaseRow_CaseFragment' };

export type CaseTrashQueryVariables = Exact<{
  keyword?: string | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type CaseTrashQuery = { __typename: 'Query', cases: { __typename: 'CasePage', total: number, page: number, limit: number, items: Array<(
      { __typename: 'Case', id: string }
      & { ' $fragmentRefs'?: { 'CaseRow_CaseFragment': CaseRow_CaseFragment } }
    )> } };

export type PatientOptionsQueryVariables = Exact<{
  keyword?: string | null | undefined;
}>;


export type PatientOptionsQuery = { __typename: 'Query', patients: { __typename: 'PatientPage', items: Array<{ __typename: 'Patient', id: string, name: string, phone: string | null }> } };

export type PlanPickerQueryVariables = Exact<{
  patientId: string | number;
  limit?: number | null | undefined;
}>;


export type PlanPickerQuery = { __typename: 'Query', treatmentPlans: { __typename: 'TreatmentPlanPage', items: Array<{ __typename: 'TreatmentPlan', id: string, name: string, steps: Array<{ __typename: 'TreatmentStep', id: string, sopName: string, sopTime: unknown }> }> } };

export type CaseTemplateOptionsQueryVariables = Exact<{
  name?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type CaseTemplateOptionsQuery = { __typename: 'Query', caseTemplates: { __typename: 'CaseTemplatePage', items: Array<{ __typename: 'CaseTemplate', id: string, name: string }> } };

export type CaseTemplateContentQueryVariables = Exact<{
  id: string | number;
}>;


export type CaseTemplateContentQuery = { __typename: 'Query', caseTemplate: { __typename: 'CaseTemplate', id: string, chiefComplaint: string, currentCondition: string, treatmentItem: string, doctorAdvice: string, examination: Array<{ __typename: 'CaseEntry', position: string, content: string }>, diagnosis: Array<{ __typename: 'CaseEntry', position: string, content: string }>, dispose: Array<{ __typename: 'CaseEntry', position: string, content: string }> } };

export type CreateCaseMutationVariables = Exact<{
  input: CreateCaseInput;
}>;


export type CreateCaseMutation = { __typename: 'Mutation', createCase: (
    { __typename: 'Case', id: string }
    & { ' $fragmentRefs'?: { 'CaseForm_CaseFragment': CaseForm_CaseFragment } }
  ) };

export type UpdateCaseMutationVariables = Exact<{
  id: string | number;
  input: UpdateCaseInput;
}>;


export type UpdateCaseMutation = { __typename: 'Mutation', updateCase: (
    { __typename: 'Case', id: string }
    & { ' $fragmentRefs'?: { 'CaseForm_CaseFragment': CaseForm_CaseFragment } }
  ) };

export type SubmitCaseMutationVariables = Exact<{
  id: string | number;
}>;


export type SubmitCaseMutation = { __typename: 'Mutation', submitCase: { __typename: 'Case', id: string, status: number } };

export type StashCaseMutationVariables = Exact<{
  id: string | number;
}>;


export type StashCaseMutation = { __typename: 'Mutation', stashCase: { __typename: 'Case', id: string, deletedAt: unknown } };

export type RestoreCaseMutationVariables = Exact<{
  id: string | number;
}>;


export type RestoreCaseMutation = { __typename: 'Mutation', restoreCase: { __typename: 'Case', id: string, deletedAt: unknown } };

export type DestroyCaseMutationVariables = Exact<{
  id: string | number;
}>;


export type DestroyCaseMutation = { __typename: 'Mutation', destroyCase: string };

export type ProductNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductNamesQuery = { __typename: 'Query', products: Array<{ __typename: 'Product', id: string, name: string, href: string }> };

export type CrownCaseQueryVariables = Exact<{
  id: string | number;
}>;


export type CrownCaseQuery = { __typename: 'Query', case: { __typename: 'Case', id: string, productId: number | null, recordName: string, group: { __typename: 'CaseGroup', id: string } | null, patient: { __typename: 'Patient', id: string, name: string } } };

export type AttachCrownFileMutationVariables = Exact<{
  input: AttachModelFileInput;
}>;


export type AttachCrownFileMutation = { __typename: 'Mutation', attachModelFile: { __typename: 'ModelFile', id: string } };

export type ConfirmCrownMutationVariables = Exact<{
  caseGroupId: string | number;
}>;


export type ConfirmCrownMutation = { __typename: 'Mutation', confirmCaseTask: { __typename: 'CaseTask', id: string, status: TaskStatus } };

export type CrownDesignFieldsFragment = { __typename: 'CrownDesign', caseGroupId: string, status: TaskStatus, error: string | null, margin: Array<Array<number>> | null, marginGiven: boolean | null, axis: Array<number> | null, undercutVolumeMm3: number | null, maxUndercutMm: number | null, setup: { __typename: 'CrownSetup', tooth: number, upperFileId: string, lowerFileId: string, cementGapMm: number, minimalThicknessMm: number, marginWidthMm: number, opposingShiftMm: Array<number> } | null, urls: { __typename: 'CrownMeshUrls', inner: string | null, outer: string | null, crown: string | null, undercut: string | null, edited: string | null } } & { ' $fragmentName'?: 'CrownDesignFieldsFragment' };

export type CrownDesignQueryVariables = Exact<{
  caseGroupId: string | number;
}>;


export type CrownDesignQuery = { __typename: 'Query', crownDesign: { __typename: 'CrownDesign', caseGroupId: string, status: TaskStatus, error: string | null, margin: Array<Array<number>> | null, marginGiven: boolean | null, axis: Array<number> | null, undercutVolumeMm3: number | null, maxUndercutMm: number | null, setup: { __typename: 'CrownSetup', tooth: number, upperFileId: string, lowerFileId: string, cementGapMm: number, minimalThicknessMm: number, marginWidthMm: number, opposingShiftMm: Array<number> } | null, urls: { __typename: 'CrownMeshUrls', inner: string | null, outer: string | null, crown: string | null, undercut: string | null, edited: string | null } }, caseTask: { __typename: 'CaseTask', id: string, status: TaskStatus, position: number, estimatedMinutes: number } };

export type StartCrownDesignMutationVariables = Exact<{
  input: CrownDesignInput;
}>;


export type StartCrownDesignMutation = { __typename: 'Mutation', startCrownDesign: { __typename: 'CrownDesign', caseGroupId: string, status: TaskStatus, error: string | null, margin: Array<Array<number>> | null, marginGiven: boolean | null, axis: Array<number> | null, undercutVolumeMm3: number | null, maxUndercutMm: number | null, setup: { __typename: 'CrownSetup', tooth: number, upperFileId: string, lowerFileId: string, cementGapMm: number, minimalThicknessMm: number, marginWidthMm: number, opposingShiftMm: Array<number> } | null, urls: { __typename: 'CrownMeshUrls', inner: string | null, outer: string | null, crown: string | null, undercut: string | null, edited: string | null } } };

export type CrownFolderQueryVariables = Exact<{
  caseGroupId: string | number;
}>;


export type CrownFolderQuery = { __typename: 'Query', crownFolder: string };

export type SaveCrownMeshMutationVariables = Exact<{
  caseGroupId: string | number;
  key: string;
}>;


export type SaveCrownMeshMutation = { __typename: 'Mutation', saveCrownMesh: { __typename: 'CrownDesign', caseGroupId: string, status: TaskStatus, error: string | null, margin: Array<Array<number>> | null, marginGiven: boolean | null, axis: Array<number> | null, undercutVolumeMm3: number | null, maxUndercutMm: number | null, setup: { __typename: 'CrownSetup', tooth: number, upperFileId: string, lowerFileId: string, cementGapMm: number, minimalThicknessMm: number, marginWidthMm: number, opposingShiftMm: Array<number> } | null, urls: { __typename: 'CrownMeshUrls', inner: string | null, outer: string | null, crown: string | null, undercut: string | null, edited: string | null } } };

export type CtSeriesObjectsQueryVariables = Exact<{
  prefix: string;
}>;


export type CtSeriesObjectsQuery = { __typename: 'Query', storageObjectsAll: Array<{ __typename: 'StoredObject', key: string, size: number }> };

export type CtSeriesUrlsQueryVariables = Exact<{
  keys: Array<string> | string;
}>;


export type CtSeriesUrlsQuery = { __typename: 'Query', presignedGets: Array<string> };

export type DeleteCtFolderMutationVariables = Exact<{
  prefix: string;
}>;


export type DeleteCtFolderMutation = { __typename: 'Mutation', deleteFolder: number };

export type DeleteCtObjectMutationVariables = Exact<{
  key: string;
}>;


export type DeleteCtObjectMutation = { __typename: 'Mutation', deleteObject: boolean };

export type SetCaseCondylePointsMutationVariables = Exact<{
  caseId: string | number;
  lc: Array<number> | number;
  rc: Array<number> | number;
}>;


export type SetCaseCondylePointsMutation = { __typename: 'Mutation', setCaseCondylePoints: { __typename: 'Facebow', config: unknown } };

export type CaseCtRegistrationQueryVariables = Exact<{
  caseId: string | number;
}>;


export type CaseCtRegistrationQuery = { __typename: 'Query', caseCtRegistration: { __typename: 'CtRegistration', matrix: Array<number>, rmsMm: number | null } | null };

export type SetCaseCtRegistrationMutationVariables = Exact<{
  caseId: string | number;
  matrix: Array<number> | number;
  rmsMm: number;
}>;


export type SetCaseCtRegistrationMutation = { __typename: 'Mutation', setCaseCtRegistration: { __typename: 'Facebow', config: unknown } };

export type CaseCtCanalsQueryVariables = Exact<{
  caseId: string | number;
}>;


export type CaseCtCanalsQuery = { __typename: 'Query', caseCtCanals: { __typename: 'CtCanals', diameterMm: number, left: Array<Array<number>>, right: Array<Array<number>> } | null };

export type SetCaseCtCanalsMutationVariables = Exact<{
  caseId: string | number;
  diameterMm: number;
  left: Array<Array<number> | number> | Array<number> | number;
  right: Array<Array<number> | number> | Array<number> | number;
}>;


export type SetCaseCtCanalsMutation = { __typename: 'Mutation', setCaseCtCanals: { __typename: 'CtCanals', diameterMm: number, left: Array<Array<number>>, right: Array<Array<number>> } };

export type CaseCtLandmarksQueryVariables = Exact<{
  caseId: string | number;
}>;


export type CaseCtLandmarksQuery = { __typename: 'Query', caseCtLandmarks: { __typename: 'CtLandmarks', porionL: Array<number> | null, porionR: Array<number> | null, orbitaleL: Array<number> | null, orbitaleR: Array<number> | null, tragusL: Array<number> | null, tragusR: Array<number> | null, alaL: Array<number> | null, alaR: Array<number> | null, nasion: Array<number> | null, ans: Array<number> | null } };

export type SetCaseCtLandmarksMutationVariables = Exact<{
  caseId: string | number;
  landmarks: CtLandmarksInput;
}>;


export type SetCaseCtLandmarksMutation = { __typename: 'Mutation', setCaseCtLandmarks: { __typename: 'Facebow', config: unknown } };

export type DashboardQueryVariables = Exact<{
  from: unknown;
  to: unknown;
}>;


export type DashboardQuery = { __typename: 'Query', me: (
    { __typename: 'User', id: string }
    & { ' $fragmentRefs'?: { 'Greeting_UserFragment': Greeting_UserFragment } }
  ), caseSummary: { __typename: 'CaseSummary', total: number, open: number, submitted: number }, patients: { __typename: 'PatientPage', total: number }, reservations: { __typename: 'ReservationPage', items: Array<(
      { __typename: 'Reservation', id: string }
      & { ' $fragmentRefs'?: { 'TodayAppointments_ReservationFragment': TodayAppointments_ReservationFragment } }
    )> }, cases: { __typename: 'CasePage', items: Array<(
      { __typename: 'Case', id: string }
      & { ' $fragmentRefs'?: { 'RecentCases_CaseFragment': RecentCases_CaseFragment } }
    )> } };

export type Greeting_UserFragment = { __typename: 'User', id: string, name: string, practice: { __typename: 'Practice', id: string, balance: number } } & { ' $fragmentName'?: 'Greeting_UserFragment' };

export type RecentCases_CaseFragment = { __typename: 'Case', id: string, recordName: string, type: number, status: number, createdAt: unknown, patient: { __typename: 'Patient', id: string, name: string } } & { ' $fragmentName'?: 'RecentCases_CaseFragment' };

export type TodayAppointments_ReservationFragment = { __typename: 'Reservation', id: string, reservationTime: unknown, remark: string, status: number, patient: { __typename: 'Patient', id: string, name: string } } & { ' $fragmentName'?: 'TodayAppointments_ReservationFragment' };

export type DoctorsPageQueryVariables = Exact<{
  keyword?: string | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type DoctorsPageQuery = { __typename: 'Query', doctors: { __typename: 'DoctorPage', total: number, page: number, limit: number, items: Array<{ __typename: 'User', id: string, name: string, phone: string | null, email: string | null, disabled: boolean }> }, me: { __typename: 'User', id: string, actualChildren: number, practice: { __typename: 'Practice', id: string, subUserLimit: number } } };

export type CreateDoctorMutationVariables = Exact<{
  input: CreateDoctorInput;
}>;


export type CreateDoctorMutation = { __typename: 'Mutation', createDoctor: { __typename: 'User', id: string, name: string, phone: string | null, email: string | null, disabled: boolean } };

export type UpdateDoctorMutationVariables = Exact<{
  id: string | number;
  input: UpdateDoctorInput;
}>;


export type UpdateDoctorMutation = { __typename: 'Mutation', updateDoctor: { __typename: 'User', id: string, name: string, phone: string | null, email: string | null, disabled: boolean } };

export type SetDoctorDisabledMutationVariables = Exact<{
  id: string | number;
  disabled: boolean;
}>;


export type SetDoctorDisabledMutation = { __typename: 'Mutation', setDoctorDisabled: { __typename: 'User', id: string, disabled: boolean } };

export type DeleteDoctorMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteDoctorMutation = { __typename: 'Mutation', deleteDoctor: { __typename: 'User', id: string } };

export type PracticeExportsQueryVariables = Exact<{ [key: string]: never; }>;


export type PracticeExportsQuery = { __typename: 'Query', practiceExports: Array<{ __typename: 'PracticeExport', id: string, status: string, progress: number, size: number | null, createdAt: unknown, finishedAt: unknown }> };

export type RequestPracticeExportMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestPracticeExportMutation = { __typename: 'Mutation', requestPracticeExport: { __typename: 'PracticeExport', id: string, status: string, progress: number } };

export type PracticeExportLinkQueryVariables = Exact<{
  id: string | number;
}>;


export type PracticeExportLinkQuery = { __typename: 'Query', practiceExportLink: { __typename: 'PracticeExportLink', url: string } };

export type DataCenterQueryVariables = Exact<{
  folder: string;
}>;


export type DataCenterQuery = { __typename: 'Query', storageUsage: { __typename: 'StorageUsage', usedBytes: number, quotaBytes: number, reservedBytes: number, recycleBytes: number }, files: Array<{ __typename: 'StoredObject', key: string, size: number, lastModified: unknown }>, recycleBin: { __typename: 'RecycleBin', bytes: number, objects: Array<{ __typename: 'RecycledObject', key: string, size: number, lastModified: unknown, origin: string, originalKey: string }> } };

export type CreateUploadMutationVariables = Exact<{
  input: CreateUploadInput;
}>;


export type CreateUploadMutation = { __typename: 'Mutation', createUpload: { __typename: 'UploadPlan', key: string, uploadId: string, partSize: number, parts: Array<{ __typename: 'UploadPart', partNumber: number, url: string }> } };

export type CompleteUploadMutationVariables = Exact<{
  key: string;
  uploadId: string;
  parts: Array<CompletedPart> | CompletedPart;
}>;


export type CompleteUploadMutation = { __typename: 'Mutation', completeUpload: { __typename: 'StoredObject', key: string, size: number } };

export type AbortUploadMutationVariables = Exact<{
  key: string;
  uploadId: string;
}>;


export type AbortUploadMutation = { __typename: 'Mutation', abortUpload: boolean };

export type RecycleFileMutationVariables = Exact<{
  key: string;
}>;


export type RecycleFileMutation = { __typename: 'Mutation', recycleFile: { __typename: 'StoredObject', key: string } };

export type RestoreRecycledFileMutationVariables = Exact<{
  key: string;
}>;


export type RestoreRecycledFileMutation = { __typename: 'Mutation', restoreRecycledFile: { __typename: 'StoredObject', key: string } };

export type EmptyRecycleBinMutationVariables = Exact<{ [key: string]: never; }>;


export type EmptyRecycleBinMutation = { __typename: 'Mutation', emptyRecycleBin: { __typename: 'RecycleBinEmptied', patients: number, cases: number, files: number, freedBytes: number } };

export type PresignedGetQueryVariables = Exact<{
  key: string;
}>;


export type PresignedGetQuery = { __typename: 'Query', presignedGet: string };

export type PatientAppointments_PatientFragment = { __typename: 'Patient', id: string, reservations: Array<{ __typename: 'Reservation', id: string, reservationTime: unknown, remark: string, status: number, doctor: { __typename: 'User', id: string, name: string } }> } & { ' $fragmentName'?: 'PatientAppointments_PatientFragment' };

export type UpdateReservationStatusMutationVariables = Exact<{
  id: string | number;
  status: number;
}>;


export type UpdateReservationStatusMutation = { __typename: 'Mutation', updateReservation: { __typename: 'Reservation', id: string, status: number } };

export type PatientCases_PatientFragment = { __typename: 'Patient', id: string, name: string, cases: Array<(
    { __typename: 'Case', id: string }
    & { ' $fragmentRefs'?: { 'CaseRow_CaseFragment': CaseRow_CaseFragment } }
  )> } & { ' $fragmentName'?: 'PatientCases_PatientFragment' };

export type PatientDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type PatientDetailQuery = { __typename: 'Query', patient: (
    { __typename: 'Patient', id: string, name: string }
    & { ' $fragmentRefs'?: { 'PatientInfo_PatientFragment': PatientInfo_PatientFragment;'PatientAppointments_PatientFragment': PatientAppointments_PatientFragment;'PatientCases_PatientFragment': PatientCases_PatientFragment;'PatientPlans_PatientFragment': PatientPlans_PatientFragment } }
  ) };

export type PatientDialogQueryVariables = Exact<{
  id: string | number;
}>;


export type PatientDialogQuery = { __typename: 'Query', patient: (
    { __typename: 'Patient', id: string }
    & { ' $fragmentRefs'?: { 'PatientInfo_PatientFragment': PatientInfo_PatientFragment } }
  ) };

export type PatientMemoCheckQueryVariables = Exact<{
  memo: string;
  excludeId?: string | number | null | undefined;
}>;


export type PatientMemoCheckQuery = { __typename: 'Query', patientMemoCheck: { __typename: 'MemoCheck', id: string, name: string | null } };

export type CreatePatientMutationVariables = Exact<{
  input: PatientInput;
}>;


export type CreatePatientMutation = { __typename: 'Mutation', createPatient: (
    { __typename: 'Patient', id: string, caseCount: number, createdAt: unknown }
    & { ' $fragmentRefs'?: { 'PatientInfo_PatientFragment': PatientInfo_PatientFragment } }
  ) };

export type UpdatePatientMutationVariables = Exact<{
  id: string | number;
  input: PatientInput;
}>;


export type UpdatePatientMutation = { __typename: 'Mutation', updatePatient: (
    { __typename: 'Patient', id: string }
    & { ' $fragmentRefs'?: { 'PatientInfo_PatientFragment': PatientInfo_PatientFragment } }
  ) };

export type PatientInfo_PatientFragment = { __typename: 'Patient', id: string, name: string, sex: number, birthday: string | null, phone: string | null, country: string | null, nationality: string | null, maritalStatus: number, career: string | null, address: string | null, level: number, memo: string | null, illnessHistory: string | null, allergyHistory: string | null, smokingHistory: string | null, drinkingHistory: string | null, takingMedication: string | null, oralAnesthesiaReaction: string | null, infection: string | null, bePregnant: number, issuesWithOralTreatment: string | null, anyMajorDiseaseNoMention: string | null } & { ' $fragmentName'?: 'PatientInfo_PatientFragment' };

export type PatientListQueryVariables = Exact<{
  keyword?: string | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type PatientListQuery = { __typename: 'Query', patients: { __typename: 'PatientPage', total: number, page: number, limit: number, items: Array<(
      { __typename: 'Patient', id: string }
      & { ' $fragmentRefs'?: { 'PatientRow_PatientFragment': PatientRow_PatientFragment } }
    )> } };

export type PatientPlans_PatientFragment = { __typename: 'Patient', id: string, treatmentPlans: Array<{ __typename: 'TreatmentPlan', id: string, name: string, toothPosition: string, treatmentItem: string, steps: Array<{ __typename: 'TreatmentStep', id: string, sopName: string, sopTime: unknown }> }> } & { ' $fragmentName'?: 'PatientPlans_PatientFragment' };

export type CreateTreatmentPlanMutationVariables = Exact<{
  patientId: string | number;
  input: TreatmentPlanInput;
}>;


export type CreateTreatmentPlanMutation = { __typename: 'Mutation', createTreatmentPlan: { __typename: 'TreatmentPlan', id: string, name: string, toothPosition: string, treatmentItem: string, steps: Array<{ __typename: 'TreatmentStep', id: string, sopName: string, sopTime: unknown }> } };

export type PatientRow_PatientFragment = { __typename: 'Patient', id: string, name: string, sex: number, birthday: string | null, phone: string | null, level: number, memo: string | null, caseCount: number, createdAt: unknown } & { ' $fragmentName'?: 'PatientRow_PatientFragment' };

export type PatientTrashQueryVariables = Exact<{
  keyword?: string | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type PatientTrashQuery = { __typename: 'Query', patients: { __typename: 'PatientPage', total: number, page: number, limit: number, items: Array<{ __typename: 'Patient', id: string, name: string, phone: string | null, memo: string | null, caseCount: number, deletedAt: unknown }> } };

export type StashPatientMutationVariables = Exact<{
  id: string | number;
}>;


export type StashPatientMutation = { __typename: 'Mutation', stashPatient: { __typename: 'Patient', id: string, deletedAt: unknown } };

export type RestorePatientMutationVariables = Exact<{
  id: string | number;
}>;


export type RestorePatientMutation = { __typename: 'Mutation', restorePatient: { __typename: 'Patient', id: string, deletedAt: unknown } };

export type DestroyPatientMutationVariables = Exact<{
  id: string | number;
}>;


export type DestroyPatientMutation = { __typename: 'Mutation', destroyPatient: string };

export type BasicInfo_UserFragment = { __typename: 'User', id: string, name: string, avatar: string | null, phone: string | null, email: string | null, country: string, isMainAccount: boolean, memberNumber: number, practice: { __typename: 'Practice', id: string, usableStorageGb: number } } & { ' $fragmentName'?: 'BasicInfo_UserFragment' };

export type InvoiceInfoForm_UserFragment = { __typename: 'User', id: string, invoiceInfo: { __typename: 'CompanyInfo', companyName: string, taxpayerId: string, phone: string, businessAddress: string, invoiceEmail: string, contact: string, contactPhone: string, address: string, shortName: string, qualification: string } } & { ' $fragmentName'?: 'InvoiceInfoForm_UserFragment' };

export type SettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsQuery = { __typename: 'Query', me: (
    { __typename: 'User', id: string, parent: (
      { __typename: 'User', id: string }
      & { ' $fragmentRefs'?: { 'InvoiceInfoForm_UserFragment': InvoiceInfoForm_UserFragment;'ShippingAddressForm_UserFragment': ShippingAddressForm_UserFragment } }
    ) | null }
    & { ' $fragmentRefs'?: { 'BasicInfo_UserFragment': BasicInfo_UserFragment;'InvoiceInfoForm_UserFragment': InvoiceInfoForm_UserFragment;'ShippingAddressForm_UserFragment': ShippingAddressForm_UserFragment } }
  ) };

export type ShippingAddressForm_UserFragment = { __typename: 'User', id: string, shippingAddress: { __typename: 'ShippingAddress', contact: string, phone: string, address: string } } & { ' $fragmentName'?: 'ShippingAddressForm_UserFragment' };

export type SettingsSopsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsSopsQuery = { __typename: 'Query', sops: { __typename: 'SopPage', items: Array<{ __typename: 'Sop', id: string, name: string, cycleDays: number }> } };

export type SaveSopMutationVariables = Exact<{
  id?: string | number | null | undefined;
  name: string;
  cycleDays: number;
}>;


export type SaveSopMutation = { __typename: 'Mutation', saveSop: { __typename: 'Sop', id: string, name: string, cycleDays: number } };

export type DeleteSopMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSopMutation = { __typename: 'Mutation', deleteSop: string };

export type SettingsTemplatesQueryVariables = Exact<{
  publicOnly?: boolean | null | undefined;
  personalOnly?: boolean | null | undefined;
}>;


export type SettingsTemplatesQuery = { __typename: 'Query', caseTemplates: { __typename: 'CaseTemplatePage', total: number, items: Array<{ __typename: 'CaseTemplate', id: string, name: string, isPublic: boolean, status: number, chiefComplaint: string, currentCondition: string, treatmentItem: string, doctorAdvice: string, examination: Array<{ __typename: 'CaseEntry', position: string, content: string }>, diagnosis: Array<{ __typename: 'CaseEntry', position: string, content: string }>, dispose: Array<{ __typename: 'CaseEntry', position: string, content: string }> }> } };

export type CreateCaseTemplateMutationVariables = Exact<{
  input: CaseTemplateInput;
}>;


export type CreateCaseTemplateMutation = { __typename: 'Mutation', createCaseTemplate: { __typename: 'CaseTemplate', id: string, name: string, status: number } };

export type UpdateCaseTemplateMutationVariables = Exact<{
  id: string | number;
  input: CaseTemplateInput;
}>;


export type UpdateCaseTemplateMutation = { __typename: 'Mutation', updateCaseTemplate: { __typename: 'CaseTemplate', id: string, name: string, status: number, chiefComplaint: string, currentCondition: string, treatmentItem: string, doctorAdvice: string, examination: Array<{ __typename: 'CaseEntry', position: string, content: string }>, diagnosis: Array<{ __typename: 'CaseEntry', position: string, content: string }>, dispose: Array<{ __typename: 'CaseEntry', position: string, content: string }> } };

export type DeleteCaseTemplateMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCaseTemplateMutation = { __typename: 'Mutation', deleteCaseTemplate: string };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { __typename: 'Mutation', updateProfile: (
    { __typename: 'User', id: string }
    & { ' $fragmentRefs'?: { 'BasicInfo_UserFragment': BasicInfo_UserFragment;'InvoiceInfoForm_UserFragment': InvoiceInfoForm_UserFragment;'ShippingAddressForm_UserFragment': ShippingAddressForm_UserFragment } }
  ) };

export type FaceDesignFieldsFragment = { __typename: 'FaceDesign', caseId: string, status: string, marks: unknown, parameters: unknown, result: unknown, confirmedAt: unknown, updatedAt: unknown } & { ' $fragmentName'?: 'FaceDesignFieldsFragment' };

export type FaceWorkspaceQueryVariables = Exact<{
  caseId: string | number;
}>;


export type FaceWorkspaceQuery = { __typename: 'Query', faceWorkspace: { __typename: 'FaceWorkspace', caseId: string, caseGroupId: string | null, captureFolder: string, captures: Array<{ __typename: 'FaceCapture', id: string, expression: string, kind: string, key: string, size: number, durationMs: number | null, url: string }>, models: Array<{ __typename: 'FaceModel', expression: string, faceUrl: string, landmarksUrl: string, photoUrl: string | null }>, design: { __typename: 'FaceDesign', caseId: string, status: string, marks: unknown, parameters: unknown, result: unknown, confirmedAt: unknown, updatedAt: unknown }, shareLinks: Array<{ __typename: 'FaceShareLink', id: string, expiresAt: unknown, revokedAt: unknown, createdAt: unknown }> } };

export type FaceTaskQueryVariables = Exact<{
  caseGroupId: string | number;
}>;


export type FaceTaskQuery = { __typename: 'Query', caseTask: { __typename: 'CaseTask', id: string, status: TaskStatus, position: number, estimatedMinutes: number, overdue: boolean, error: string | null } };

export type AddFaceCapturesMutationVariables = Exact<{
  caseId: string | number;
  expression: string;
  keys: Array<string> | string;
}>;


export type AddFaceCapturesMutation = { __typename: 'Mutation', addFaceCaptures: Array<{ __typename: 'FaceCapture', id: string }> };

export type DeleteFaceCapturesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteFaceCapturesMutation = { __typename: 'Mutation', deleteFaceCaptures: number };

export type SubmitFaceReconstructionMutationVariables = Exact<{
  caseId: string | number;
  expression?: string | null | undefined;
}>;


export type SubmitFaceReconstructionMutation = { __typename: 'Mutation', submitFaceReconstruction: string };

export type SaveFaceMarksMutationVariables = Exact<{
  caseId: string | number;
  marks: unknown;
}>;


export type SaveFaceMarksMutation = { __typename: 'Mutation', saveFaceMarks: { __typename: 'FaceDesign', caseId: string, status: string, marks: unknown, parameters: unknown, result: unknown, confirmedAt: unknown, updatedAt: unknown } };

export type SaveSmileParametersMutationVariables = Exact<{
  caseId: string | number;
  parameters: unknown;
}>;


export type SaveSmileParametersMutation = { __typename: 'Mutation', saveSmileParameters: { __typename: 'FaceDesign', caseId: string, status: string, marks: unknown, parameters: unknown, result: unknown, confirmedAt: unknown, updatedAt: unknown } };

export type SubmitSmileDesignMutationVariables = Exact<{
  caseId: string | number;
}>;


export type SubmitSmileDesignMutation = { __typename: 'Mutation', submitSmileDesign: { __typename: 'FaceDesign', caseId: string, status: string, marks: unknown, parameters: unknown, result: unknown, confirmedAt: unknown, updatedAt: unknown } };

export type ConfirmSmileDesignMutationVariables = Exact<{
  caseId: string | number;
}>;


export type ConfirmSmileDesignMutation = { __typename: 'Mutation', confirmSmileDesign: { __typename: 'FaceDesign', caseId: string, status: string, marks: unknown, parameters: unknown, result: unknown, confirmedAt: unknown, updatedAt: unknown } };

export type CreateFaceShareLinkMutationVariables = Exact<{
  caseId: string | number;
  days?: number | null | undefined;
}>;


export type CreateFaceShareLinkMutation = { __typename: 'Mutation', createFaceShareLink: { __typename: 'FaceShareLink', id: string, token: string | null, expiresAt: unknown, revokedAt: unknown, createdAt: unknown } };

export type RevokeFaceShareLinkMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeFaceShareLinkMutation = { __typename: 'Mutation', revokeFaceShareLink: { __typename: 'FaceShareLink', id: string, revokedAt: unknown } };

export type CancelFaceTaskMutationVariables = Exact<{
  caseGroupId: string | number;
}>;


export type CancelFaceTaskMutation = { __typename: 'Mutation', cancelCaseTask: { __typename: 'CaseTask', id: string, status: TaskStatus } };

export type SharedSmileQueryVariables = Exact<{
  token: string;
}>;


export type SharedSmileQuery = { __typename: 'Query', sharedSmile: { __typename: 'SharedSmile', marks: unknown, parameters: unknown, result: unknown, faceUrl: string | null, landmarksUrl: string | null, smilePhotoUrl: string | null, smileLandmarksUrl: string | null, expiresAt: unknown } };

export type ComparisonRecordingsQueryVariables = Exact<{
  patientId: string | number;
  productType?: number | null | undefined;
}>;


export type ComparisonRecordingsQuery = { __typename: 'Query', patientJawRecordings: Array<{ __typename: 'PatientJawRecording', caseId: string, caseName: string, caseCreatedAt: unknown, recording: { __typename: 'JawRecording', id: string, kind: string, movementType: number | null, name: string, url: string } }> };

export type ComparisonAnalysisQueryVariables = Exact<{
  caseId: string | number;
}>;


export type ComparisonAnalysisQuery = { __typename: 'Query', jawAnalysis: { __typename: 'JawAnalysis', caseId: string, ip: Array<number>, lc: Array<number>, rc: Array<number>, recordings: Array<{ __typename: 'JawRecordingValues', recordingId: string, incisalTravelMm: number | null, maxOpeningMm: number | null, protrusionMm: number | null, lateralIncisalMm: number | null, bennettAngleDeg: number | null, immediateSideShiftMm: number | null, incisalGuidanceDeg: number | null, openingDeviationMm: number | null, condylarInclination: Array<{ __typename: 'CondylarInclination', side: string, at3mmDeg: number | null, at5mmDeg: number | null }> }> } };

export type CaptureSessionStateQueryVariables = Exact<{
  caseId: string | number;
  caseGroupId: string | number;
}>;


export type CaptureSessionStateQuery = { __typename: 'Query', case: { __typename: 'Case', id: string, pid: string }, caseTask: { __typename: 'CaseTask', id: string, status: TaskStatus, error: string | null, progress: unknown, result: unknown }, captureSession: { __typename: 'CaptureSession', scanPointsMm: Array<number>, calibrationId: string | null, videos: Array<{ __typename: 'CaptureVideo', key: string, kind: string, movementType: number | null, name: string | null }> } | null };

export type SubmitCaptureSessionMutationVariables = Exact<{
  caseGroupId: string | number;
  session: CaptureSessionInput;
}>;


export type SubmitCaptureSessionMutation = { __typename: 'Mutation', submitCaptureSession: { __typename: 'CaseTask', id: string, status: TaskStatus, error: string | null, progress: unknown, result: unknown } };

export type RetryCaptureMutationVariables = Exact<{
  caseGroupId: string | number;
}>;


export type RetryCaptureMutation = { __typename: 'Mutation', retryCaseTask: { __typename: 'CaseTask', id: string, status: TaskStatus, error: string | null, progress: unknown, result: unknown } };

export type CameraCalibrationsQueryVariables = Exact<{ [key: string]: never; }>;


export type CameraCalibrationsQuery = { __typename: 'Query', cameraCalibrations: Array<{ __typename: 'CameraCalibration', id: string, deviceName: string, status: string, current: boolean, rmsPx: number | null, views: number | null, errorKey: string | null, errorValues: unknown, error: string | null, createdAt: unknown, intrinsics: { __typename: 'CameraIntrinsics', width: number, height: number, fx: number, fy: number } | null }> };

export type CalibrateCameraMutationVariables = Exact<{
  deviceName: string;
  videoKey: string;
}>;


export type CalibrateCameraMutation = { __typename: 'Mutation', calibrateCamera: { __typename: 'CameraCalibration', id: string, status: string } };

export type DeleteCameraCalibrationMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCameraCalibrationMutation = { __typename: 'Mutation', deleteCameraCalibration: boolean };

export type PlaybackCaseQueryVariables = Exact<{
  caseId: string | number;
}>;


export type PlaybackCaseQuery = { __typename: 'Query', jawRecordings: Array<{ __typename: 'JawRecording', id: string, kind: string, movementType: number | null, name: string, durationMs: number, url: string }>, jawAnalysis: { __typename: 'JawAnalysis', caseId: string, condyleSource: string, ip: Array<number>, lc: Array<number>, rc: Array<number> } };

export type TrajectoryCaseQueryVariables = Exact<{
  caseId: string | number;
  productType?: number | null | undefined;
}>;


export type TrajectoryCaseQuery = { __typename: 'Query', trajectoryCase: { __typename: 'TrajectoryCase', caseId: string, caseGroupId: string, productId: number, productType: number, patientId: string, patientName: string, recordName: string, status: number } };

export type TrajectoryCasesQueryVariables = Exact<{
  productId: number;
}>;


export type TrajectoryCasesQuery = { __typename: 'Query', cases: { __typename: 'CasePage', items: Array<{ __typename: 'Case', id: string, recordName: string, patient: { __typename: 'Patient', id: string, name: string } }> } };

export type TrajectoryRecordingsQueryVariables = Exact<{
  caseId: string | number;
}>;


export type TrajectoryRecordingsQuery = { __typename: 'Query', jawRecordings: Array<{ __typename: 'JawRecording', id: string, kind: string, movementType: number | null, name: string, frameCount: number, validFrames: number, durationMs: number, meanQuality: number, registrationResidualMm: number | null, size: number, url: string }> };

export type TrajectoryAnalysisQueryVariables = Exact<{
  caseId: string | number;
}>;


export type TrajectoryAnalysisQuery = { __typename: 'Query', jawAnalysis: { __typename: 'JawAnalysis', caseId: string, referencePlane: string, condyleSource: string, ctRegistration: Array<number> | null, occlusalSource: string, frankfortSource: string, frankfortOffsetDeg: number | null, alaTragusSource: string, occlusalToFrankfortDeg: number, occlusalToAlaTragusDeg: number, dentalMidlineOffsetMm: number | null, ip: Array<number>, lc: Array<number>, rc: Array<number>, balkwillAngleDeg: number, midline: { __typename: 'JawMidline', point: Array<number>, normal: Array<number> } | null, plane: { __typename: 'JawPlane', normal: Array<number>, anterior: Array<number> }, occlusalPlane: { __typename: 'JawPlane', normal: Array<number>, anterior: Array<number> }, bonwill: { __typename: 'BonwillTriangle', sideLeftMm: number, sideRightMm: number, intercondylarMm: number }, stablePositions: Array<{ __typename: 'JawStablePosition', recordingId: string, ip: Array<number>, lc: Array<number>, rc: Array<number>, frames: number }>, stable: { __typename: 'JawStableSummary', collections: number, ipMean: Array<number>, lcMean: Array<number>, rcMean: Array<number>, ipSpreadMm: number, lcSpreadMm: number, rcSpreadMm: number, leftDisplacementMm: number, rightDisplacementMm: number } | null, recordings: Array<{ __typename: 'JawRecordingValues', recordingId: string, movementType: number | null, frameCount: number, validFrames: number, incisalTravelMm: number | null, maxOpeningMm: number | null, lateralIncisalMm: number | null, protrusionMm: number | null, nonWorkingSide: string | null, bennettAngleDeg: number | null, immediateSideShiftMm: number | null, incisalGuidanceDeg: number | null, openingDeviationMm: number | null, chewCycles: number | null, chewCycleMs: number | null, retrusionMm: number | null, condylarInclination: Array<{ __typename: 'CondylarInclination', side: string, at3mmDeg: number | null, at5mmDeg: number | null }>, hingeAxis: { __typename: 'HingeAxis', frames: number } | null }>, summary: { __typename: 'JawSummary', maxOpeningMm: number | null, protrusionMm: number | null, laterotrusionLeftMm: number | null, laterotrusionRightMm: number | null, condylarInclinationLeft3mmDeg: number | null, condylarInclinationLeft5mmDeg: number | null, condylarInclinationRight3mmDeg: number | null, condylarInclinationRight5mmDeg: number | null, bennettLeftDeg: number | null, bennettRightDeg: number | null, immediateSideShiftLeftMm: number | null, immediateSideShiftRightMm: number | null, incisalGuidanceSagittalDeg: number | null, incisalGuidanceLateralLeftDeg: number | null, incisalGuidanceLateralRightDeg: number | null, openingDeviationMm: number | null } } };

export type TrajectoryFacebowFieldsFragment = { __typename: 'Facebow', caseGroupId: string, config: unknown, collected: unknown, collectedAt: unknown } & { ' $fragmentName'?: 'TrajectoryFacebowFieldsFragment' };

export type TrajectoryFacebowQueryVariables = Exact<{
  caseGroupId: string | number;
}>;


export type TrajectoryFacebowQuery = { __typename: 'Query', facebow: { __typename: 'Facebow', caseGroupId: string, config: unknown, collected: unknown, collectedAt: unknown }, caseTask: { __typename: 'CaseTask', id: string, status: TaskStatus } };

export type TrajectorySaveConfigMutationVariables = Exact<{
  caseGroupId: string | number;
  config: unknown;
}>;


export type TrajectorySaveConfigMutation = { __typename: 'Mutation', saveFacebowConfig: { __typename: 'Facebow', invalidated: boolean, caseGroupId: string, config: unknown, collected: unknown, collectedAt: unknown } };

export type TrajectoryRecordCollectionMutationVariables = Exact<{
  caseGroupId: string | number;
  data: unknown;
}>;


export type TrajectoryRecordCollectionMutation = { __typename: 'Mutation', recordFacebowCollection: { __typename: 'Facebow', caseGroupId: string, config: unknown, collected: unknown, collectedAt: unknown } };

export type TrajectoryImportConfigMutationVariables = Exact<{
  caseId: string | number;
  fromCaseId: string | number;
}>;


export type TrajectoryImportConfigMutation = { __typename: 'Mutation', importFacebowConfig: { __typename: 'Facebow', invalidated: boolean, caseGroupId: string, config: unknown, collected: unknown, collectedAt: unknown } };

export type TrajectorySetMarksMutationVariables = Exact<{
  caseId: string | number;
  ip: Array<number> | number;
  mb36: Array<number> | number;
  mb46: Array<number> | number;
}>;


export type TrajectorySetMarksMutation = { __typename: 'Mutation', setJawMarks: { __typename: 'Facebow', caseGroupId: string, config: unknown, invalidated: boolean } };

export type TrajectoryScansQueryVariables = Exact<{
  caseId: string | number;
}>;


export type TrajectoryScansQuery = { __typename: 'Query', modelFiles: Array<{ __typename: 'ModelFile', id: string, name: string, size: number, type: ModelFileType }> };

export type ViewerModelFilesQueryVariables = Exact<{
  caseId: string | number;
}>;


export type ViewerModelFilesQuery = { __typename: 'Query', modelFiles: Array<{ __typename: 'ModelFile', id: string, type: ModelFileType, key: string, mtlKey: string | null, textureKey: string | null, color: string | null, alpha: number, name: string }> };

export type ViewerPresignedGetQueryVariables = Exact<{
  key: string;
}>;


export type ViewerPresignedGetQuery = { __typename: 'Query', presignedGet: string };

export type SessionQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionQuery = { __typename: 'Query', me: (
    { __typename: 'User', id: string, name: string, roles: Array<string>, isMainAccount: boolean, isSensitive: boolean, memberNumber: number }
    & { ' $fragmentRefs'?: { 'AccountMenu_UserFragment': AccountMenu_UserFragment } }
  ) };

export type SessionSubscriptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionSubscriptionsQuery = { __typename: 'Query', subscriptions: { __typename: 'SubscriptionPage', items: Array<{ __typename: 'Subscription', id: string, active: boolean, product: { __typename: 'Product', id: string } }> } };

export const AccountMenu_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountMenu_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"practice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]} as unknown as DocumentNode<AccountMenu_UserFragment, unknown>;
export const ProductCard_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"comingSoon"}},{"kind":"Field","name":{"kind":"Name","value":"subscribed"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"extend"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"imgUrl"}}]}}]}}]} as unknown as DocumentNode<ProductCard_ProductFragment, unknown>;
export const CaseForm_CaseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseForm_case"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recordName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"chiefComplaint"}},{"kind":"Field","name":{"kind":"Name","value":"currentCondition"}},{"kind":"Field","name":{"kind":"Name","value":"treatmentItem"}},{"kind":"Field","name":{"kind":"Name","value":"doctorAdvice"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"examination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"diagnosis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dispose"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reservation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reservationTime"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}}]}},{"kind":"Field","name":{"kind":"Name","value":"treatmentStep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sopName"}},{"kind":"Field","name":{"kind":"Name","value":"sopTime"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CaseForm_CaseFragment, unknown>;
export const CrownDesignFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CrownDesignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CrownDesign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"setup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tooth"}},{"kind":"Field","name":{"kind":"Name","value":"upperFileId"}},{"kind":"Field","name":{"kind":"Name","value":"lowerFileId"}},{"kind":"Field","name":{"kind":"Name","value":"cementGapMm"}},{"kind":"Field","name":{"kind":"Name","value":"minimalThicknessMm"}},{"kind":"Field","name":{"kind":"Name","value":"marginWidthMm"}},{"kind":"Field","name":{"kind":"Name","value":"opposingShiftMm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"margin"}},{"kind":"Field","name":{"kind":"Name","value":"marginGiven"}},{"kind":"Field","name":{"kind":"Name","value":"axis"}},{"kind":"Field","name":{"kind":"Name","value":"undercutVolumeMm3"}},{"kind":"Field","name":{"kind":"Name","value":"maxUndercutMm"}},{"kind":"Field","name":{"kind":"Name","value":"urls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inner"}},{"kind":"Field","name":{"kind":"Name","value":"outer"}},{"kind":"Field","name":{"kind":"Name","value":"crown"}},{"kind":"Field","name":{"kind":"Name","value":"undercut"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}}]}}]}}]} as unknown as DocumentNode<CrownDesignFieldsFragment, unknown>;
export const Greeting_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Greeting_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"practice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]} as unknown as DocumentNode<Greeting_UserFragment, unknown>;
export const RecentCases_CaseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecentCases_case"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recordName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RecentCases_CaseFragment, unknown>;
export const TodayAppointments_ReservationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TodayAppointments_reservation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reservation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reservationTime"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TodayAppointments_ReservationFragment, unknown>;
export const PatientAppointments_PatientFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientAppointments_patient"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Patient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reservations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reservationTime"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PatientAppointments_PatientFragment, unknown>;
export const CaseRow_CaseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseRow_case"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recordName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reservation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reservationTime"}}]}}]}}]} as unknown as DocumentNode<CaseRow_CaseFragment, unknown>;
export const PatientCases_PatientFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientCases_patient"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Patient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseRow_case"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseRow_case"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recordName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reservation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reservationTime"}}]}}]}}]} as unknown as DocumentNode<PatientCases_PatientFragment, unknown>;
export const PatientInfo_PatientFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientInfo_patient"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Patient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"maritalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"career"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"illnessHistory"}},{"kind":"Field","name":{"kind":"Name","value":"allergyHistory"}},{"kind":"Field","name":{"kind":"Name","value":"smokingHistory"}},{"kind":"Field","name":{"kind":"Name","value":"drinkingHistory"}},{"kind":"Field","name":{"kind":"Name","value":"takingMedication"}},{"kind":"Field","name":{"kind":"Name","value":"oralAnesthesiaReaction"}},{"kind":"Field","name":{"kind":"Name","value":"infection"}},{"kind":"Field","name":{"kind":"Name","value":"bePregnant"}},{"kind":"Field","name":{"kind":"Name","value":"issuesWithOralTreatment"}},{"kind":"Field","name":{"kind":"Name","value":"anyMajorDiseaseNoMention"}}]}}]} as unknown as DocumentNode<PatientInfo_PatientFragment, unknown>;
export const PatientPlans_PatientFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientPlans_patient"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Patient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"treatmentPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"toothPosition"}},{"kind":"Field","name":{"kind":"Name","value":"treatmentItem"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sopName"}},{"kind":"Field","name":{"kind":"Name","value":"sopTime"}}]}}]}}]}}]} as unknown as DocumentNode<PatientPlans_PatientFragment, unknown>;
export const PatientRow_PatientFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientRow_patient"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Patient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PatientRow_PatientFragment, unknown>;
export const BasicInfo_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BasicInfo_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"isMainAccount"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"practice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"usableStorageGb"}}]}}]}}]} as unknown as DocumentNode<BasicInfo_UserFragment, unknown>;
export const InvoiceInfoForm_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceInfoForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxpayerId"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"businessAddress"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"qualification"}}]}}]}}]} as unknown as DocumentNode<InvoiceInfoForm_UserFragment, unknown>;
export const ShippingAddressForm_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShippingAddressForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]} as unknown as DocumentNode<ShippingAddressForm_UserFragment, unknown>;
export const FaceDesignFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FaceDesignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FaceDesign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"marks"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FaceDesignFieldsFragment, unknown>;
export const TrajectoryFacebowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrajectoryFacebowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Facebow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"config"}},{"kind":"Field","name":{"kind":"Name","value":"collected"}},{"kind":"Field","name":{"kind":"Name","value":"collectedAt"}}]}}]} as unknown as DocumentNode<TrajectoryFacebowFieldsFragment, unknown>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const AccountConsumptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountConsumption"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumption"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"consumptionType"}},{"kind":"Field","name":{"kind":"Name","value":"caseGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"extend"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}}]} as unknown as DocumentNode<AccountConsumptionQuery, AccountConsumptionQueryVariables>;
export const PaymentResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]}}]} as unknown as DocumentNode<PaymentResultQuery, PaymentResultQueryVariables>;
export const RechargeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Recharge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RechargeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recharge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}}]}}]}}]}}]} as unknown as DocumentNode<RechargeMutation, RechargeMutationVariables>;
export const AccountOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}}]} as unknown as DocumentNode<AccountOrdersQuery, AccountOrdersQueryVariables>;
export const AccountSubscriptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"edition"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"longTerm"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"extend"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"edition"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subscribed"}},{"kind":"Field","name":{"kind":"Name","value":"extend"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"practice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]}}]} as unknown as DocumentNode<AccountSubscriptionsQuery, AccountSubscriptionsQueryVariables>;
export const BuySubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BuySubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buySubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"planId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planId"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscribed"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<BuySubscriptionMutation, BuySubscriptionMutationVariables>;
export const UnsubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Unsubscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscribed"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<UnsubscribeMutation, UnsubscribeMutationVariables>;
export const AccountBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isMainAccount"}},{"kind":"Field","name":{"kind":"Name","value":"practice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"usableStorageGb"}}]}}]}}]}}]} as unknown as DocumentNode<AccountBalanceQuery, AccountBalanceQueryVariables>;
export const ApplicationCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"practice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"comingSoon"}},{"kind":"Field","name":{"kind":"Name","value":"subscribed"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"extend"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"imgUrl"}}]}}]}}]} as unknown as DocumentNode<ApplicationCatalogueQuery, ApplicationCatalogueQueryVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const RsaPublicKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RsaPublicKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rsaPublicKey"}}]}}]} as unknown as DocumentNode<RsaPublicKeyQuery, RsaPublicKeyQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const CaseDialogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseDialog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"case"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseForm_case"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseForm_case"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recordName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"chiefComplaint"}},{"kind":"Field","name":{"kind":"Name","value":"currentCondition"}},{"kind":"Field","name":{"kind":"Name","value":"treatmentItem"}},{"kind":"Field","name":{"kind":"Name","value":"doctorAdvice"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"examination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"diagnosis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dispose"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reservation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reservationTime"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}}]}},{"kind":"Field","name":{"kind":"Name","value":"treatmentStep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sopName"}},{"kind":"Field","name":{"kind":"Name","value":"sopTime"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CaseDialogQuery, CaseDialogQueryVariables>;
export const CaseListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseRow_case"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseRow_case"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recordName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reservation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reservationTime"}}]}}]}}]} as unknown as DocumentNode<CaseListQuery, CaseListQueryVariables>;
export const CaseTrashDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseTrash"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"trash"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseRow_case"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseRow_case"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recordName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reservation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reservationTime"}}]}}]}}]} as unknown as DocumentNode<CaseTrashQuery, CaseTrashQueryVariables>;
export const PatientOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PatientOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]}}]} as unknown as DocumentNode<PatientOptionsQuery, PatientOptionsQueryVariables>;
export const PlanPickerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanPicker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"treatmentPlans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"patientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"withSteps"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sopName"}},{"kind":"Field","name":{"kind":"Name","value":"sopTime"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PlanPickerQuery, PlanPickerQueryVariables>;
export const CaseTemplateOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseTemplateOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CaseTemplateOptionsQuery, CaseTemplateOptionsQueryVariables>;
export const CaseTemplateContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseTemplateContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chiefComplaint"}},{"kind":"Field","name":{"kind":"Name","value":"currentCondition"}},{"kind":"Field","name":{"kind":"Name","value":"treatmentItem"}},{"kind":"Field","name":{"kind":"Name","value":"doctorAdvice"}},{"kind":"Field","name":{"kind":"Name","value":"examination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"diagnosis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dispose"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]} as unknown as DocumentNode<CaseTemplateContentQuery, CaseTemplateContentQueryVariables>;
export const CreateCaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseForm_case"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseForm_case"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recordName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"chiefComplaint"}},{"kind":"Field","name":{"kind":"Name","value":"currentCondition"}},{"kind":"Field","name":{"kind":"Name","value":"treatmentItem"}},{"kind":"Field","name":{"kind":"Name","value":"doctorAdvice"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"examination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"diagnosis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dispose"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reservation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reservationTime"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}}]}},{"kind":"Field","name":{"kind":"Name","value":"treatmentStep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sopName"}},{"kind":"Field","name":{"kind":"Name","value":"sopTime"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateCaseMutation, CreateCaseMutationVariables>;
export const UpdateCaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseForm_case"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseForm_case"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recordName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"chiefComplaint"}},{"kind":"Field","name":{"kind":"Name","value":"currentCondition"}},{"kind":"Field","name":{"kind":"Name","value":"treatmentItem"}},{"kind":"Field","name":{"kind":"Name","value":"doctorAdvice"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"examination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"diagnosis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dispose"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reservation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reservationTime"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}}]}},{"kind":"Field","name":{"kind":"Name","value":"treatmentStep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sopName"}},{"kind":"Field","name":{"kind":"Name","value":"sopTime"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateCaseMutation, UpdateCaseMutationVariables>;
export const SubmitCaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitCase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SubmitCaseMutation, SubmitCaseMutationVariables>;
export const StashCaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StashCase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stashCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}}]} as unknown as DocumentNode<StashCaseMutation, StashCaseMutationVariables>;
export const RestoreCaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreCase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}}]} as unknown as DocumentNode<RestoreCaseMutation, RestoreCaseMutationVariables>;
export const DestroyCaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DestroyCase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destroyCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DestroyCaseMutation, DestroyCaseMutationVariables>;
export const ProductNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductNames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"href"}}]}}]}}]} as unknown as DocumentNode<ProductNamesQuery, ProductNamesQueryVariables>;
export const CrownCaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CrownCase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"case"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"recordName"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CrownCaseQuery, CrownCaseQueryVariables>;
export const AttachCrownFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttachCrownFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttachModelFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachModelFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AttachCrownFileMutation, AttachCrownFileMutationVariables>;
export const ConfirmCrownDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmCrown"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseGroupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmCaseTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseGroupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseGroupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ConfirmCrownMutation, ConfirmCrownMutationVariables>;
export const CrownDesignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CrownDesign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseGroupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"crownDesign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseGroupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseGroupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CrownDesignFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"caseTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseGroupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseGroupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedMinutes"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CrownDesignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CrownDesign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"setup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tooth"}},{"kind":"Field","name":{"kind":"Name","value":"upperFileId"}},{"kind":"Field","name":{"kind":"Name","value":"lowerFileId"}},{"kind":"Field","name":{"kind":"Name","value":"cementGapMm"}},{"kind":"Field","name":{"kind":"Name","value":"minimalThicknessMm"}},{"kind":"Field","name":{"kind":"Name","value":"marginWidthMm"}},{"kind":"Field","name":{"kind":"Name","value":"opposingShiftMm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"margin"}},{"kind":"Field","name":{"kind":"Name","value":"marginGiven"}},{"kind":"Field","name":{"kind":"Name","value":"axis"}},{"kind":"Field","name":{"kind":"Name","value":"undercutVolumeMm3"}},{"kind":"Field","name":{"kind":"Name","value":"maxUndercutMm"}},{"kind":"Field","name":{"kind":"Name","value":"urls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inner"}},{"kind":"Field","name":{"kind":"Name","value":"outer"}},{"kind":"Field","name":{"kind":"Name","value":"crown"}},{"kind":"Field","name":{"kind":"Name","value":"undercut"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}}]}}]}}]} as unknown as DocumentNode<CrownDesignQuery, CrownDesignQueryVariables>;
export const StartCrownDesignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartCrownDesign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CrownDesignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startCrownDesign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CrownDesignFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CrownDesignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CrownDesign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"setup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tooth"}},{"kind":"Field","name":{"kind":"Name","value":"upperFileId"}},{"kind":"Field","name":{"kind":"Name","value":"lowerFileId"}},{"kind":"Field","name":{"kind":"Name","value":"cementGapMm"}},{"kind":"Field","name":{"kind":"Name","value":"minimalThicknessMm"}},{"kind":"Field","name":{"kind":"Name","value":"marginWidthMm"}},{"kind":"Field","name":{"kind":"Name","value":"opposingShiftMm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"margin"}},{"kind":"Field","name":{"kind":"Name","value":"marginGiven"}},{"kind":"Field","name":{"kind":"Name","value":"axis"}},{"kind":"Field","name":{"kind":"Name","value":"undercutVolumeMm3"}},{"kind":"Field","name":{"kind":"Name","value":"maxUndercutMm"}},{"kind":"Field","name":{"kind":"Name","value":"urls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inner"}},{"kind":"Field","name":{"kind":"Name","value":"outer"}},{"kind":"Field","name":{"kind":"Name","value":"crown"}},{"kind":"Field","name":{"kind":"Name","value":"undercut"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}}]}}]}}]} as unknown as DocumentNode<StartCrownDesignMutation, StartCrownDesignMutationVariables>;
export const CrownFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CrownFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseGroupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"crownFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseGroupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseGroupId"}}}]}]}}]} as unknown as DocumentNode<CrownFolderQuery, CrownFolderQueryVariables>;
export const SaveCrownMeshDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCrownMesh"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseGroupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCrownMesh"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseGroupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseGroupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CrownDesignFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CrownDesignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CrownDesign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"setup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tooth"}},{"kind":"Field","name":{"kind":"Name","value":"upperFileId"}},{"kind":"Field","name":{"kind":"Name","value":"lowerFileId"}},{"kind":"Field","name":{"kind":"Name","value":"cementGapMm"}},{"kind":"Field","name":{"kind":"Name","value":"minimalThicknessMm"}},{"kind":"Field","name":{"kind":"Name","value":"marginWidthMm"}},{"kind":"Field","name":{"kind":"Name","value":"opposingShiftMm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"margin"}},{"kind":"Field","name":{"kind":"Name","value":"marginGiven"}},{"kind":"Field","name":{"kind":"Name","value":"axis"}},{"kind":"Field","name":{"kind":"Name","value":"undercutVolumeMm3"}},{"kind":"Field","name":{"kind":"Name","value":"maxUndercutMm"}},{"kind":"Field","name":{"kind":"Name","value":"urls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inner"}},{"kind":"Field","name":{"kind":"Name","value":"outer"}},{"kind":"Field","name":{"kind":"Name","value":"crown"}},{"kind":"Field","name":{"kind":"Name","value":"undercut"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}}]}}]}}]} as unknown as DocumentNode<SaveCrownMeshMutation, SaveCrownMeshMutationVariables>;
export const CtSeriesObjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CtSeriesObjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prefix"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storageObjectsAll"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"prefix"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prefix"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]} as unknown as DocumentNode<CtSeriesObjectsQuery, CtSeriesObjectsQueryVariables>;
export const CtSeriesUrlsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CtSeriesUrls"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keys"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"presignedGets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keys"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keys"}}}]}]}}]} as unknown as DocumentNode<CtSeriesUrlsQuery, CtSeriesUrlsQueryVariables>;
export const DeleteCtFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCtFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prefix"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"prefix"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prefix"}}}]}]}}]} as unknown as DocumentNode<DeleteCtFolderMutation, DeleteCtFolderMutationVariables>;
export const DeleteCtObjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCtObject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteObject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}]}]}}]} as unknown as DocumentNode<DeleteCtObjectMutation, DeleteCtObjectMutationVariables>;
export const SetCaseCondylePointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCaseCondylePoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lc"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rc"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCaseCondylePoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"lc"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lc"}}},{"kind":"Argument","name":{"kind":"Name","value":"rc"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rc"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"config"}}]}}]}}]} as unknown as DocumentNode<SetCaseCondylePointsMutation, SetCaseCondylePointsMutationVariables>;
export const CaseCtRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseCtRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseCtRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matrix"}},{"kind":"Field","name":{"kind":"Name","value":"rmsMm"}}]}}]}}]} as unknown as DocumentNode<CaseCtRegistrationQuery, CaseCtRegistrationQueryVariables>;
export const SetCaseCtRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCaseCtRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matrix"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rmsMm"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCaseCtRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"matrix"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matrix"}}},{"kind":"Argument","name":{"kind":"Name","value":"rmsMm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rmsMm"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"config"}}]}}]}}]} as unknown as DocumentNode<SetCaseCtRegistrationMutation, SetCaseCtRegistrationMutationVariables>;
export const CaseCtCanalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseCtCanals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseCtCanals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"diameterMm"}},{"kind":"Field","name":{"kind":"Name","value":"left"}},{"kind":"Field","name":{"kind":"Name","value":"right"}}]}}]}}]} as unknown as DocumentNode<CaseCtCanalsQuery, CaseCtCanalsQueryVariables>;
export const SetCaseCtCanalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCaseCtCanals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"diameterMm"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"left"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"right"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCaseCtCanals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"diameterMm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"diameterMm"}}},{"kind":"Argument","name":{"kind":"Name","value":"left"},"value":{"kind":"Variable","name":{"kind":"Name","value":"left"}}},{"kind":"Argument","name":{"kind":"Name","value":"right"},"value":{"kind":"Variable","name":{"kind":"Name","value":"right"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"diameterMm"}},{"kind":"Field","name":{"kind":"Name","value":"left"}},{"kind":"Field","name":{"kind":"Name","value":"right"}}]}}]}}]} as unknown as DocumentNode<SetCaseCtCanalsMutation, SetCaseCtCanalsMutationVariables>;
export const CaseCtLandmarksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseCtLandmarks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseCtLandmarks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"porionL"}},{"kind":"Field","name":{"kind":"Name","value":"porionR"}},{"kind":"Field","name":{"kind":"Name","value":"orbitaleL"}},{"kind":"Field","name":{"kind":"Name","value":"orbitaleR"}},{"kind":"Field","name":{"kind":"Name","value":"tragusL"}},{"kind":"Field","name":{"kind":"Name","value":"tragusR"}},{"kind":"Field","name":{"kind":"Name","value":"alaL"}},{"kind":"Field","name":{"kind":"Name","value":"alaR"}},{"kind":"Field","name":{"kind":"Name","value":"nasion"}},{"kind":"Field","name":{"kind":"Name","value":"ans"}}]}}]}}]} as unknown as DocumentNode<CaseCtLandmarksQuery, CaseCtLandmarksQueryVariables>;
export const SetCaseCtLandmarksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCaseCtLandmarks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"landmarks"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CtLandmarksInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCaseCtLandmarks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"landmarks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"landmarks"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"config"}}]}}]}}]} as unknown as DocumentNode<SetCaseCtLandmarksMutation, SetCaseCtLandmarksMutationVariables>;
export const DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Greeting_user"}}]}},{"kind":"Field","name":{"kind":"Name","value":"caseSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"submitted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reservations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TodayAppointments_reservation"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"6"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecentCases_case"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Greeting_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"practice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TodayAppointments_reservation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reservation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reservationTime"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecentCases_case"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recordName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const DoctorsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DoctorsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doctors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actualChildren"}},{"kind":"Field","name":{"kind":"Name","value":"practice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subUserLimit"}}]}}]}}]}}]} as unknown as DocumentNode<DoctorsPageQuery, DoctorsPageQueryVariables>;
export const CreateDoctorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDoctor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDoctorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDoctor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}}]}}]} as unknown as DocumentNode<CreateDoctorMutation, CreateDoctorMutationVariables>;
export const UpdateDoctorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDoctor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDoctorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDoctor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}}]}}]} as unknown as DocumentNode<UpdateDoctorMutation, UpdateDoctorMutationVariables>;
export const SetDoctorDisabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDoctorDisabled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"disabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDoctorDisabled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"disabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"disabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}}]}}]} as unknown as DocumentNode<SetDoctorDisabledMutation, SetDoctorDisabledMutationVariables>;
export const DeleteDoctorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDoctor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDoctor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteDoctorMutation, DeleteDoctorMutationVariables>;
export const PracticeExportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PracticeExports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"practiceExports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]}}]} as unknown as DocumentNode<PracticeExportsQuery, PracticeExportsQueryVariables>;
export const RequestPracticeExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPracticeExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPracticeExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}}]}}]}}]} as unknown as DocumentNode<RequestPracticeExportMutation, RequestPracticeExportMutationVariables>;
export const PracticeExportLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PracticeExportLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"practiceExportLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<PracticeExportLinkQuery, PracticeExportLinkQueryVariables>;
export const DataCenterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DataCenter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folder"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storageUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usedBytes"}},{"kind":"Field","name":{"kind":"Name","value":"quotaBytes"}},{"kind":"Field","name":{"kind":"Name","value":"reservedBytes"}},{"kind":"Field","name":{"kind":"Name","value":"recycleBytes"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"files"},"name":{"kind":"Name","value":"storageObjectsAll"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"prefix"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"lastModified"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recycleBin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bytes"}},{"kind":"Field","name":{"kind":"Name","value":"objects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"lastModified"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"originalKey"}}]}}]}}]}}]} as unknown as DocumentNode<DataCenterQuery, DataCenterQueryVariables>;
export const CreateUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUploadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"uploadId"}},{"kind":"Field","name":{"kind":"Name","value":"partSize"}},{"kind":"Field","name":{"kind":"Name","value":"parts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partNumber"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CreateUploadMutation, CreateUploadMutationVariables>;
export const CompleteUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parts"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompletedPart"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"uploadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}}},{"kind":"Argument","name":{"kind":"Name","value":"parts"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parts"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]} as unknown as DocumentNode<CompleteUploadMutation, CompleteUploadMutationVariables>;
export const AbortUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AbortUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abortUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"uploadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}}}]}]}}]} as unknown as DocumentNode<AbortUploadMutation, AbortUploadMutationVariables>;
export const RecycleFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecycleFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recycleFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]} as unknown as DocumentNode<RecycleFileMutation, RecycleFileMutationVariables>;
export const RestoreRecycledFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreRecycledFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreRecycledFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]} as unknown as DocumentNode<RestoreRecycledFileMutation, RestoreRecycledFileMutationVariables>;
export const EmptyRecycleBinDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmptyRecycleBin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emptyRecycleBin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patients"}},{"kind":"Field","name":{"kind":"Name","value":"cases"}},{"kind":"Field","name":{"kind":"Name","value":"files"}},{"kind":"Field","name":{"kind":"Name","value":"freedBytes"}}]}}]}}]} as unknown as DocumentNode<EmptyRecycleBinMutation, EmptyRecycleBinMutationVariables>;
export const PresignedGetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PresignedGet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"presignedGet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}]}]}}]} as unknown as DocumentNode<PresignedGetQuery, PresignedGetQueryVariables>;
export const UpdateReservationStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateReservationStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateReservation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<UpdateReservationStatusMutation, UpdateReservationStatusMutationVariables>;
export const PatientDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PatientDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientInfo_patient"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientAppointments_patient"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientCases_patient"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientPlans_patient"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseRow_case"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recordName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reservation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reservationTime"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientInfo_patient"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Patient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"maritalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"career"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"illnessHistory"}},{"kind":"Field","name":{"kind":"Name","value":"allergyHistory"}},{"kind":"Field","name":{"kind":"Name","value":"smokingHistory"}},{"kind":"Field","name":{"kind":"Name","value":"drinkingHistory"}},{"kind":"Field","name":{"kind":"Name","value":"takingMedication"}},{"kind":"Field","name":{"kind":"Name","value":"oralAnesthesiaReaction"}},{"kind":"Field","name":{"kind":"Name","value":"infection"}},{"kind":"Field","name":{"kind":"Name","value":"bePregnant"}},{"kind":"Field","name":{"kind":"Name","value":"issuesWithOralTreatment"}},{"kind":"Field","name":{"kind":"Name","value":"anyMajorDiseaseNoMention"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientAppointments_patient"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Patient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reservations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reservationTime"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientCases_patient"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Patient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseRow_case"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientPlans_patient"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Patient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"treatmentPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"toothPosition"}},{"kind":"Field","name":{"kind":"Name","value":"treatmentItem"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sopName"}},{"kind":"Field","name":{"kind":"Name","value":"sopTime"}}]}}]}}]}}]} as unknown as DocumentNode<PatientDetailQuery, PatientDetailQueryVariables>;
export const PatientDialogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PatientDialog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientInfo_patient"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientInfo_patient"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Patient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"maritalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"career"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"illnessHistory"}},{"kind":"Field","name":{"kind":"Name","value":"allergyHistory"}},{"kind":"Field","name":{"kind":"Name","value":"smokingHistory"}},{"kind":"Field","name":{"kind":"Name","value":"drinkingHistory"}},{"kind":"Field","name":{"kind":"Name","value":"takingMedication"}},{"kind":"Field","name":{"kind":"Name","value":"oralAnesthesiaReaction"}},{"kind":"Field","name":{"kind":"Name","value":"infection"}},{"kind":"Field","name":{"kind":"Name","value":"bePregnant"}},{"kind":"Field","name":{"kind":"Name","value":"issuesWithOralTreatment"}},{"kind":"Field","name":{"kind":"Name","value":"anyMajorDiseaseNoMention"}}]}}]} as unknown as DocumentNode<PatientDialogQuery, PatientDialogQueryVariables>;
export const PatientMemoCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PatientMemoCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"excludeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patientMemoCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memo"}}},{"kind":"Argument","name":{"kind":"Name","value":"excludeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"excludeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PatientMemoCheckQuery, PatientMemoCheckQueryVariables>;
export const CreatePatientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePatient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PatientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPatient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientInfo_patient"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientInfo_patient"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Patient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"maritalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"career"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"illnessHistory"}},{"kind":"Field","name":{"kind":"Name","value":"allergyHistory"}},{"kind":"Field","name":{"kind":"Name","value":"smokingHistory"}},{"kind":"Field","name":{"kind":"Name","value":"drinkingHistory"}},{"kind":"Field","name":{"kind":"Name","value":"takingMedication"}},{"kind":"Field","name":{"kind":"Name","value":"oralAnesthesiaReaction"}},{"kind":"Field","name":{"kind":"Name","value":"infection"}},{"kind":"Field","name":{"kind":"Name","value":"bePregnant"}},{"kind":"Field","name":{"kind":"Name","value":"issuesWithOralTreatment"}},{"kind":"Field","name":{"kind":"Name","value":"anyMajorDiseaseNoMention"}}]}}]} as unknown as DocumentNode<CreatePatientMutation, CreatePatientMutationVariables>;
export const UpdatePatientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePatient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PatientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePatient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientInfo_patient"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientInfo_patient"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Patient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"maritalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"career"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"illnessHistory"}},{"kind":"Field","name":{"kind":"Name","value":"allergyHistory"}},{"kind":"Field","name":{"kind":"Name","value":"smokingHistory"}},{"kind":"Field","name":{"kind":"Name","value":"drinkingHistory"}},{"kind":"Field","name":{"kind":"Name","value":"takingMedication"}},{"kind":"Field","name":{"kind":"Name","value":"oralAnesthesiaReaction"}},{"kind":"Field","name":{"kind":"Name","value":"infection"}},{"kind":"Field","name":{"kind":"Name","value":"bePregnant"}},{"kind":"Field","name":{"kind":"Name","value":"issuesWithOralTreatment"}},{"kind":"Field","name":{"kind":"Name","value":"anyMajorDiseaseNoMention"}}]}}]} as unknown as DocumentNode<UpdatePatientMutation, UpdatePatientMutationVariables>;
export const PatientListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PatientList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientRow_patient"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientRow_patient"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Patient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PatientListQuery, PatientListQueryVariables>;
export const CreateTreatmentPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTreatmentPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TreatmentPlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTreatmentPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"patientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"toothPosition"}},{"kind":"Field","name":{"kind":"Name","value":"treatmentItem"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sopName"}},{"kind":"Field","name":{"kind":"Name","value":"sopTime"}}]}}]}}]}}]} as unknown as DocumentNode<CreateTreatmentPlanMutation, CreateTreatmentPlanMutationVariables>;
export const PatientTrashDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PatientTrash"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"trash"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}}]}}]} as unknown as DocumentNode<PatientTrashQuery, PatientTrashQueryVariables>;
export const StashPatientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StashPatient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stashPatient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}}]} as unknown as DocumentNode<StashPatientMutation, StashPatientMutationVariables>;
export const RestorePatientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestorePatient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restorePatient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}}]} as unknown as DocumentNode<RestorePatientMutation, RestorePatientMutationVariables>;
export const DestroyPatientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DestroyPatient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destroyPatient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DestroyPatientMutation, DestroyPatientMutationVariables>;
export const SettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BasicInfo_user"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceInfoForm_user"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShippingAddressForm_user"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceInfoForm_user"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShippingAddressForm_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BasicInfo_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"isMainAccount"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"practice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"usableStorageGb"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceInfoForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxpayerId"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"businessAddress"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"qualification"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShippingAddressForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]} as unknown as DocumentNode<SettingsQuery, SettingsQueryVariables>;
export const SettingsSopsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsSops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sops"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cycleDays"}}]}}]}}]}}]} as unknown as DocumentNode<SettingsSopsQuery, SettingsSopsQueryVariables>;
export const SaveSopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSop"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cycleDays"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSop"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"cycleDays"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cycleDays"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cycleDays"}}]}}]}}]} as unknown as DocumentNode<SaveSopMutation, SaveSopMutationVariables>;
export const DeleteSopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSop"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSop"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSopMutation, DeleteSopMutationVariables>;
export const SettingsTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsTemplates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"publicOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personalOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"publicOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"publicOnly"}}},{"kind":"Argument","name":{"kind":"Name","value":"personalOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personalOnly"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"chiefComplaint"}},{"kind":"Field","name":{"kind":"Name","value":"currentCondition"}},{"kind":"Field","name":{"kind":"Name","value":"treatmentItem"}},{"kind":"Field","name":{"kind":"Name","value":"doctorAdvice"}},{"kind":"Field","name":{"kind":"Name","value":"examination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"diagnosis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dispose"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SettingsTemplatesQuery, SettingsTemplatesQueryVariables>;
export const CreateCaseTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCaseTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CaseTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCaseTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CreateCaseTemplateMutation, CreateCaseTemplateMutationVariables>;
export const UpdateCaseTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCaseTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CaseTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCaseTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"chiefComplaint"}},{"kind":"Field","name":{"kind":"Name","value":"currentCondition"}},{"kind":"Field","name":{"kind":"Name","value":"treatmentItem"}},{"kind":"Field","name":{"kind":"Name","value":"doctorAdvice"}},{"kind":"Field","name":{"kind":"Name","value":"examination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"diagnosis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dispose"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateCaseTemplateMutation, UpdateCaseTemplateMutationVariables>;
export const DeleteCaseTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCaseTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCaseTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCaseTemplateMutation, DeleteCaseTemplateMutationVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BasicInfo_user"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceInfoForm_user"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShippingAddressForm_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BasicInfo_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"isMainAccount"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"practice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"usableStorageGb"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceInfoForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxpayerId"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"businessAddress"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"qualification"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShippingAddressForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const FaceWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FaceWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faceWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"caseGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"captureFolder"}},{"kind":"Field","name":{"kind":"Name","value":"captures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"models"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"faceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"landmarksUrl"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FaceDesignFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"shareLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FaceDesignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FaceDesign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"marks"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FaceWorkspaceQuery, FaceWorkspaceQueryVariables>;
export const FaceTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FaceTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseGroupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseGroupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseGroupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<FaceTaskQuery, FaceTaskQueryVariables>;
export const AddFaceCapturesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddFaceCaptures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expression"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keys"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addFaceCaptures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expression"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expression"}}},{"kind":"Argument","name":{"kind":"Name","value":"keys"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keys"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddFaceCapturesMutation, AddFaceCapturesMutationVariables>;
export const DeleteFaceCapturesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFaceCaptures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFaceCaptures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DeleteFaceCapturesMutation, DeleteFaceCapturesMutationVariables>;
export const SubmitFaceReconstructionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitFaceReconstruction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expression"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitFaceReconstruction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expression"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expression"}}}]}]}}]} as unknown as DocumentNode<SubmitFaceReconstructionMutation, SubmitFaceReconstructionMutationVariables>;
export const SaveFaceMarksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveFaceMarks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"marks"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveFaceMarks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"marks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"marks"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FaceDesignFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FaceDesignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FaceDesign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"marks"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SaveFaceMarksMutation, SaveFaceMarksMutationVariables>;
export const SaveSmileParametersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSmileParameters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parameters"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSmileParameters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"parameters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parameters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FaceDesignFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FaceDesignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FaceDesign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"marks"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SaveSmileParametersMutation, SaveSmileParametersMutationVariables>;
export const SubmitSmileDesignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitSmileDesign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitSmileDesign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FaceDesignFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FaceDesignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FaceDesign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"marks"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SubmitSmileDesignMutation, SubmitSmileDesignMutationVariables>;
export const ConfirmSmileDesignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmSmileDesign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmSmileDesign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FaceDesignFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FaceDesignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FaceDesign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"marks"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ConfirmSmileDesignMutation, ConfirmSmileDesignMutationVariables>;
export const CreateFaceShareLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFaceShareLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFaceShareLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CreateFaceShareLinkMutation, CreateFaceShareLinkMutationVariables>;
export const RevokeFaceShareLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeFaceShareLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeFaceShareLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<RevokeFaceShareLinkMutation, RevokeFaceShareLinkMutationVariables>;
export const CancelFaceTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelFaceTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseGroupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelCaseTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseGroupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseGroupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CancelFaceTaskMutation, CancelFaceTaskMutationVariables>;
export const SharedSmileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedSmile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedSmile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marks"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"faceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"landmarksUrl"}},{"kind":"Field","name":{"kind":"Name","value":"smilePhotoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"smileLandmarksUrl"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<SharedSmileQuery, SharedSmileQueryVariables>;
export const ComparisonRecordingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComparisonRecordings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patientJawRecordings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"patientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"productType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"caseName"}},{"kind":"Field","name":{"kind":"Name","value":"caseCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"recording"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"movementType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<ComparisonRecordingsQuery, ComparisonRecordingsQueryVariables>;
export const ComparisonAnalysisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComparisonAnalysis"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jawAnalysis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"lc"}},{"kind":"Field","name":{"kind":"Name","value":"rc"}},{"kind":"Field","name":{"kind":"Name","value":"recordings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordingId"}},{"kind":"Field","name":{"kind":"Name","value":"incisalTravelMm"}},{"kind":"Field","name":{"kind":"Name","value":"maxOpeningMm"}},{"kind":"Field","name":{"kind":"Name","value":"protrusionMm"}},{"kind":"Field","name":{"kind":"Name","value":"lateralIncisalMm"}},{"kind":"Field","name":{"kind":"Name","value":"condylarInclination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"at3mmDeg"}},{"kind":"Field","name":{"kind":"Name","value":"at5mmDeg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bennettAngleDeg"}},{"kind":"Field","name":{"kind":"Name","value":"immediateSideShiftMm"}},{"kind":"Field","name":{"kind":"Name","value":"incisalGuidanceDeg"}},{"kind":"Field","name":{"kind":"Name","value":"openingDeviationMm"}}]}}]}}]}}]} as unknown as DocumentNode<ComparisonAnalysisQuery, ComparisonAnalysisQueryVariables>;
export const CaptureSessionStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaptureSessionState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseGroupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"case"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"caseTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseGroupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseGroupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"result"}}]}},{"kind":"Field","name":{"kind":"Name","value":"captureSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseGroupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseGroupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"videos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"movementType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scanPointsMm"}},{"kind":"Field","name":{"kind":"Name","value":"calibrationId"}}]}}]}}]} as unknown as DocumentNode<CaptureSessionStateQuery, CaptureSessionStateQueryVariables>;
export const SubmitCaptureSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitCaptureSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseGroupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"session"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CaptureSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitCaptureSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseGroupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseGroupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"session"},"value":{"kind":"Variable","name":{"kind":"Name","value":"session"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"result"}}]}}]}}]} as unknown as DocumentNode<SubmitCaptureSessionMutation, SubmitCaptureSessionMutationVariables>;
export const RetryCaptureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryCapture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseGroupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryCaseTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseGroupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseGroupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"result"}}]}}]}}]} as unknown as DocumentNode<RetryCaptureMutation, RetryCaptureMutationVariables>;
export const CameraCalibrationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CameraCalibrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cameraCalibrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"rmsPx"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"intrinsics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"fx"}},{"kind":"Field","name":{"kind":"Name","value":"fy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errorKey"}},{"kind":"Field","name":{"kind":"Name","value":"errorValues"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CameraCalibrationsQuery, CameraCalibrationsQueryVariables>;
export const CalibrateCameraDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CalibrateCamera"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"videoKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calibrateCamera"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deviceName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceName"}}},{"kind":"Argument","name":{"kind":"Name","value":"videoKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"videoKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CalibrateCameraMutation, CalibrateCameraMutationVariables>;
export const DeleteCameraCalibrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCameraCalibration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCameraCalibration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCameraCalibrationMutation, DeleteCameraCalibrationMutationVariables>;
export const PlaybackCaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlaybackCase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jawRecordings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"movementType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jawAnalysis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"condyleSource"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"lc"}},{"kind":"Field","name":{"kind":"Name","value":"rc"}}]}}]}}]} as unknown as DocumentNode<PlaybackCaseQuery, PlaybackCaseQueryVariables>;
export const TrajectoryCaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrajectoryCase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trajectoryCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"productType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"caseGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"patientId"}},{"kind":"Field","name":{"kind":"Name","value":"patientName"}},{"kind":"Field","name":{"kind":"Name","value":"recordName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TrajectoryCaseQuery, TrajectoryCaseQueryVariables>;
export const TrajectoryCasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrajectoryCases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recordName"}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TrajectoryCasesQuery, TrajectoryCasesQueryVariables>;
export const TrajectoryRecordingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrajectoryRecordings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jawRecordings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"movementType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frameCount"}},{"kind":"Field","name":{"kind":"Name","value":"validFrames"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"meanQuality"}},{"kind":"Field","name":{"kind":"Name","value":"registrationResidualMm"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<TrajectoryRecordingsQuery, TrajectoryRecordingsQueryVariables>;
export const TrajectoryAnalysisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrajectoryAnalysis"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jawAnalysis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"referencePlane"}},{"kind":"Field","name":{"kind":"Name","value":"condyleSource"}},{"kind":"Field","name":{"kind":"Name","value":"ctRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"occlusalSource"}},{"kind":"Field","name":{"kind":"Name","value":"frankfortSource"}},{"kind":"Field","name":{"kind":"Name","value":"frankfortOffsetDeg"}},{"kind":"Field","name":{"kind":"Name","value":"alaTragusSource"}},{"kind":"Field","name":{"kind":"Name","value":"occlusalToFrankfortDeg"}},{"kind":"Field","name":{"kind":"Name","value":"occlusalToAlaTragusDeg"}},{"kind":"Field","name":{"kind":"Name","value":"dentalMidlineOffsetMm"}},{"kind":"Field","name":{"kind":"Name","value":"midline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"point"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"lc"}},{"kind":"Field","name":{"kind":"Name","value":"rc"}},{"kind":"Field","name":{"kind":"Name","value":"plane"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"anterior"}}]}},{"kind":"Field","name":{"kind":"Name","value":"occlusalPlane"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"anterior"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bonwill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sideLeftMm"}},{"kind":"Field","name":{"kind":"Name","value":"sideRightMm"}},{"kind":"Field","name":{"kind":"Name","value":"intercondylarMm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balkwillAngleDeg"}},{"kind":"Field","name":{"kind":"Name","value":"stablePositions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordingId"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"lc"}},{"kind":"Field","name":{"kind":"Name","value":"rc"}},{"kind":"Field","name":{"kind":"Name","value":"frames"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collections"}},{"kind":"Field","name":{"kind":"Name","value":"ipMean"}},{"kind":"Field","name":{"kind":"Name","value":"lcMean"}},{"kind":"Field","name":{"kind":"Name","value":"rcMean"}},{"kind":"Field","name":{"kind":"Name","value":"ipSpreadMm"}},{"kind":"Field","name":{"kind":"Name","value":"lcSpreadMm"}},{"kind":"Field","name":{"kind":"Name","value":"rcSpreadMm"}},{"kind":"Field","name":{"kind":"Name","value":"leftDisplacementMm"}},{"kind":"Field","name":{"kind":"Name","value":"rightDisplacementMm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recordings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordingId"}},{"kind":"Field","name":{"kind":"Name","value":"movementType"}},{"kind":"Field","name":{"kind":"Name","value":"frameCount"}},{"kind":"Field","name":{"kind":"Name","value":"validFrames"}},{"kind":"Field","name":{"kind":"Name","value":"incisalTravelMm"}},{"kind":"Field","name":{"kind":"Name","value":"maxOpeningMm"}},{"kind":"Field","name":{"kind":"Name","value":"lateralIncisalMm"}},{"kind":"Field","name":{"kind":"Name","value":"protrusionMm"}},{"kind":"Field","name":{"kind":"Name","value":"condylarInclination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"at3mmDeg"}},{"kind":"Field","name":{"kind":"Name","value":"at5mmDeg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nonWorkingSide"}},{"kind":"Field","name":{"kind":"Name","value":"bennettAngleDeg"}},{"kind":"Field","name":{"kind":"Name","value":"immediateSideShiftMm"}},{"kind":"Field","name":{"kind":"Name","value":"incisalGuidanceDeg"}},{"kind":"Field","name":{"kind":"Name","value":"openingDeviationMm"}},{"kind":"Field","name":{"kind":"Name","value":"hingeAxis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frames"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chewCycles"}},{"kind":"Field","name":{"kind":"Name","value":"chewCycleMs"}},{"kind":"Field","name":{"kind":"Name","value":"retrusionMm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxOpeningMm"}},{"kind":"Field","name":{"kind":"Name","value":"protrusionMm"}},{"kind":"Field","name":{"kind":"Name","value":"laterotrusionLeftMm"}},{"kind":"Field","name":{"kind":"Name","value":"laterotrusionRightMm"}},{"kind":"Field","name":{"kind":"Name","value":"condylarInclinationLeft3mmDeg"}},{"kind":"Field","name":{"kind":"Name","value":"condylarInclinationLeft5mmDeg"}},{"kind":"Field","name":{"kind":"Name","value":"condylarInclinationRight3mmDeg"}},{"kind":"Field","name":{"kind":"Name","value":"condylarInclinationRight5mmDeg"}},{"kind":"Field","name":{"kind":"Name","value":"bennettLeftDeg"}},{"kind":"Field","name":{"kind":"Name","value":"bennettRightDeg"}},{"kind":"Field","name":{"kind":"Name","value":"immediateSideShiftLeftMm"}},{"kind":"Field","name":{"kind":"Name","value":"immediateSideShiftRightMm"}},{"kind":"Field","name":{"kind":"Name","value":"incisalGuidanceSagittalDeg"}},{"kind":"Field","name":{"kind":"Name","value":"incisalGuidanceLateralLeftDeg"}},{"kind":"Field","name":{"kind":"Name","value":"incisalGuidanceLateralRightDeg"}},{"kind":"Field","name":{"kind":"Name","value":"openingDeviationMm"}}]}}]}}]}}]} as unknown as DocumentNode<TrajectoryAnalysisQuery, TrajectoryAnalysisQueryVariables>;
export const TrajectoryFacebowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrajectoryFacebow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseGroupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"facebow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseGroupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseGroupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrajectoryFacebowFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"caseTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseGroupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseGroupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrajectoryFacebowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Facebow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"config"}},{"kind":"Field","name":{"kind":"Name","value":"collected"}},{"kind":"Field","name":{"kind":"Name","value":"collectedAt"}}]}}]} as unknown as DocumentNode<TrajectoryFacebowQuery, TrajectoryFacebowQueryVariables>;
export const TrajectorySaveConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrajectorySaveConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseGroupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"config"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveFacebowConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseGroupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseGroupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"config"},"value":{"kind":"Variable","name":{"kind":"Name","value":"config"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrajectoryFacebowFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"invalidated"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrajectoryFacebowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Facebow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"config"}},{"kind":"Field","name":{"kind":"Name","value":"collected"}},{"kind":"Field","name":{"kind":"Name","value":"collectedAt"}}]}}]} as unknown as DocumentNode<TrajectorySaveConfigMutation, TrajectorySaveConfigMutationVariables>;
export const TrajectoryRecordCollectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrajectoryRecordCollection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseGroupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordFacebowCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseGroupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseGroupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrajectoryFacebowFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrajectoryFacebowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Facebow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"config"}},{"kind":"Field","name":{"kind":"Name","value":"collected"}},{"kind":"Field","name":{"kind":"Name","value":"collectedAt"}}]}}]} as unknown as DocumentNode<TrajectoryRecordCollectionMutation, TrajectoryRecordCollectionMutationVariables>;
export const TrajectoryImportConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrajectoryImportConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromCaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importFacebowConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromCaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromCaseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrajectoryFacebowFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"invalidated"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrajectoryFacebowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Facebow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"config"}},{"kind":"Field","name":{"kind":"Name","value":"collected"}},{"kind":"Field","name":{"kind":"Name","value":"collectedAt"}}]}}]} as unknown as DocumentNode<TrajectoryImportConfigMutation, TrajectoryImportConfigMutationVariables>;
export const TrajectorySetMarksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrajectorySetMarks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ip"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mb36"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mb46"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setJawMarks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ip"}}},{"kind":"Argument","name":{"kind":"Name","value":"mb36"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mb36"}}},{"kind":"Argument","name":{"kind":"Name","value":"mb46"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mb46"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"config"}},{"kind":"Field","name":{"kind":"Name","value":"invalidated"}}]}}]}}]} as unknown as DocumentNode<TrajectorySetMarksMutation, TrajectorySetMarksMutationVariables>;
export const TrajectoryScansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrajectoryScans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modelFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<TrajectoryScansQuery, TrajectoryScansQueryVariables>;
export const ViewerModelFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewerModelFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modelFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"mtlKey"}},{"kind":"Field","name":{"kind":"Name","value":"textureKey"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"alpha"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ViewerModelFilesQuery, ViewerModelFilesQueryVariables>;
export const ViewerPresignedGetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewerPresignedGet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"presignedGet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}]}]}}]} as unknown as DocumentNode<ViewerPresignedGetQuery, ViewerPresignedGetQueryVariables>;
export const SessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"isMainAccount"}},{"kind":"Field","name":{"kind":"Name","value":"isSensitive"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountMenu_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountMenu_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"practice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]} as unknown as DocumentNode<SessionQuery, SessionQueryVariables>;
export const SessionSubscriptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SessionSubscriptionsQuery, SessionSubscriptionsQueryVariables>;