/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AccountMenu_user on User {\n    id\n    name\n    avatar\n    practice {\n      id\n      balance\n    }\n  }\n": typeof types.AccountMenu_UserFragmentDoc,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query AccountConsumption($page: Int, $limit: Int) {\n    consumption(page: $page, limit: $limit) {\n      items {\n        id\n        number\n        amount\n        consumptionType\n        caseGroupId\n        createdAt\n        product {\n          id\n          name\n          type\n          extend {\n            code\n          }\n        }\n      }\n      total\n      page\n      limit\n    }\n  }\n": typeof types.AccountConsumptionDocument,
    "\n  query PaymentResult($number: String!) {\n    paymentResult(number: $number) {\n      id\n      number\n      amount\n      status\n      provider\n      createdAt\n      finishedAt\n    }\n  }\n": typeof types.PaymentResultDocument,
    "\n  mutation Recharge($input: RechargeInput!) {\n    recharge(input: $input) {\n      order {\n        id\n        number\n        amount\n        status\n        provider\n      }\n    }\n  }\n": typeof types.RechargeDocument,
    "\n  query AccountOrders($filter: OrderFilter, $page: Int, $limit: Int) {\n    orders(filter: $filter, page: $page, limit: $limit) {\n      items {\n        id\n        number\n        type\n        amount\n        detail\n        status\n        createdAt\n      }\n      total\n      page\n      limit\n    }\n  }\n": typeof types.AccountOrdersDocument,
    "\n  query AccountSubscriptions {\n    subscriptions(limit: 100) {\n      items {\n        id\n        edition\n        startedAt\n        expiredAt\n        longTerm\n        active\n        cancelledAt\n        product {\n          id\n          name\n          extend {\n            code\n          }\n        }\n      }\n      total\n    }\n    subscriptionPlans {\n      id\n      edition\n      years\n      price\n      product {\n        id\n        name\n        subscribed\n        extend {\n          code\n        }\n      }\n    }\n    me {\n      id\n      practice {\n        id\n        balance\n      }\n    }\n  }\n": typeof types.AccountSubscriptionsDocument,
    "\n  mutation BuySubscription($planId: ID!, $idempotencyKey: String!) {\n    buySubscription(planId: $planId, idempotencyKey: $idempotencyKey) {\n      subscription {\n        id\n        active\n        expiredAt\n        product {\n          id\n          subscribed\n        }\n      }\n      order {\n        id\n        number\n        amount\n      }\n    }\n  }\n": typeof types.BuySubscriptionDocument,
    "\n  mutation Unsubscribe($subscriptionId: ID!, $idempotencyKey: String!) {\n    unsubscribe(subscriptionId: $subscriptionId, idempotencyKey: $idempotencyKey) {\n      subscription {\n        id\n        active\n        expiredAt\n        cancelledAt\n        product {\n          id\n          subscribed\n        }\n      }\n      order {\n        id\n        number\n        amount\n      }\n    }\n  }\n": typeof types.UnsubscribeDocument,
    "\n  query AccountBalance {\n    me {\n      id\n      isMainAccount\n      practice {\n        id\n        balance\n        usableStorageGb\n      }\n    }\n  }\n": typeof types.AccountBalanceDocument,
    "\n  fragment ProductCard_product on Product {\n    id\n    name\n    price\n    stage\n    category\n    comingSoon\n    subscribed\n    href\n    extend {\n      code\n      imgUrl\n    }\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  query ApplicationCatalogue {\n    products {\n      id\n      ...ProductCard_product @unmask\n    }\n    me {\n      id\n      practice {\n        id\n        balance\n      }\n    }\n  }\n": typeof types.ApplicationCatalogueDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query RsaPublicKey {\n    rsaPublicKey\n  }\n": typeof types.RsaPublicKeyDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n": typeof types.LoginDocument,
    "\n  fragment CaseForm_case on Case {\n    id\n    recordName\n    type\n    status\n    chiefComplaint\n    currentCondition\n    treatmentItem\n    doctorAdvice\n    memo\n    productId\n    createdAt\n    examination {\n      position\n      content\n    }\n    diagnosis {\n      position\n      content\n    }\n    dispose {\n      position\n      content\n    }\n    group {\n      id\n    }\n    reservation {\n      id\n      reservationTime\n      remark\n    }\n    treatmentStep {\n      id\n      sopName\n      sopTime\n      plan {\n        id\n        name\n      }\n    }\n    doctor {\n      id\n      name\n    }\n    patient {\n      id\n      name\n    }\n  }\n": typeof types.CaseForm_CaseFragmentDoc,
    "\n  query CaseDialog($id: ID!) {\n    case(id: $id) {\n      id\n      ...CaseForm_case\n    }\n  }\n": typeof types.CaseDialogDocument,
    "\n  query CaseList($keyword: String, $page: Int, $limit: Int) {\n    cases(keyword: $keyword, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        ...CaseRow_case @unmask\n      }\n    }\n  }\n": typeof types.CaseListDocument,
    "\n  fragment CaseRow_case on Case {\n    id\n    recordName\n    type\n    status\n    createdAt\n    deletedAt\n    patient {\n      id\n      name\n    }\n    doctor {\n      id\n      name\n    }\n    reservation {\n      id\n      reservationTime\n    }\n  }\n": typeof types.CaseRow_CaseFragmentDoc,
    "\n  query CaseTrash($keyword: String, $page: Int, $limit: Int) {\n    cases(keyword: $keyword, page: $page, limit: $limit, trash: true) {\n      total\n      page\n      limit\n      items {\n        id\n        ...CaseRow_case @unmask\n      }\n    }\n  }\n": typeof types.CaseTrashDocument,
    "\n  query PatientOptions($keyword: String) {\n    patients(keyword: $keyword, limit: 20) {\n      items {\n        id\n        name\n        phone\n      }\n    }\n  }\n": typeof types.PatientOptionsDocument,
    "\n  query PlanPicker($patientId: ID!, $limit: Int) {\n    treatmentPlans(patientId: $patientId, withSteps: true, limit: $limit) {\n      items {\n        id\n        name\n        steps {\n          id\n          sopName\n          sopTime\n        }\n      }\n    }\n  }\n": typeof types.PlanPickerDocument,
    "\n  query CaseTemplateOptions($name: String, $limit: Int) {\n    caseTemplates(name: $name, limit: $limit, status: 1) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CaseTemplateOptionsDocument,
    "\n  query CaseTemplateContent($id: ID!) {\n    caseTemplate(id: $id) {\n      id\n      chiefComplaint\n      currentCondition\n      treatmentItem\n      doctorAdvice\n      examination {\n        position\n        content\n      }\n      diagnosis {\n        position\n        content\n      }\n      dispose {\n        position\n        content\n      }\n    }\n  }\n": typeof types.CaseTemplateContentDocument,
    "\n  mutation CreateCase($input: CreateCaseInput!) {\n    createCase(input: $input) {\n      id\n      ...CaseForm_case\n    }\n  }\n": typeof types.CreateCaseDocument,
    "\n  mutation UpdateCase($id: ID!, $input: UpdateCaseInput!) {\n    updateCase(id: $id, input: $input) {\n      id\n      ...CaseForm_case\n    }\n  }\n": typeof types.UpdateCaseDocument,
    "\n  mutation SubmitCase($id: ID!) {\n    submitCase(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.SubmitCaseDocument,
    "\n  mutation StashCase($id: ID!) {\n    stashCase(id: $id) {\n      id\n      deletedAt\n    }\n  }\n": typeof types.StashCaseDocument,
    "\n  mutation RestoreCase($id: ID!) {\n    restoreCase(id: $id) {\n      id\n      deletedAt\n    }\n  }\n": typeof types.RestoreCaseDocument,
    "\n  mutation DestroyCase($id: ID!) {\n    destroyCase(id: $id)\n  }\n": typeof types.DestroyCaseDocument,
    "\n  query ProductNames {\n    products {\n      id\n      name\n      href\n    }\n  }\n": typeof types.ProductNamesDocument,
    "\n  query CrownCase($id: ID!) {\n    case(id: $id) {\n      id\n      productId\n      recordName\n      group {\n        id\n      }\n      patient {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CrownCaseDocument,
    "\n  mutation AttachCrownFile($input: AttachModelFileInput!) {\n    attachModelFile(input: $input) {\n      id\n    }\n  }\n": typeof types.AttachCrownFileDocument,
    "\n  mutation ConfirmCrown($caseGroupId: ID!) {\n    confirmCaseTask(caseGroupId: $caseGroupId) {\n      id\n      status\n    }\n  }\n": typeof types.ConfirmCrownDocument,
    "\n  fragment CrownDesignFields on CrownDesign {\n    caseGroupId\n    status\n    error\n    setup {\n      tooth\n      upperFileId\n      lowerFileId\n      cementGapMm\n      minimalThicknessMm\n      marginWidthMm\n      opposingShiftMm\n    }\n    margin\n    marginGiven\n    axis\n    undercutVolumeMm3\n    maxUndercutMm\n    urls {\n      inner\n      outer\n      crown\n      undercut\n      edited\n    }\n  }\n": typeof types.CrownDesignFieldsFragmentDoc,
    "\n  query CrownDesign($caseGroupId: ID!) {\n    crownDesign(caseGroupId: $caseGroupId) {\n      ...CrownDesignFields @unmask\n    }\n    caseTask(caseGroupId: $caseGroupId) {\n      id\n      status\n      position\n      estimatedMinutes\n    }\n  }\n": typeof types.CrownDesignDocument,
    "\n  mutation StartCrownDesign($input: CrownDesignInput!) {\n    startCrownDesign(input: $input) {\n      ...CrownDesignFields @unmask\n    }\n  }\n": typeof types.StartCrownDesignDocument,
    "\n  query CrownFolder($caseGroupId: ID!) {\n    crownFolder(caseGroupId: $caseGroupId)\n  }\n": typeof types.CrownFolderDocument,
    "\n  mutation SaveCrownMesh($caseGroupId: ID!, $key: String!) {\n    saveCrownMesh(caseGroupId: $caseGroupId, key: $key) {\n      ...CrownDesignFields @unmask\n    }\n  }\n": typeof types.SaveCrownMeshDocument,
    "\n  query CtSeriesObjects($prefix: String!) {\n    storageObjectsAll(prefix: $prefix) {\n      key\n      size\n    }\n  }\n": typeof types.CtSeriesObjectsDocument,
    "\n  query CtSeriesUrls($keys: [String!]!) {\n    presignedGets(keys: $keys)\n  }\n": typeof types.CtSeriesUrlsDocument,
    "\n  mutation DeleteCtFolder($prefix: String!) {\n    deleteFolder(prefix: $prefix)\n  }\n": typeof types.DeleteCtFolderDocument,
    "\n  mutation DeleteCtObject($key: String!) {\n    deleteObject(key: $key)\n  }\n": typeof types.DeleteCtObjectDocument,
    "\n  mutation SetCaseCondylePoints($caseId: ID!, $lc: [Float!]!, $rc: [Float!]!) {\n    setCaseCondylePoints(caseId: $caseId, lc: $lc, rc: $rc) {\n      config\n    }\n  }\n": typeof types.SetCaseCondylePointsDocument,
    "\n  query CaseCtRegistration($caseId: ID!) {\n    caseCtRegistration(caseId: $caseId) {\n      matrix\n      rmsMm\n    }\n  }\n": typeof types.CaseCtRegistrationDocument,
    "\n  mutation SetCaseCtRegistration($caseId: ID!, $matrix: [Float!]!, $rmsMm: Float!) {\n    setCaseCtRegistration(caseId: $caseId, matrix: $matrix, rmsMm: $rmsMm) {\n      config\n    }\n  }\n": typeof types.SetCaseCtRegistrationDocument,
    "\n  query CaseCtCanals($caseId: ID!) {\n    caseCtCanals(caseId: $caseId) {\n      diameterMm\n      left\n      right\n    }\n  }\n": typeof types.CaseCtCanalsDocument,
    "\n  mutation SetCaseCtCanals($caseId: ID!, $diameterMm: Float!, $left: [[Float!]!]!, $right: [[Float!]!]!) {\n    setCaseCtCanals(caseId: $caseId, diameterMm: $diameterMm, left: $left, right: $right) {\n      diameterMm\n      left\n      right\n    }\n  }\n": typeof types.SetCaseCtCanalsDocument,
    "\n  query CaseCtLandmarks($caseId: ID!) {\n    caseCtLandmarks(caseId: $caseId) {\n      porionL\n      porionR\n      orbitaleL\n      orbitaleR\n      tragusL\n      tragusR\n      alaL\n      alaR\n      nasion\n      ans\n    }\n  }\n": typeof types.CaseCtLandmarksDocument,
    "\n  mutation SetCaseCtLandmarks($caseId: ID!, $landmarks: CtLandmarksInput!) {\n    setCaseCtLandmarks(caseId: $caseId, landmarks: $landmarks) {\n      config\n    }\n  }\n": typeof types.SetCaseCtLandmarksDocument,
    "\n  query Dashboard($from: DateTimeISO!, $to: DateTimeISO!) {\n    me {\n      id\n      ...Greeting_user\n    }\n    caseSummary {\n      total\n      open\n      submitted\n    }\n    patients(limit: 1) {\n      total\n    }\n    reservations(from: $from, to: $to, limit: 50) {\n      items {\n        id\n        ...TodayAppointments_reservation\n      }\n    }\n    cases(limit: 6) {\n      items {\n        id\n        ...RecentCases_case\n      }\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  fragment Greeting_user on User {\n    id\n    name\n    practice {\n      id\n      balance\n    }\n  }\n": typeof types.Greeting_UserFragmentDoc,
    "\n  fragment RecentCases_case on Case {\n    id\n    recordName\n    type\n    status\n    createdAt\n    patient {\n      id\n      name\n    }\n  }\n": typeof types.RecentCases_CaseFragmentDoc,
    "\n  fragment TodayAppointments_reservation on Reservation {\n    id\n    reservationTime\n    remark\n    status\n    patient {\n      id\n      name\n    }\n  }\n": typeof types.TodayAppointments_ReservationFragmentDoc,
    "\n  query DoctorsPage($keyword: String, $page: Int, $limit: Int) {\n    doctors(keyword: $keyword, page: $page, limit: $limit) {\n      items {\n        id\n        name\n        phone\n        email\n        disabled\n      }\n      total\n      page\n      limit\n    }\n    me {\n      id\n      actualChildren\n      practice {\n        id\n        subUserLimit\n      }\n    }\n  }\n": typeof types.DoctorsPageDocument,
    "\n  mutation CreateDoctor($input: CreateDoctorInput!) {\n    createDoctor(input: $input) {\n      id\n      name\n      phone\n      email\n      disabled\n    }\n  }\n": typeof types.CreateDoctorDocument,
    "\n  mutation UpdateDoctor($id: ID!, $input: UpdateDoctorInput!) {\n    updateDoctor(id: $id, input: $input) {\n      id\n      name\n      phone\n      email\n      disabled\n    }\n  }\n": typeof types.UpdateDoctorDocument,
    "\n  mutation SetDoctorDisabled($id: ID!, $disabled: Boolean!) {\n    setDoctorDisabled(id: $id, disabled: $disabled) {\n      id\n      disabled\n    }\n  }\n": typeof types.SetDoctorDisabledDocument,
    "\n  mutation DeleteDoctor($id: ID!) {\n    deleteDoctor(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteDoctorDocument,
    "\n  query PracticeExports {\n    practiceExports {\n      id\n      status\n      progress\n      size\n      createdAt\n      finishedAt\n    }\n  }\n": typeof types.PracticeExportsDocument,
    "\n  mutation RequestPracticeExport {\n    requestPracticeExport {\n      id\n      status\n      progress\n    }\n  }\n": typeof types.RequestPracticeExportDocument,
    "\n  query PracticeExportLink($id: ID!) {\n    practiceExportLink(id: $id) {\n      url\n    }\n  }\n": typeof types.PracticeExportLinkDocument,
    "\n  query DataCenter($folder: String!) {\n    storageUsage {\n      usedBytes\n      quotaBytes\n      reservedBytes\n      recycleBytes\n    }\n    files: storageObjectsAll(prefix: $folder) {\n      key\n      size\n      lastModified\n    }\n    recycleBin {\n      bytes\n      objects {\n        key\n        size\n        lastModified\n        origin\n        originalKey\n      }\n    }\n  }\n": typeof types.DataCenterDocument,
    "\n  mutation CreateUpload($input: CreateUploadInput!) {\n    createUpload(input: $input) {\n      key\n      uploadId\n      partSize\n      parts {\n        partNumber\n        url\n      }\n    }\n  }\n": typeof types.CreateUploadDocument,
    "\n  mutation CompleteUpload($key: String!, $uploadId: String!, $parts: [CompletedPart!]!) {\n    completeUpload(key: $key, uploadId: $uploadId, parts: $parts) {\n      key\n      size\n    }\n  }\n": typeof types.CompleteUploadDocument,
    "\n  mutation AbortUpload($key: String!, $uploadId: String!) {\n    abortUpload(key: $key, uploadId: $uploadId)\n  }\n": typeof types.AbortUploadDocument,
    "\n  mutation RecycleFile($key: String!) {\n    recycleFile(key: $key) {\n      key\n    }\n  }\n": typeof types.RecycleFileDocument,
    "\n  mutation RestoreRecycledFile($key: String!) {\n    restoreRecycledFile(key: $key) {\n      key\n    }\n  }\n": typeof types.RestoreRecycledFileDocument,
    "\n  mutation EmptyRecycleBin {\n    emptyRecycleBin {\n      patients\n      cases\n      files\n      freedBytes\n    }\n  }\n": typeof types.EmptyRecycleBinDocument,
    "\n  query PresignedGet($key: String!) {\n    presignedGet(key: $key)\n  }\n": typeof types.PresignedGetDocument,
    "\n  fragment PatientAppointments_patient on Patient {\n    id\n    reservations {\n      id\n      reservationTime\n      remark\n      status\n      doctor {\n        id\n        name\n      }\n    }\n  }\n": typeof types.PatientAppointments_PatientFragmentDoc,
    "\n  mutation UpdateReservationStatus($id: ID!, $status: Int!) {\n    updateReservation(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": typeof types.UpdateReservationStatusDocument,
    "\n  fragment PatientCases_patient on Patient {\n    id\n    name\n    cases {\n      id\n      ...CaseRow_case @unmask\n    }\n  }\n": typeof types.PatientCases_PatientFragmentDoc,
    "\n  query PatientDetail($id: ID!) {\n    patient(id: $id) {\n      id\n      name\n      ...PatientInfo_patient\n      ...PatientAppointments_patient\n      ...PatientCases_patient\n      ...PatientPlans_patient\n    }\n  }\n": typeof types.PatientDetailDocument,
    "\n  query PatientDialog($id: ID!) {\n    patient(id: $id) {\n      id\n      ...PatientInfo_patient\n    }\n  }\n": typeof types.PatientDialogDocument,
    "\n  query PatientMemoCheck($memo: String!, $excludeId: ID) {\n    patientMemoCheck(memo: $memo, excludeId: $excludeId) {\n      id\n      name\n    }\n  }\n": typeof types.PatientMemoCheckDocument,
    "\n  mutation CreatePatient($input: PatientInput!) {\n    createPatient(input: $input) {\n      id\n      caseCount\n      createdAt\n      ...PatientInfo_patient\n    }\n  }\n": typeof types.CreatePatientDocument,
    "\n  mutation UpdatePatient($id: ID!, $input: PatientInput!) {\n    updatePatient(id: $id, input: $input) {\n      id\n      ...PatientInfo_patient\n    }\n  }\n": typeof types.UpdatePatientDocument,
    "\n  fragment PatientInfo_patient on Patient {\n    id\n    name\n    sex\n    birthday\n    phone\n    country\n    nationality\n    maritalStatus\n    career\n    address\n    level\n    memo\n    illnessHistory\n    allergyHistory\n    smokingHistory\n    drinkingHistory\n    takingMedication\n    oralAnesthesiaReaction\n    infection\n    bePregnant\n    issuesWithOralTreatment\n    anyMajorDiseaseNoMention\n  }\n": typeof types.PatientInfo_PatientFragmentDoc,
    "\n  query PatientList($keyword: String, $page: Int, $limit: Int) {\n    patients(keyword: $keyword, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        ...PatientRow_patient @unmask\n      }\n    }\n  }\n": typeof types.PatientListDocument,
    "\n  fragment PatientPlans_patient on Patient {\n    id\n    treatmentPlans {\n      id\n      name\n      toothPosition\n      treatmentItem\n      steps {\n        id\n        sopName\n        sopTime\n      }\n    }\n  }\n": typeof types.PatientPlans_PatientFragmentDoc,
    "\n  mutation CreateTreatmentPlan($patientId: ID!, $input: TreatmentPlanInput!) {\n    createTreatmentPlan(patientId: $patientId, input: $input) {\n      id\n      name\n      toothPosition\n      treatmentItem\n      steps {\n        id\n        sopName\n        sopTime\n      }\n    }\n  }\n": typeof types.CreateTreatmentPlanDocument,
    "\n  fragment PatientRow_patient on Patient {\n    id\n    name\n    sex\n    birthday\n    phone\n    level\n    memo\n    caseCount\n    createdAt\n  }\n": typeof types.PatientRow_PatientFragmentDoc,
    "\n  query PatientTrash($keyword: String, $page: Int, $limit: Int) {\n    patients(keyword: $keyword, page: $page, limit: $limit, trash: true) {\n      total\n      page\n      limit\n      items {\n        id\n        name\n        phone\n        memo\n        caseCount\n        deletedAt\n      }\n    }\n  }\n": typeof types.PatientTrashDocument,
    "\n  mutation StashPatient($id: ID!) {\n    stashPatient(id: $id) {\n      id\n      deletedAt\n    }\n  }\n": typeof types.StashPatientDocument,
    "\n  mutation RestorePatient($id: ID!) {\n    restorePatient(id: $id) {\n      id\n      deletedAt\n    }\n  }\n": typeof types.RestorePatientDocument,
    "\n  mutation DestroyPatient($id: ID!) {\n    destroyPatient(id: $id)\n  }\n": typeof types.DestroyPatientDocument,
    "\n  fragment BasicInfo_user on User {\n    id\n    name\n    avatar\n    phone\n    email\n    country\n    isMainAccount\n    memberNumber\n    practice {\n      id\n      usableStorageGb\n    }\n  }\n": typeof types.BasicInfo_UserFragmentDoc,
    "\n  fragment InvoiceInfoForm_user on User {\n    id\n    invoiceInfo {\n      companyName\n      taxpayerId\n      phone\n      businessAddress\n      invoiceEmail\n      contact\n      contactPhone\n      address\n      shortName\n      qualification\n    }\n  }\n": typeof types.InvoiceInfoForm_UserFragmentDoc,
    "\n  query Settings {\n    me {\n      id\n      ...BasicInfo_user\n      ...InvoiceInfoForm_user\n      ...ShippingAddressForm_user\n      parent {\n        id\n        ...InvoiceInfoForm_user\n        ...ShippingAddressForm_user\n      }\n    }\n  }\n": typeof types.SettingsDocument,
    "\n  fragment ShippingAddressForm_user on User {\n    id\n    shippingAddress {\n      contact\n      phone\n      address\n    }\n  }\n": typeof types.ShippingAddressForm_UserFragmentDoc,
    "\n  query SettingsSops {\n    sops(limit: 100) {\n      items {\n        id\n        name\n        cycleDays\n      }\n    }\n  }\n": typeof types.SettingsSopsDocument,
    "\n  mutation SaveSop($id: ID, $name: String!, $cycleDays: Int!) {\n    saveSop(id: $id, name: $name, cycleDays: $cycleDays) {\n      id\n      name\n      cycleDays\n    }\n  }\n": typeof types.SaveSopDocument,
    "\n  mutation DeleteSop($id: ID!) {\n    deleteSop(id: $id)\n  }\n": typeof types.DeleteSopDocument,
    "\n  query SettingsTemplates($publicOnly: Boolean, $personalOnly: Boolean) {\n    caseTemplates(publicOnly: $publicOnly, personalOnly: $personalOnly, limit: 100) {\n      total\n      items {\n        id\n        name\n        isPublic\n        status\n        chiefComplaint\n        currentCondition\n        treatmentItem\n        doctorAdvice\n        examination {\n          position\n          content\n        }\n        diagnosis {\n          position\n          content\n        }\n        dispose {\n          position\n          content\n        }\n      }\n    }\n  }\n": typeof types.SettingsTemplatesDocument,
    "\n  mutation CreateCaseTemplate($input: CaseTemplateInput!) {\n    createCaseTemplate(input: $input) {\n      id\n      name\n      status\n    }\n  }\n": typeof types.CreateCaseTemplateDocument,
    "\n  mutation UpdateCaseTemplate($id: ID!, $input: CaseTemplateInput!) {\n    updateCaseTemplate(id: $id, input: $input) {\n      id\n      name\n      status\n      chiefComplaint\n      currentCondition\n      treatmentItem\n      doctorAdvice\n      examination {\n        position\n        content\n      }\n      diagnosis {\n        position\n        content\n      }\n      dispose {\n        position\n        content\n      }\n    }\n  }\n": typeof types.UpdateCaseTemplateDocument,
    "\n  mutation DeleteCaseTemplate($id: ID!) {\n    deleteCaseTemplate(id: $id)\n  }\n": typeof types.DeleteCaseTemplateDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...BasicInfo_user\n      ...InvoiceInfoForm_user\n      ...ShippingAddressForm_user\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  fragment FaceDesignFields on FaceDesign {\n    caseId\n    status\n    marks\n    parameters\n    result\n    confirmedAt\n    updatedAt\n  }\n": typeof types.FaceDesignFieldsFragmentDoc,
    "\n  query FaceWorkspace($caseId: ID!) {\n    faceWorkspace(caseId: $caseId) {\n      caseId\n      caseGroupId\n      captureFolder\n      captures {\n        id\n        expression\n        kind\n        key\n        size\n        durationMs\n        url\n      }\n      models {\n        expression\n        faceUrl\n        landmarksUrl\n        photoUrl\n      }\n      design {\n        ...FaceDesignFields @unmask\n      }\n      shareLinks {\n        id\n        expiresAt\n        revokedAt\n        createdAt\n      }\n    }\n  }\n": typeof types.FaceWorkspaceDocument,
    "\n  query FaceTask($caseGroupId: ID!) {\n    caseTask(caseGroupId: $caseGroupId) {\n      id\n      status\n      position\n      estimatedMinutes\n      overdue\n      error\n    }\n  }\n": typeof types.FaceTaskDocument,
    "\n  mutation AddFaceCaptures($caseId: ID!, $expression: String!, $keys: [String!]!) {\n    addFaceCaptures(caseId: $caseId, expression: $expression, keys: $keys) {\n      id\n    }\n  }\n": typeof types.AddFaceCapturesDocument,
    "\n  mutation DeleteFaceCaptures($ids: [ID!]!) {\n    deleteFaceCaptures(ids: $ids)\n  }\n": typeof types.DeleteFaceCapturesDocument,
    "\n  mutation SubmitFaceReconstruction($caseId: ID!, $expression: String) {\n    submitFaceReconstruction(caseId: $caseId, expression: $expression)\n  }\n": typeof types.SubmitFaceReconstructionDocument,
    "\n  mutation SaveFaceMarks($caseId: ID!, $marks: JSONObject!) {\n    saveFaceMarks(caseId: $caseId, marks: $marks) {\n      ...FaceDesignFields @unmask\n    }\n  }\n": typeof types.SaveFaceMarksDocument,
    "\n  mutation SaveSmileParameters($caseId: ID!, $parameters: JSONObject!) {\n    saveSmileParameters(caseId: $caseId, parameters: $parameters) {\n      ...FaceDesignFields @unmask\n    }\n  }\n": typeof types.SaveSmileParametersDocument,
    "\n  mutation SubmitSmileDesign($caseId: ID!) {\n    submitSmileDesign(caseId: $caseId) {\n      ...FaceDesignFields @unmask\n    }\n  }\n": typeof types.SubmitSmileDesignDocument,
    "\n  mutation ConfirmSmileDesign($caseId: ID!) {\n    confirmSmileDesign(caseId: $caseId) {\n      ...FaceDesignFields @unmask\n    }\n  }\n": typeof types.ConfirmSmileDesignDocument,
    "\n  mutation CreateFaceShareLink($caseId: ID!, $days: Int) {\n    createFaceShareLink(caseId: $caseId, days: $days) {\n      id\n      token\n      expiresAt\n      revokedAt\n      createdAt\n    }\n  }\n": typeof types.CreateFaceShareLinkDocument,
    "\n  mutation RevokeFaceShareLink($id: ID!) {\n    revokeFaceShareLink(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.RevokeFaceShareLinkDocument,
    "\n  mutation CancelFaceTask($caseGroupId: ID!) {\n    cancelCaseTask(caseGroupId: $caseGroupId) {\n      id\n      status\n    }\n  }\n": typeof types.CancelFaceTaskDocument,
    "\n  query SharedSmile($token: String!) {\n    sharedSmile(token: $token) {\n      marks\n      parameters\n      result\n      faceUrl\n      landmarksUrl\n      smilePhotoUrl\n      smileLandmarksUrl\n      expiresAt\n    }\n  }\n": typeof types.SharedSmileDocument,
    "\n  query ComparisonRecordings($patientId: ID!, $productType: Int) {\n    patientJawRecordings(patientId: $patientId, productType: $productType) {\n      caseId\n      caseName\n      caseCreatedAt\n      recording {\n        id\n        kind\n        movementType\n        name\n        url\n      }\n    }\n  }\n": typeof types.ComparisonRecordingsDocument,
    "\n  query ComparisonAnalysis($caseId: ID!) {\n    jawAnalysis(caseId: $caseId) {\n      caseId\n      ip\n      lc\n      rc\n      recordings {\n        recordingId\n        incisalTravelMm\n        maxOpeningMm\n        protrusionMm\n        lateralIncisalMm\n        condylarInclination {\n          side\n          at3mmDeg\n          at5mmDeg\n        }\n        bennettAngleDeg\n        immediateSideShiftMm\n        incisalGuidanceDeg\n        openingDeviationMm\n      }\n    }\n  }\n": typeof types.ComparisonAnalysisDocument,
    "\n  query CaptureSessionState($caseId: ID!, $caseGroupId: ID!) {\n    case(id: $caseId) {\n      id\n      pid\n    }\n    caseTask(caseGroupId: $caseGroupId) {\n      id\n      status\n      error\n      progress\n      result\n    }\n    captureSession(caseGroupId: $caseGroupId) {\n      videos {\n        key\n        kind\n        movementType\n        name\n      }\n      scanPointsMm\n      calibrationId\n    }\n  }\n": typeof types.CaptureSessionStateDocument,
    "\n  mutation SubmitCaptureSession($caseGroupId: ID!, $session: CaptureSessionInput!) {\n    submitCaptureSession(caseGroupId: $caseGroupId, session: $session) {\n      id\n      status\n      error\n      progress\n      result\n    }\n  }\n": typeof types.SubmitCaptureSessionDocument,
    "\n  mutation RetryCapture($caseGroupId: ID!) {\n    retryCaseTask(caseGroupId: $caseGroupId) {\n      id\n      status\n      error\n      progress\n      result\n    }\n  }\n": typeof types.RetryCaptureDocument,
    "\n  query CameraCalibrations {\n    cameraCalibrations {\n      id\n      deviceName\n      status\n      current\n      rmsPx\n      views\n      intrinsics {\n        width\n        height\n        fx\n        fy\n      }\n      errorKey\n      errorValues\n      error\n      createdAt\n    }\n  }\n": typeof types.CameraCalibrationsDocument,
    "\n  mutation CalibrateCamera($deviceName: String!, $videoKey: String!) {\n    calibrateCamera(deviceName: $deviceName, videoKey: $videoKey) {\n      id\n      status\n    }\n  }\n": typeof types.CalibrateCameraDocument,
    "\n  mutation DeleteCameraCalibration($id: ID!) {\n    deleteCameraCalibration(id: $id)\n  }\n": typeof types.DeleteCameraCalibrationDocument,
    "\n  query PlaybackCase($caseId: ID!) {\n    jawRecordings(caseId: $caseId) {\n      id\n      kind\n      movementType\n      name\n      durationMs\n      url\n    }\n    jawAnalysis(caseId: $caseId) {\n      caseId\n      condyleSource\n      ip\n      lc\n      rc\n    }\n  }\n": typeof types.PlaybackCaseDocument,
    "\n  query TrajectoryCase($caseId: ID!, $productType: Int) {\n    trajectoryCase(caseId: $caseId, productType: $productType) {\n      caseId\n      caseGroupId\n      productId\n      productType\n      patientId\n      patientName\n      recordName\n      status\n    }\n  }\n": typeof types.TrajectoryCaseDocument,
    "\n  query TrajectoryCases($productId: Int!) {\n    cases(productId: $productId, limit: 100) {\n      items {\n        id\n        recordName\n        patient {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.TrajectoryCasesDocument,
    "\n  query TrajectoryRecordings($caseId: ID!) {\n    jawRecordings(caseId: $caseId) {\n      id\n      kind\n      movementType\n      name\n      frameCount\n      validFrames\n      durationMs\n      meanQuality\n      registrationResidualMm\n      size\n      url\n    }\n  }\n": typeof types.TrajectoryRecordingsDocument,
    "\n  query TrajectoryAnalysis($caseId: ID!) {\n    jawAnalysis(caseId: $caseId) {\n      caseId\n      referencePlane\n      condyleSource\n      ctRegistration\n      occlusalSource\n      frankfortSource\n      frankfortOffsetDeg\n      alaTragusSource\n      occlusalToFrankfortDeg\n      occlusalToAlaTragusDeg\n      dentalMidlineOffsetMm\n      midline {\n        point\n        normal\n      }\n      ip\n      lc\n      rc\n      plane {\n        normal\n        anterior\n      }\n      occlusalPlane {\n        normal\n        anterior\n      }\n      bonwill {\n        sideLeftMm\n        sideRightMm\n        intercondylarMm\n      }\n      balkwillAngleDeg\n      stablePositions {\n        recordingId\n        ip\n        lc\n        rc\n        frames\n      }\n      stable {\n        collections\n        ipMean\n        lcMean\n        rcMean\n        ipSpreadMm\n        lcSpreadMm\n        rcSpreadMm\n        leftDisplacementMm\n        rightDisplacementMm\n      }\n      recordings {\n        recordingId\n        movementType\n        frameCount\n        validFrames\n        incisalTravelMm\n        maxOpeningMm\n        lateralIncisalMm\n        protrusionMm\n        condylarInclination {\n          side\n          at3mmDeg\n          at5mmDeg\n        }\n        nonWorkingSide\n        bennettAngleDeg\n        immediateSideShiftMm\n        incisalGuidanceDeg\n        openingDeviationMm\n        hingeAxis {\n          frames\n        }\n        chewCycles\n        chewCycleMs\n        retrusionMm\n      }\n      summary {\n        maxOpeningMm\n        protrusionMm\n        laterotrusionLeftMm\n        laterotrusionRightMm\n        condylarInclinationLeft3mmDeg\n        condylarInclinationLeft5mmDeg\n        condylarInclinationRight3mmDeg\n        condylarInclinationRight5mmDeg\n        bennettLeftDeg\n        bennettRightDeg\n        immediateSideShiftLeftMm\n        immediateSideShiftRightMm\n        incisalGuidanceSagittalDeg\n        incisalGuidanceLateralLeftDeg\n        incisalGuidanceLateralRightDeg\n        openingDeviationMm\n      }\n    }\n  }\n": typeof types.TrajectoryAnalysisDocument,
    "\n  fragment TrajectoryFacebowFields on Facebow {\n    caseGroupId\n    config\n    collected\n    collectedAt\n  }\n": typeof types.TrajectoryFacebowFieldsFragmentDoc,
    "\n  query TrajectoryFacebow($caseGroupId: ID!) {\n    facebow(caseGroupId: $caseGroupId) {\n      ...TrajectoryFacebowFields @unmask\n    }\n    caseTask(caseGroupId: $caseGroupId) {\n      id\n      status\n    }\n  }\n": typeof types.TrajectoryFacebowDocument,
    "\n  mutation TrajectorySaveConfig($caseGroupId: ID!, $config: JSONObject!) {\n    saveFacebowConfig(caseGroupId: $caseGroupId, config: $config) {\n      ...TrajectoryFacebowFields @unmask\n      invalidated\n    }\n  }\n": typeof types.TrajectorySaveConfigDocument,
    "\n  mutation TrajectoryRecordCollection($caseGroupId: ID!, $data: JSONObject!) {\n    recordFacebowCollection(caseGroupId: $caseGroupId, data: $data) {\n      ...TrajectoryFacebowFields @unmask\n    }\n  }\n": typeof types.TrajectoryRecordCollectionDocument,
    "\n  mutation TrajectoryImportConfig($caseId: ID!, $fromCaseId: ID!) {\n    importFacebowConfig(caseId: $caseId, fromCaseId: $fromCaseId) {\n      ...TrajectoryFacebowFields @unmask\n      invalidated\n    }\n  }\n": typeof types.TrajectoryImportConfigDocument,
    "\n  mutation TrajectorySetMarks($caseId: ID!, $ip: [Float!]!, $mb36: [Float!]!, $mb46: [Float!]!) {\n    setJawMarks(caseId: $caseId, ip: $ip, mb36: $mb36, mb46: $mb46) {\n      caseGroupId\n      config\n      invalidated\n    }\n  }\n": typeof types.TrajectorySetMarksDocument,
    "\n  query TrajectoryScans($caseId: ID!) {\n    modelFiles(caseId: $caseId) {\n      id\n      name\n      size\n      type\n    }\n  }\n": typeof types.TrajectoryScansDocument,
    "\n  query ViewerModelFiles($caseId: ID!) {\n    modelFiles(caseId: $caseId) {\n      id\n      type\n      key\n      mtlKey\n      textureKey\n      color\n      alpha\n      name\n    }\n  }\n": typeof types.ViewerModelFilesDocument,
    "\n  query ViewerPresignedGet($key: String!) {\n    presignedGet(key: $key)\n  }\n": typeof types.ViewerPresignedGetDocument,
    "\n  query Session {\n    me {\n      id\n      name\n      roles\n      isMainAccount\n      isSensitive\n      memberNumber\n      ...AccountMenu_user\n    }\n  }\n": typeof types.SessionDocument,
    "\n  query SessionSubscriptions {\n    subscriptions(limit: 100) {\n      items {\n        id\n        active\n        product {\n          id\n        }\n      }\n    }\n  }\n": typeof types.SessionSubscriptionsDocument,
};
const documents: Documents = {
    "\n  fragment AccountMenu_user on User {\n    id\n    name\n    avatar\n    practice {\n      id\n      balance\n    }\n  }\n": types.AccountMenu_UserFragmentDoc,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query AccountConsumption($page: Int, $limit: Int) {\n    consumption(page: $page, limit: $limit) {\n      items {\n        id\n        number\n        amount\n        consumptionType\n        caseGroupId\n        createdAt\n        product {\n          id\n          name\n          type\n          extend {\n            code\n          }\n        }\n      }\n      total\n      page\n      limit\n    }\n  }\n": types.AccountConsumptionDocument,
    "\n  query PaymentResult($number: String!) {\n    paymentResult(number: $number) {\n      id\n      number\n      amount\n      status\n      provider\n      createdAt\n      finishedAt\n    }\n  }\n": types.PaymentResultDocument,
    "\n  mutation Recharge($input: RechargeInput!) {\n    recharge(input: $input) {\n      order {\n        id\n        number\n        amount\n        status\n        provider\n      }\n    }\n  }\n": types.RechargeDocument,
    "\n  query AccountOrders($filter: OrderFilter, $page: Int, $limit: Int) {\n    orders(filter: $filter, page: $page, limit: $limit) {\n      items {\n        id\n        number\n        type\n        amount\n        detail\n        status\n        createdAt\n      }\n      total\n      page\n      limit\n    }\n  }\n": types.AccountOrdersDocument,
    "\n  query AccountSubscriptions {\n    subscriptions(limit: 100) {\n      items {\n        id\n        edition\n        startedAt\n        expiredAt\n        longTerm\n        active\n        cancelledAt\n        product {\n          id\n          name\n          extend {\n            code\n          }\n        }\n      }\n      total\n    }\n    subscriptionPlans {\n      id\n      edition\n      years\n      price\n      product {\n        id\n        name\n        subscribed\n        extend {\n          code\n        }\n      }\n    }\n    me {\n      id\n      practice {\n        id\n        balance\n      }\n    }\n  }\n": types.AccountSubscriptionsDocument,
    "\n  mutation BuySubscription($planId: ID!, $idempotencyKey: String!) {\n    buySubscription(planId: $planId, idempotencyKey: $idempotencyKey) {\n      subscription {\n        id\n        active\n        expiredAt\n        product {\n          id\n          subscribed\n        }\n      }\n      order {\n        id\n        number\n        amount\n      }\n    }\n  }\n": types.BuySubscriptionDocument,
    "\n  mutation Unsubscribe($subscriptionId: ID!, $idempotencyKey: String!) {\n    unsubscribe(subscriptionId: $subscriptionId, idempotencyKey: $idempotencyKey) {\n      subscription {\n        id\n        active\n        expiredAt\n        cancelledAt\n        product {\n          id\n          subscribed\n        }\n      }\n      order {\n        id\n        number\n        amount\n      }\n    }\n  }\n": types.UnsubscribeDocument,
    "\n  query AccountBalance {\n    me {\n      id\n      isMainAccount\n      practice {\n        id\n        balance\n        usableStorageGb\n      }\n    }\n  }\n": types.AccountBalanceDocument,
    "\n  fragment ProductCard_product on Product {\n    id\n    name\n    price\n    stage\n    category\n    comingSoon\n    subscribed\n    href\n    extend {\n      code\n      imgUrl\n    }\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  query ApplicationCatalogue {\n    products {\n      id\n      ...ProductCard_product @unmask\n    }\n    me {\n      id\n      practice {\n        id\n        balance\n      }\n    }\n  }\n": types.ApplicationCatalogueDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  query RsaPublicKey {\n    rsaPublicKey\n  }\n": types.RsaPublicKeyDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n": types.LoginDocument,
    "\n  fragment CaseForm_case on Case {\n    id\n    recordName\n    type\n    status\n    chiefComplaint\n    currentCondition\n    treatmentItem\n    doctorAdvice\n    memo\n    productId\n    createdAt\n    examination {\n      position\n      content\n    }\n    diagnosis {\n      position\n      content\n    }\n    dispose {\n      position\n      content\n    }\n    group {\n      id\n    }\n    reservation {\n      id\n      reservationTime\n      remark\n    }\n    treatmentStep {\n      id\n      sopName\n      sopTime\n      plan {\n        id\n        name\n      }\n    }\n    doctor {\n      id\n      name\n    }\n    patient {\n      id\n      name\n    }\n  }\n": types.CaseForm_CaseFragmentDoc,
    "\n  query CaseDialog($id: ID!) {\n    case(id: $id) {\n      id\n      ...CaseForm_case\n    }\n  }\n": types.CaseDialogDocument,
    "\n  query CaseList($keyword: String, $page: Int, $limit: Int) {\n    cases(keyword: $keyword, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        ...CaseRow_case @unmask\n      }\n    }\n  }\n": types.CaseListDocument,
    "\n  fragment CaseRow_case on Case {\n    id\n    recordName\n    type\n    status\n    createdAt\n    deletedAt\n    patient {\n      id\n      name\n    }\n    doctor {\n      id\n      name\n    }\n    reservation {\n      id\n      reservationTime\n    }\n  }\n": types.CaseRow_CaseFragmentDoc,
    "\n  query CaseTrash($keyword: String, $page: Int, $limit: Int) {\n    cases(keyword: $keyword, page: $page, limit: $limit, trash: true) {\n      total\n      page\n      limit\n      items {\n        id\n        ...CaseRow_case @unmask\n      }\n    }\n  }\n": types.CaseTrashDocument,
    "\n  query PatientOptions($keyword: String) {\n    patients(keyword: $keyword, limit: 20) {\n      items {\n        id\n        name\n        phone\n      }\n    }\n  }\n": types.PatientOptionsDocument,
    "\n  query PlanPicker($patientId: ID!, $limit: Int) {\n    treatmentPlans(patientId: $patientId, withSteps: true, limit: $limit) {\n      items {\n        id\n        name\n        steps {\n          id\n          sopName\n          sopTime\n        }\n      }\n    }\n  }\n": types.PlanPickerDocument,
    "\n  query CaseTemplateOptions($name: String, $limit: Int) {\n    caseTemplates(name: $name, limit: $limit, status: 1) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.CaseTemplateOptionsDocument,
    "\n  query CaseTemplateContent($id: ID!) {\n    caseTemplate(id: $id) {\n      id\n      chiefComplaint\n      currentCondition\n      treatmentItem\n      doctorAdvice\n      examination {\n        position\n        content\n      }\n      diagnosis {\n        position\n        content\n      }\n      dispose {\n        position\n        content\n      }\n    }\n  }\n": types.CaseTemplateContentDocument,
    "\n  mutation CreateCase($input: CreateCaseInput!) {\n    createCase(input: $input) {\n      id\n      ...CaseForm_case\n    }\n  }\n": types.CreateCaseDocument,
    "\n  mutation UpdateCase($id: ID!, $input: UpdateCaseInput!) {\n    updateCase(id: $id, input: $input) {\n      id\n      ...CaseForm_case\n    }\n  }\n": types.UpdateCaseDocument,
    "\n  mutation SubmitCase($id: ID!) {\n    submitCase(id: $id) {\n      id\n      status\n    }\n  }\n": types.SubmitCaseDocument,
    "\n  mutation StashCase($id: ID!) {\n    stashCase(id: $id) {\n      id\n      deletedAt\n    }\n  }\n": types.StashCaseDocument,
    "\n  mutation RestoreCase($id: ID!) {\n    restoreCase(id: $id) {\n      id\n      deletedAt\n    }\n  }\n": types.RestoreCaseDocument,
    "\n  mutation DestroyCase($id: ID!) {\n    destroyCase(id: $id)\n  }\n": types.DestroyCaseDocument,
    "\n  query ProductNames {\n    products {\n      id\n      name\n      href\n    }\n  }\n": types.ProductNamesDocument,
    "\n  query CrownCase($id: ID!) {\n    case(id: $id) {\n      id\n      productId\n      recordName\n      group {\n        id\n      }\n      patient {\n        id\n        name\n      }\n    }\n  }\n": types.CrownCaseDocument,
    "\n  mutation AttachCrownFile($input: AttachModelFileInput!) {\n    attachModelFile(input: $input) {\n      id\n    }\n  }\n": types.AttachCrownFileDocument,
    "\n  mutation ConfirmCrown($caseGroupId: ID!) {\n    confirmCaseTask(caseGroupId: $caseGroupId) {\n      id\n      status\n    }\n  }\n": types.ConfirmCrownDocument,
    "\n  fragment CrownDesignFields on CrownDesign {\n    caseGroupId\n    status\n    error\n    setup {\n      tooth\n      upperFileId\n      lowerFileId\n      cementGapMm\n      minimalThicknessMm\n      marginWidthMm\n      opposingShiftMm\n    }\n    margin\n    marginGiven\n    axis\n    undercutVolumeMm3\n    maxUndercutMm\n    urls {\n      inner\n      outer\n      crown\n      undercut\n      edited\n    }\n  }\n": types.CrownDesignFieldsFragmentDoc,
    "\n  query CrownDesign($caseGroupId: ID!) {\n    crownDesign(caseGroupId: $caseGroupId) {\n      ...CrownDesignFields @unmask\n    }\n    caseTask(caseGroupId: $caseGroupId) {\n      id\n      status\n      position\n      estimatedMinutes\n    }\n  }\n": types.CrownDesignDocument,
    "\n  mutation StartCrownDesign($input: CrownDesignInput!) {\n    startCrownDesign(input: $input) {\n      ...CrownDesignFields @unmask\n    }\n  }\n": types.StartCrownDesignDocument,
    "\n  query CrownFolder($caseGroupId: ID!) {\n    crownFolder(caseGroupId: $caseGroupId)\n  }\n": types.CrownFolderDocument,
    "\n  mutation SaveCrownMesh($caseGroupId: ID!, $key: String!) {\n    saveCrownMesh(caseGroupId: $caseGroupId, key: $key) {\n      ...CrownDesignFields @unmask\n    }\n  }\n": types.SaveCrownMeshDocument,
    "\n  query CtSeriesObjects($prefix: String!) {\n    storageObjectsAll(prefix: $prefix) {\n      key\n      size\n    }\n  }\n": types.CtSeriesObjectsDocument,
    "\n  query CtSeriesUrls($keys: [String!]!) {\n    presignedGets(keys: $keys)\n  }\n": types.CtSeriesUrlsDocument,
    "\n  mutation DeleteCtFolder($prefix: String!) {\n    deleteFolder(prefix: $prefix)\n  }\n": types.DeleteCtFolderDocument,
    "\n  mutation DeleteCtObject($key: String!) {\n    deleteObject(key: $key)\n  }\n": types.DeleteCtObjectDocument,
    "\n  mutation SetCaseCondylePoints($caseId: ID!, $lc: [Float!]!, $rc: [Float!]!) {\n    setCaseCondylePoints(caseId: $caseId, lc: $lc, rc: $rc) {\n      config\n    }\n  }\n": types.SetCaseCondylePointsDocument,
    "\n  query CaseCtRegistration($caseId: ID!) {\n    caseCtRegistration(caseId: $caseId) {\n      matrix\n      rmsMm\n    }\n  }\n": types.CaseCtRegistrationDocument,
    "\n  mutation SetCaseCtRegistration($caseId: ID!, $matrix: [Float!]!, $rmsMm: Float!) {\n    setCaseCtRegistration(caseId: $caseId, matrix: $matrix, rmsMm: $rmsMm) {\n      config\n    }\n  }\n": types.SetCaseCtRegistrationDocument,
    "\n  query CaseCtCanals($caseId: ID!) {\n    caseCtCanals(caseId: $caseId) {\n      diameterMm\n      left\n      right\n    }\n  }\n": types.CaseCtCanalsDocument,
    "\n  mutation SetCaseCtCanals($caseId: ID!, $diameterMm: Float!, $left: [[Float!]!]!, $right: [[Float!]!]!) {\n    setCaseCtCanals(caseId: $caseId, diameterMm: $diameterMm, left: $left, right: $right) {\n      diameterMm\n      left\n      right\n    }\n  }\n": types.SetCaseCtCanalsDocument,
    "\n  query CaseCtLandmarks($caseId: ID!) {\n    caseCtLandmarks(caseId: $caseId) {\n      porionL\n      porionR\n      orbitaleL\n      orbitaleR\n      tragusL\n      tragusR\n      alaL\n      alaR\n      nasion\n      ans\n    }\n  }\n": types.CaseCtLandmarksDocument,
    "\n  mutation SetCaseCtLandmarks($caseId: ID!, $landmarks: CtLandmarksInput!) {\n    setCaseCtLandmarks(caseId: $caseId, landmarks: $landmarks) {\n      config\n    }\n  }\n": types.SetCaseCtLandmarksDocument,
    "\n  query Dashboard($from: DateTimeISO!, $to: DateTimeISO!) {\n    me {\n      id\n      ...Greeting_user\n    }\n    caseSummary {\n      total\n      open\n      submitted\n    }\n    patients(limit: 1) {\n      total\n    }\n    reservations(from: $from, to: $to, limit: 50) {\n      items {\n        id\n        ...TodayAppointments_reservation\n      }\n    }\n    cases(limit: 6) {\n      items {\n        id\n        ...RecentCases_case\n      }\n    }\n  }\n": types.DashboardDocument,
    "\n  fragment Greeting_user on User {\n    id\n    name\n    practice {\n      id\n      balance\n    }\n  }\n": types.Greeting_UserFragmentDoc,
    "\n  fragment RecentCases_case on Case {\n    id\n    recordName\n    type\n    status\n    createdAt\n    patient {\n      id\n      name\n    }\n  }\n": types.RecentCases_CaseFragmentDoc,
    "\n  fragment TodayAppointments_reservation on Reservation {\n    id\n    reservationTime\n    remark\n    status\n    patient {\n      id\n      name\n    }\n  }\n": types.TodayAppointments_ReservationFragmentDoc,
    "\n  query DoctorsPage($keyword: String, $page: Int, $limit: Int) {\n    doctors(keyword: $keyword, page: $page, limit: $limit) {\n      items {\n        id\n        name\n        phone\n        email\n        disabled\n      }\n      total\n      page\n      limit\n    }\n    me {\n      id\n      actualChildren\n      practice {\n        id\n        subUserLimit\n      }\n    }\n  }\n": types.DoctorsPageDocument,
    "\n  mutation CreateDoctor($input: CreateDoctorInput!) {\n    createDoctor(input: $input) {\n      id\n      name\n      phone\n      email\n      disabled\n    }\n  }\n": types.CreateDoctorDocument,
    "\n  mutation UpdateDoctor($id: ID!, $input: UpdateDoctorInput!) {\n    updateDoctor(id: $id, input: $input) {\n      id\n      name\n      phone\n      email\n      disabled\n    }\n  }\n": types.UpdateDoctorDocument,
    "\n  mutation SetDoctorDisabled($id: ID!, $disabled: Boolean!) {\n    setDoctorDisabled(id: $id, disabled: $disabled) {\n      id\n      disabled\n    }\n  }\n": types.SetDoctorDisabledDocument,
    "\n  mutation DeleteDoctor($id: ID!) {\n    deleteDoctor(id: $id) {\n      id\n    }\n  }\n": types.DeleteDoctorDocument,
    "\n  query PracticeExports {\n    practiceExports {\n      id\n      status\n      progress\n      size\n      createdAt\n      finishedAt\n    }\n  }\n": types.PracticeExportsDocument,
    "\n  mutation RequestPracticeExport {\n    requestPracticeExport {\n      id\n      status\n      progress\n    }\n  }\n": types.RequestPracticeExportDocument,
    "\n  query PracticeExportLink($id: ID!) {\n    practiceExportLink(id: $id) {\n      url\n    }\n  }\n": types.PracticeExportLinkDocument,
    "\n  query DataCenter($folder: String!) {\n    storageUsage {\n      usedBytes\n      quotaBytes\n      reservedBytes\n      recycleBytes\n    }\n    files: storageObjectsAll(prefix: $folder) {\n      key\n      size\n      lastModified\n    }\n    recycleBin {\n      bytes\n      objects {\n        key\n        size\n        lastModified\n        origin\n        originalKey\n      }\n    }\n  }\n": types.DataCenterDocument,
    "\n  mutation CreateUpload($input: CreateUploadInput!) {\n    createUpload(input: $input) {\n      key\n      uploadId\n      partSize\n      parts {\n        partNumber\n        url\n      }\n    }\n  }\n": types.CreateUploadDocument,
    "\n  mutation CompleteUpload($key: String!, $uploadId: String!, $parts: [CompletedPart!]!) {\n    completeUpload(key: $key, uploadId: $uploadId, parts: $parts) {\n      key\n      size\n    }\n  }\n": types.CompleteUploadDocument,
    "\n  mutation AbortUpload($key: String!, $uploadId: String!) {\n    abortUpload(key: $key, uploadId: $uploadId)\n  }\n": types.AbortUploadDocument,
    "\n  mutation RecycleFile($key: String!) {\n    recycleFile(key: $key) {\n      key\n    }\n  }\n": types.RecycleFileDocument,
    "\n  mutation RestoreRecycledFile($key: String!) {\n    restoreRecycledFile(key: $key) {\n      key\n    }\n  }\n": types.RestoreRecycledFileDocument,
    "\n  mutation EmptyRecycleBin {\n    emptyRecycleBin {\n      patients\n      cases\n      files\n      freedBytes\n    }\n  }\n": types.EmptyRecycleBinDocument,
    "\n  query PresignedGet($key: String!) {\n    presignedGet(key: $key)\n  }\n": types.PresignedGetDocument,
    "\n  fragment PatientAppointments_patient on Patient {\n    id\n    reservations {\n      id\n      reservationTime\n      remark\n      status\n      doctor {\n        id\n        name\n      }\n    }\n  }\n": types.PatientAppointments_PatientFragmentDoc,
    "\n  mutation UpdateReservationStatus($id: ID!, $status: Int!) {\n    updateReservation(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": types.UpdateReservationStatusDocument,
    "\n  fragment PatientCases_patient on Patient {\n    id\n    name\n    cases {\n      id\n      ...CaseRow_case @unmask\n    }\n  }\n": types.PatientCases_PatientFragmentDoc,
    "\n  query PatientDetail($id: ID!) {\n    patient(id: $id) {\n      id\n      name\n      ...PatientInfo_patient\n      ...PatientAppointments_patient\n      ...PatientCases_patient\n      ...PatientPlans_patient\n    }\n  }\n": types.PatientDetailDocument,
    "\n  query PatientDialog($id: ID!) {\n    patient(id: $id) {\n      id\n      ...PatientInfo_patient\n    }\n  }\n": types.PatientDialogDocument,
    "\n  query PatientMemoCheck($memo: String!, $excludeId: ID) {\n    patientMemoCheck(memo: $memo, excludeId: $excludeId) {\n      id\n      name\n    }\n  }\n": types.PatientMemoCheckDocument,
    "\n  mutation CreatePatient($input: PatientInput!) {\n    createPatient(input: $input) {\n      id\n      caseCount\n      createdAt\n      ...PatientInfo_patient\n    }\n  }\n": types.CreatePatientDocument,
    "\n  mutation UpdatePatient($id: ID!, $input: PatientInput!) {\n    updatePatient(id: $id, input: $input) {\n      id\n      ...PatientInfo_patient\n    }\n  }\n": types.UpdatePatientDocument,
    "\n  fragment PatientInfo_patient on Patient {\n    id\n    name\n    sex\n    birthday\n    phone\n    country\n    nationality\n    maritalStatus\n    career\n    address\n    level\n    memo\n    illnessHistory\n    allergyHistory\n    smokingHistory\n    drinkingHistory\n    takingMedication\n    oralAnesthesiaReaction\n    infection\n    bePregnant\n    issuesWithOralTreatment\n    anyMajorDiseaseNoMention\n  }\n": types.PatientInfo_PatientFragmentDoc,
    "\n  query PatientList($keyword: String, $page: Int, $limit: Int) {\n    patients(keyword: $keyword, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        ...PatientRow_patient @unmask\n      }\n    }\n  }\n": types.PatientListDocument,
    "\n  fragment PatientPlans_patient on Patient {\n    id\n    treatmentPlans {\n      id\n      name\n      toothPosition\n      treatmentItem\n      steps {\n        id\n        sopName\n        sopTime\n      }\n    }\n  }\n": types.PatientPlans_PatientFragmentDoc,
    "\n  mutation CreateTreatmentPlan($patientId: ID!, $input: TreatmentPlanInput!) {\n    createTreatmentPlan(patientId: $patientId, input: $input) {\n      id\n      name\n      toothPosition\n      treatmentItem\n      steps {\n        id\n        sopName\n        sopTime\n      }\n    }\n  }\n": types.CreateTreatmentPlanDocument,
    "\n  fragment PatientRow_patient on Patient {\n    id\n    name\n    sex\n    birthday\n    phone\n    level\n    memo\n    caseCount\n    createdAt\n  }\n": types.PatientRow_PatientFragmentDoc,
    "\n  query PatientTrash($keyword: String, $page: Int, $limit: Int) {\n    patients(keyword: $keyword, page: $page, limit: $limit, trash: true) {\n      total\n      page\n      limit\n      items {\n        id\n        name\n        phone\n        memo\n        caseCount\n        deletedAt\n      }\n    }\n  }\n": types.PatientTrashDocument,
    "\n  mutation StashPatient($id: ID!) {\n    stashPatient(id: $id) {\n      id\n      deletedAt\n    }\n  }\n": types.StashPatientDocument,
    "\n  mutation RestorePatient($id: ID!) {\n    restorePatient(id: $id) {\n      id\n      deletedAt\n    }\n  }\n": types.RestorePatientDocument,
    "\n  mutation DestroyPatient($id: ID!) {\n    destroyPatient(id: $id)\n  }\n": types.DestroyPatientDocument,
    "\n  fragment BasicInfo_user on User {\n    id\n    name\n    avatar\n    phone\n    email\n    country\n    isMainAccount\n    memberNumber\n    practice {\n      id\n      usableStorageGb\n    }\n  }\n": types.BasicInfo_UserFragmentDoc,
    "\n  fragment InvoiceInfoForm_user on User {\n    id\n    invoiceInfo {\n      companyName\n      taxpayerId\n      phone\n      businessAddress\n      invoiceEmail\n      contact\n      contactPhone\n      address\n      shortName\n      qualification\n    }\n  }\n": types.InvoiceInfoForm_UserFragmentDoc,
    "\n  query Settings {\n    me {\n      id\n      ...BasicInfo_user\n      ...InvoiceInfoForm_user\n      ...ShippingAddressForm_user\n      parent {\n        id\n        ...InvoiceInfoForm_user\n        ...ShippingAddressForm_user\n      }\n    }\n  }\n": types.SettingsDocument,
    "\n  fragment ShippingAddressForm_user on User {\n    id\n    shippingAddress {\n      contact\n      phone\n      address\n    }\n  }\n": types.ShippingAddressForm_UserFragmentDoc,
    "\n  query SettingsSops {\n    sops(limit: 100) {\n      items {\n        id\n        name\n        cycleDays\n      }\n    }\n  }\n": types.SettingsSopsDocument,
    "\n  mutation SaveSop($id: ID, $name: String!, $cycleDays: Int!) {\n    saveSop(id: $id, name: $name, cycleDays: $cycleDays) {\n      id\n      name\n      cycleDays\n    }\n  }\n": types.SaveSopDocument,
    "\n  mutation DeleteSop($id: ID!) {\n    deleteSop(id: $id)\n  }\n": types.DeleteSopDocument,
    "\n  query SettingsTemplates($publicOnly: Boolean, $personalOnly: Boolean) {\n    caseTemplates(publicOnly: $publicOnly, personalOnly: $personalOnly, limit: 100) {\n      total\n      items {\n        id\n        name\n        isPublic\n        status\n        chiefComplaint\n        currentCondition\n        treatmentItem\n        doctorAdvice\n        examination {\n          position\n          content\n        }\n        diagnosis {\n          position\n          content\n        }\n        dispose {\n          position\n          content\n        }\n      }\n    }\n  }\n": types.SettingsTemplatesDocument,
    "\n  mutation CreateCaseTemplate($input: CaseTemplateInput!) {\n    createCaseTemplate(input: $input) {\n      id\n      name\n      status\n    }\n  }\n": types.CreateCaseTemplateDocument,
    "\n  mutation UpdateCaseTemplate($id: ID!, $input: CaseTemplateInput!) {\n    updateCaseTemplate(id: $id, input: $input) {\n      id\n      name\n      status\n      chiefComplaint\n      currentCondition\n      treatmentItem\n      doctorAdvice\n      examination {\n        position\n        content\n      }\n      diagnosis {\n        position\n        content\n      }\n      dispose {\n        position\n        content\n      }\n    }\n  }\n": types.UpdateCaseTemplateDocument,
    "\n  mutation DeleteCaseTemplate($id: ID!) {\n    deleteCaseTemplate(id: $id)\n  }\n": types.DeleteCaseTemplateDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...BasicInfo_user\n      ...InvoiceInfoForm_user\n      ...ShippingAddressForm_user\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  fragment FaceDesignFields on FaceDesign {\n    caseId\n    status\n    marks\n    parameters\n    result\n    confirmedAt\n    updatedAt\n  }\n": types.FaceDesignFieldsFragmentDoc,
    "\n  query FaceWorkspace($caseId: ID!) {\n    faceWorkspace(caseId: $caseId) {\n      caseId\n      caseGroupId\n      captureFolder\n      captures {\n        id\n        expression\n        kind\n        key\n        size\n        durationMs\n        url\n      }\n      models {\n        expression\n        faceUrl\n        landmarksUrl\n        photoUrl\n      }\n      design {\n        ...FaceDesignFields @unmask\n      }\n      shareLinks {\n        id\n        expiresAt\n        revokedAt\n        createdAt\n      }\n    }\n  }\n": types.FaceWorkspaceDocument,
    "\n  query FaceTask($caseGroupId: ID!) {\n    caseTask(caseGroupId: $caseGroupId) {\n      id\n      status\n      position\n      estimatedMinutes\n      overdue\n      error\n    }\n  }\n": types.FaceTaskDocument,
    "\n  mutation AddFaceCaptures($caseId: ID!, $expression: String!, $keys: [String!]!) {\n    addFaceCaptures(caseId: $caseId, expression: $expression, keys: $keys) {\n      id\n    }\n  }\n": types.AddFaceCapturesDocument,
    "\n  mutation DeleteFaceCaptures($ids: [ID!]!) {\n    deleteFaceCaptures(ids: $ids)\n  }\n": types.DeleteFaceCapturesDocument,
    "\n  mutation SubmitFaceReconstruction($caseId: ID!, $expression: String) {\n    submitFaceReconstruction(caseId: $caseId, expression: $expression)\n  }\n": types.SubmitFaceReconstructionDocument,
    "\n  mutation SaveFaceMarks($caseId: ID!, $marks: JSONObject!) {\n    saveFaceMarks(caseId: $caseId, marks: $marks) {\n      ...FaceDesignFields @unmask\n    }\n  }\n": types.SaveFaceMarksDocument,
    "\n  mutation SaveSmileParameters($caseId: ID!, $parameters: JSONObject!) {\n    saveSmileParameters(caseId: $caseId, parameters: $parameters) {\n      ...FaceDesignFields @unmask\n    }\n  }\n": types.SaveSmileParametersDocument,
    "\n  mutation SubmitSmileDesign($caseId: ID!) {\n    submitSmileDesign(caseId: $caseId) {\n      ...FaceDesignFields @unmask\n    }\n  }\n": types.SubmitSmileDesignDocument,
    "\n  mutation ConfirmSmileDesign($caseId: ID!) {\n    confirmSmileDesign(caseId: $caseId) {\n      ...FaceDesignFields @unmask\n    }\n  }\n": types.ConfirmSmileDesignDocument,
    "\n  mutation CreateFaceShareLink($caseId: ID!, $days: Int) {\n    createFaceShareLink(caseId: $caseId, days: $days) {\n      id\n      token\n      expiresAt\n      revokedAt\n      createdAt\n    }\n  }\n": types.CreateFaceShareLinkDocument,
    "\n  mutation RevokeFaceShareLink($id: ID!) {\n    revokeFaceShareLink(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": types.RevokeFaceShareLinkDocument,
    "\n  mutation CancelFaceTask($caseGroupId: ID!) {\n    cancelCaseTask(caseGroupId: $caseGroupId) {\n      id\n      status\n    }\n  }\n": types.CancelFaceTaskDocument,
    "\n  query SharedSmile($token: String!) {\n    sharedSmile(token: $token) {\n      marks\n      parameters\n      result\n      faceUrl\n      landmarksUrl\n      smilePhotoUrl\n      smileLandmarksUrl\n      expiresAt\n    }\n  }\n": types.SharedSmileDocument,
    "\n  query ComparisonRecordings($patientId: ID!, $productType: Int) {\n    patientJawRecordings(patientId: $patientId, productType: $productType) {\n      caseId\n      caseName\n      caseCreatedAt\n      recording {\n        id\n        kind\n        movementType\n        name\n        url\n      }\n    }\n  }\n": types.ComparisonRecordingsDocument,
    "\n  query ComparisonAnalysis($caseId: ID!) {\n    jawAnalysis(caseId: $caseId) {\n      caseId\n      ip\n      lc\n      rc\n      recordings {\n        recordingId\n        incisalTravelMm\n        maxOpeningMm\n        protrusionMm\n        lateralIncisalMm\n        condylarInclination {\n          side\n          at3mmDeg\n          at5mmDeg\n        }\n        bennettAngleDeg\n        immediateSideShiftMm\n        incisalGuidanceDeg\n        openingDeviationMm\n      }\n    }\n  }\n": types.ComparisonAnalysisDocument,
    "\n  query CaptureSessionState($caseId: ID!, $caseGroupId: ID!) {\n    case(id: $caseId) {\n      id\n      pid\n    }\n    caseTask(caseGroupId: $caseGroupId) {\n      id\n      status\n      error\n      progress\n      result\n    }\n    captureSession(caseGroupId: $caseGroupId) {\n      videos {\n        key\n        kind\n        movementType\n        name\n      }\n      scanPointsMm\n      calibrationId\n    }\n  }\n": types.CaptureSessionStateDocument,
    "\n  mutation SubmitCaptureSession($caseGroupId: ID!, $session: CaptureSessionInput!) {\n    submitCaptureSession(caseGroupId: $caseGroupId, session: $session) {\n      id\n      status\n      error\n      progress\n      result\n    }\n  }\n": types.SubmitCaptureSessionDocument,
    "\n  mutation RetryCapture($caseGroupId: ID!) {\n    retryCaseTask(caseGroupId: $caseGroupId) {\n      id\n      status\n      error\n      progress\n      result\n    }\n  }\n": types.RetryCaptureDocument,
    "\n  query CameraCalibrations {\n    cameraCalibrations {\n      id\n      deviceName\n      status\n      current\n      rmsPx\n      views\n      intrinsics {\n        width\n        height\n        fx\n        fy\n      }\n      errorKey\n      errorValues\n      error\n      createdAt\n    }\n  }\n": types.CameraCalibrationsDocument,
    "\n  mutation CalibrateCamera($deviceName: String!, $videoKey: String!) {\n    calibrateCamera(deviceName: $deviceName, videoKey: $videoKey) {\n      id\n      status\n    }\n  }\n": types.CalibrateCameraDocument,
    "\n  mutation DeleteCameraCalibration($id: ID!) {\n    deleteCameraCalibration(id: $id)\n  }\n": types.DeleteCameraCalibrationDocument,
    "\n  query PlaybackCase($caseId: ID!) {\n    jawRecordings(caseId: $caseId) {\n      id\n      kind\n      movementType\n      name\n      durationMs\n      url\n    }\n    jawAnalysis(caseId: $caseId) {\n      caseId\n      condyleSource\n      ip\n      lc\n      rc\n    }\n  }\n": types.PlaybackCaseDocument,
    "\n  query TrajectoryCase($caseId: ID!, $productType: Int) {\n    trajectoryCase(caseId: $caseId, productType: $productType) {\n      caseId\n      caseGroupId\n      productId\n      productType\n      patientId\n      patientName\n      recordName\n      status\n    }\n  }\n": types.TrajectoryCaseDocument,
    "\n  query TrajectoryCases($productId: Int!) {\n    cases(productId: $productId, limit: 100) {\n      items {\n        id\n        recordName\n        patient {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.TrajectoryCasesDocument,
    "\n  query TrajectoryRecordings($caseId: ID!) {\n    jawRecordings(caseId: $caseId) {\n      id\n      kind\n      movementType\n      name\n      frameCount\n      validFrames\n      durationMs\n      meanQuality\n      registrationResidualMm\n      size\n      url\n    }\n  }\n": types.TrajectoryRecordingsDocument,
    "\n  query TrajectoryAnalysis($caseId: ID!) {\n    jawAnalysis(caseId: $caseId) {\n      caseId\n      referencePlane\n      condyleSource\n      ctRegistration\n      occlusalSource\n      frankfortSource\n      frankfortOffsetDeg\n      alaTragusSource\n      occlusalToFrankfortDeg\n      occlusalToAlaTragusDeg\n      dentalMidlineOffsetMm\n      midline {\n        point\n        normal\n      }\n      ip\n      lc\n      rc\n      plane {\n        normal\n        anterior\n      }\n      occlusalPlane {\n        normal\n        anterior\n      }\n      bonwill {\n        sideLeftMm\n        sideRightMm\n        intercondylarMm\n      }\n      balkwillAngleDeg\n      stablePositions {\n        recordingId\n        ip\n        lc\n        rc\n        frames\n      }\n      stable {\n        collections\n        ipMean\n        lcMean\n        rcMean\n        ipSpreadMm\n        lcSpreadMm\n        rcSpreadMm\n        leftDisplacementMm\n        rightDisplacementMm\n      }\n      recordings {\n        recordingId\n        movementType\n        frameCount\n        validFrames\n        incisalTravelMm\n        maxOpeningMm\n        lateralIncisalMm\n        protrusionMm\n        condylarInclination {\n          side\n          at3mmDeg\n          at5mmDeg\n        }\n        nonWorkingSide\n        bennettAngleDeg\n        immediateSideShiftMm\n        incisalGuidanceDeg\n        openingDeviationMm\n        hingeAxis {\n          frames\n        }\n        chewCycles\n        chewCycleMs\n        retrusionMm\n      }\n      summary {\n        maxOpeningMm\n        protrusionMm\n        laterotrusionLeftMm\n        laterotrusionRightMm\n        condylarInclinationLeft3mmDeg\n        condylarInclinationLeft5mmDeg\n        condylarInclinationRight3mmDeg\n        condylarInclinationRight5mmDeg\n        bennettLeftDeg\n        bennettRightDeg\n        immediateSideShiftLeftMm\n        immediateSideShiftRightMm\n        incisalGuidanceSagittalDeg\n        incisalGuidanceLateralLeftDeg\n        incisalGuidanceLateralRightDeg\n        openingDeviationMm\n      }\n    }\n  }\n": types.TrajectoryAnalysisDocument,
    "\n  fragment TrajectoryFacebowFields on Facebow {\n    caseGroupId\n    config\n    collected\n    collectedAt\n  }\n": types.TrajectoryFacebowFieldsFragmentDoc,
    "\n  query TrajectoryFacebow($caseGroupId: ID!) {\n    facebow(caseGroupId: $caseGroupId) {\n      ...TrajectoryFacebowFields @unmask\n    }\n    caseTask(caseGroupId: $caseGroupId) {\n      id\n      status\n    }\n  }\n": types.TrajectoryFacebowDocument,
    "\n  mutation TrajectorySaveConfig($caseGroupId: ID!, $config: JSONObject!) {\n    saveFacebowConfig(caseGroupId: $caseGroupId, config: $config) {\n      ...TrajectoryFacebowFields @unmask\n      invalidated\n    }\n  }\n": types.TrajectorySaveConfigDocument,
    "\n  mutation TrajectoryRecordCollection($caseGroupId: ID!, $data: JSONObject!) {\n    recordFacebowCollection(caseGroupId: $caseGroupId, data: $data) {\n      ...TrajectoryFacebowFields @unmask\n    }\n  }\n": types.TrajectoryRecordCollectionDocument,
    "\n  mutation TrajectoryImportConfig($caseId: ID!, $fromCaseId: ID!) {\n    importFacebowConfig(caseId: $caseId, fromCaseId: $fromCaseId) {\n      ...TrajectoryFacebowFields @unmask\n      invalidated\n    }\n  }\n": types.TrajectoryImportConfigDocument,
    "\n  mutation TrajectorySetMarks($caseId: ID!, $ip: [Float!]!, $mb36: [Float!]!, $mb46: [Float!]!) {\n    setJawMarks(caseId: $caseId, ip: $ip, mb36: $mb36, mb46: $mb46) {\n      caseGroupId\n      config\n      invalidated\n    }\n  }\n": types.TrajectorySetMarksDocument,
    "\n  query TrajectoryScans($caseId: ID!) {\n    modelFiles(caseId: $caseId) {\n      id\n      name\n      size\n      type\n    }\n  }\n": types.TrajectoryScansDocument,
    "\n  query ViewerModelFiles($caseId: ID!) {\n    modelFiles(caseId: $caseId) {\n      id\n      type\n      key\n      mtlKey\n      textureKey\n      color\n      alpha\n      name\n    }\n  }\n": types.ViewerModelFilesDocument,
    "\n  query ViewerPresignedGet($key: String!) {\n    presignedGet(key: $key)\n  }\n": types.ViewerPresignedGetDocument,
    "\n  query Session {\n    me {\n      id\n      name\n      roles\n      isMainAccount\n      isSensitive\n      memberNumber\n      ...AccountMenu_user\n    }\n  }\n": types.SessionDocument,
    "\n  query SessionSubscriptions {\n    subscriptions(limit: 100) {\n      items {\n        id\n        active\n        product {\n          id\n        }\n      }\n    }\n  }\n": types.SessionSubscriptionsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountMenu_user on User {\n    id\n    name\n    avatar\n    practice {\n      id\n      balance\n    }\n  }\n"): (typeof documents)["\n  fragment AccountMenu_user on User {\n    id\n    name\n    avatar\n    practice {\n      id\n      balance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountConsumption($page: Int, $limit: Int) {\n    consumption(page: $page, limit: $limit) {\n      items {\n        id\n        number\n        amount\n        consumptionType\n        caseGroupId\n        createdAt\n        product {\n          id\n          name\n          type\n          extend {\n            code\n          }\n        }\n      }\n      total\n      page\n      limit\n    }\n  }\n"): (typeof documents)["\n  query AccountConsumption($page: Int, $limit: Int) {\n    consumption(page: $page, limit: $limit) {\n      items {\n        id\n        number\n        amount\n        consumptionType\n        caseGroupId\n        createdAt\n        product {\n          id\n          name\n          type\n          extend {\n            code\n          }\n        }\n      }\n      total\n      page\n      limit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentResult($number: String!) {\n    paymentResult(number: $number) {\n      id\n      number\n      amount\n      status\n      provider\n      createdAt\n      finishedAt\n    }\n  }\n"): (typeof documents)["\n  query PaymentResult($number: String!) {\n    paymentResult(number: $number) {\n      id\n      number\n      amount\n      status\n      provider\n      createdAt\n      finishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Recharge($input: RechargeInput!) {\n    recharge(input: $input) {\n      order {\n        id\n        number\n        amount\n        status\n        provider\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Recharge($input: RechargeInput!) {\n    recharge(input: $input) {\n      order {\n        id\n        number\n        amount\n        status\n        provider\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountOrders($filter: OrderFilter, $page: Int, $limit: Int) {\n    orders(filter: $filter, page: $page, limit: $limit) {\n      items {\n        id\n        number\n        type\n        amount\n        detail\n        status\n        createdAt\n      }\n      total\n      page\n      limit\n    }\n  }\n"): (typeof documents)["\n  query AccountOrders($filter: OrderFilter, $page: Int, $limit: Int) {\n    orders(filter: $filter, page: $page, limit: $limit) {\n      items {\n        id\n        number\n        type\n        amount\n        detail\n        status\n        createdAt\n      }\n      total\n      page\n      limit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountSubscriptions {\n    subscriptions(limit: 100) {\n      items {\n        id\n        edition\n        startedAt\n        expiredAt\n        longTerm\n        active\n        cancelledAt\n        product {\n          id\n          name\n          extend {\n            code\n          }\n        }\n      }\n      total\n    }\n    subscriptionPlans {\n      id\n      edition\n      years\n      price\n      product {\n        id\n        name\n        subscribed\n        extend {\n          code\n        }\n      }\n    }\n    me {\n      id\n      practice {\n        id\n        balance\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountSubscriptions {\n    subscriptions(limit: 100) {\n      items {\n        id\n        edition\n        startedAt\n        expiredAt\n        longTerm\n        active\n        cancelledAt\n        product {\n          id\n          name\n          extend {\n            code\n          }\n        }\n      }\n      total\n    }\n    subscriptionPlans {\n      id\n      edition\n      years\n      price\n      product {\n        id\n        name\n        subscribed\n        extend {\n          code\n        }\n      }\n    }\n    me {\n      id\n      practice {\n        id\n        balance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuySubscription($planId: ID!, $idempotencyKey: String!) {\n    buySubscription(planId: $planId, idempotencyKey: $idempotencyKey) {\n      subscription {\n        id\n        active\n        expiredAt\n        product {\n          id\n          subscribed\n        }\n      }\n      order {\n        id\n        number\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BuySubscription($planId: ID!, $idempotencyKey: String!) {\n    buySubscription(planId: $planId, idempotencyKey: $idempotencyKey) {\n      subscription {\n        id\n        active\n        expiredAt\n        product {\n          id\n          subscribed\n        }\n      }\n      order {\n        id\n        number\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Unsubscribe($subscriptionId: ID!, $idempotencyKey: String!) {\n    unsubscribe(subscriptionId: $subscriptionId, idempotencyKey: $idempotencyKey) {\n      subscription {\n        id\n        active\n        expiredAt\n        cancelledAt\n        product {\n          id\n          subscribed\n        }\n      }\n      order {\n        id\n        number\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Unsubscribe($subscriptionId: ID!, $idempotencyKey: String!) {\n    unsubscribe(subscriptionId: $subscriptionId, idempotencyKey: $idempotencyKey) {\n      subscription {\n        id\n        active\n        expiredAt\n        cancelledAt\n        product {\n          id\n          subscribed\n        }\n      }\n      order {\n        id\n        number\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountBalance {\n    me {\n      id\n      isMainAccount\n      practice {\n        id\n        balance\n        usableStorageGb\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountBalance {\n    me {\n      id\n      isMainAccount\n      practice {\n        id\n        balance\n        usableStorageGb\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    id\n    name\n    price\n    stage\n    category\n    comingSoon\n    subscribed\n    href\n    extend {\n      code\n      imgUrl\n    }\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    id\n    name\n    price\n    stage\n    category\n    comingSoon\n    subscribed\n    href\n    extend {\n      code\n      imgUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationCatalogue {\n    products {\n      id\n      ...ProductCard_product @unmask\n    }\n    me {\n      id\n      practice {\n        id\n        balance\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationCatalogue {\n    products {\n      id\n      ...ProductCard_product @unmask\n    }\n    me {\n      id\n      practice {\n        id\n        balance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RsaPublicKey {\n    rsaPublicKey\n  }\n"): (typeof documents)["\n  query RsaPublicKey {\n    rsaPublicKey\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaseForm_case on Case {\n    id\n    recordName\n    type\n    status\n    chiefComplaint\n    currentCondition\n    treatmentItem\n    doctorAdvice\n    memo\n    productId\n    createdAt\n    examination {\n      position\n      content\n    }\n    diagnosis {\n      position\n      content\n    }\n    dispose {\n      position\n      content\n    }\n    group {\n      id\n    }\n    reservation {\n      id\n      reservationTime\n      remark\n    }\n    treatmentStep {\n      id\n      sopName\n      sopTime\n      plan {\n        id\n        name\n      }\n    }\n    doctor {\n      id\n      name\n    }\n    patient {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CaseForm_case on Case {\n    id\n    recordName\n    type\n    status\n    chiefComplaint\n    currentCondition\n    treatmentItem\n    doctorAdvice\n    memo\n    productId\n    createdAt\n    examination {\n      position\n      content\n    }\n    diagnosis {\n      position\n      content\n    }\n    dispose {\n      position\n      content\n    }\n    group {\n      id\n    }\n    reservation {\n      id\n      reservationTime\n      remark\n    }\n    treatmentStep {\n      id\n      sopName\n      sopTime\n      plan {\n        id\n        name\n      }\n    }\n    doctor {\n      id\n      name\n    }\n    patient {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseDialog($id: ID!) {\n    case(id: $id) {\n      id\n      ...CaseForm_case\n    }\n  }\n"): (typeof documents)["\n  query CaseDialog($id: ID!) {\n    case(id: $id) {\n      id\n      ...CaseForm_case\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseList($keyword: String, $page: Int, $limit: Int) {\n    cases(keyword: $keyword, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        ...CaseRow_case @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query CaseList($keyword: String, $page: Int, $limit: Int) {\n    cases(keyword: $keyword, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        ...CaseRow_case @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaseRow_case on Case {\n    id\n    recordName\n    type\n    status\n    createdAt\n    deletedAt\n    patient {\n      id\n      name\n    }\n    doctor {\n      id\n      name\n    }\n    reservation {\n      id\n      reservationTime\n    }\n  }\n"): (typeof documents)["\n  fragment CaseRow_case on Case {\n    id\n    recordName\n    type\n    status\n    createdAt\n    deletedAt\n    patient {\n      id\n      name\n    }\n    doctor {\n      id\n      name\n    }\n    reservation {\n      id\n      reservationTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseTrash($keyword: String, $page: Int, $limit: Int) {\n    cases(keyword: $keyword, page: $page, limit: $limit, trash: true) {\n      total\n      page\n      limit\n      items {\n        id\n        ...CaseRow_case @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query CaseTrash($keyword: String, $page: Int, $limit: Int) {\n    cases(keyword: $keyword, page: $page, limit: $limit, trash: true) {\n      total\n      page\n      limit\n      items {\n        id\n        ...CaseRow_case @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientOptions($keyword: String) {\n    patients(keyword: $keyword, limit: 20) {\n      items {\n        id\n        name\n        phone\n      }\n    }\n  }\n"): (typeof documents)["\n  query PatientOptions($keyword: String) {\n    patients(keyword: $keyword, limit: 20) {\n      items {\n        id\n        name\n        phone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanPicker($patientId: ID!, $limit: Int) {\n    treatmentPlans(patientId: $patientId, withSteps: true, limit: $limit) {\n      items {\n        id\n        name\n        steps {\n          id\n          sopName\n          sopTime\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlanPicker($patientId: ID!, $limit: Int) {\n    treatmentPlans(patientId: $patientId, withSteps: true, limit: $limit) {\n      items {\n        id\n        name\n        steps {\n          id\n          sopName\n          sopTime\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseTemplateOptions($name: String, $limit: Int) {\n    caseTemplates(name: $name, limit: $limit, status: 1) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query CaseTemplateOptions($name: String, $limit: Int) {\n    caseTemplates(name: $name, limit: $limit, status: 1) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseTemplateContent($id: ID!) {\n    caseTemplate(id: $id) {\n      id\n      chiefComplaint\n      currentCondition\n      treatmentItem\n      doctorAdvice\n      examination {\n        position\n        content\n      }\n      diagnosis {\n        position\n        content\n      }\n      dispose {\n        position\n        content\n      }\n    }\n  }\n"): (typeof documents)["\n  query CaseTemplateContent($id: ID!) {\n    caseTemplate(id: $id) {\n      id\n      chiefComplaint\n      currentCondition\n      treatmentItem\n      doctorAdvice\n      examination {\n        position\n        content\n      }\n      diagnosis {\n        position\n        content\n      }\n      dispose {\n        position\n        content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCase($input: CreateCaseInput!) {\n    createCase(input: $input) {\n      id\n      ...CaseForm_case\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCase($input: CreateCaseInput!) {\n    createCase(input: $input) {\n      id\n      ...CaseForm_case\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCase($id: ID!, $input: UpdateCaseInput!) {\n    updateCase(id: $id, input: $input) {\n      id\n      ...CaseForm_case\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCase($id: ID!, $input: UpdateCaseInput!) {\n    updateCase(id: $id, input: $input) {\n      id\n      ...CaseForm_case\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitCase($id: ID!) {\n    submitCase(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitCase($id: ID!) {\n    submitCase(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StashCase($id: ID!) {\n    stashCase(id: $id) {\n      id\n      deletedAt\n    }\n  }\n"): (typeof documents)["\n  mutation StashCase($id: ID!) {\n    stashCase(id: $id) {\n      id\n      deletedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreCase($id: ID!) {\n    restoreCase(id: $id) {\n      id\n      deletedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreCase($id: ID!) {\n    restoreCase(id: $id) {\n      id\n      deletedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DestroyCase($id: ID!) {\n    destroyCase(id: $id)\n  }\n"): (typeof documents)["\n  mutation DestroyCase($id: ID!) {\n    destroyCase(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductNames {\n    products {\n      id\n      name\n      href\n    }\n  }\n"): (typeof documents)["\n  query ProductNames {\n    products {\n      id\n      name\n      href\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CrownCase($id: ID!) {\n    case(id: $id) {\n      id\n      productId\n      recordName\n      group {\n        id\n      }\n      patient {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query CrownCase($id: ID!) {\n    case(id: $id) {\n      id\n      productId\n      recordName\n      group {\n        id\n      }\n      patient {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttachCrownFile($input: AttachModelFileInput!) {\n    attachModelFile(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AttachCrownFile($input: AttachModelFileInput!) {\n    attachModelFile(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmCrown($caseGroupId: ID!) {\n    confirmCaseTask(caseGroupId: $caseGroupId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmCrown($caseGroupId: ID!) {\n    confirmCaseTask(caseGroupId: $caseGroupId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CrownDesignFields on CrownDesign {\n    caseGroupId\n    status\n    error\n    setup {\n      tooth\n      upperFileId\n      lowerFileId\n      cementGapMm\n      minimalThicknessMm\n      marginWidthMm\n      opposingShiftMm\n    }\n    margin\n    marginGiven\n    axis\n    undercutVolumeMm3\n    maxUndercutMm\n    urls {\n      inner\n      outer\n      crown\n      undercut\n      edited\n    }\n  }\n"): (typeof documents)["\n  fragment CrownDesignFields on CrownDesign {\n    caseGroupId\n    status\n    error\n    setup {\n      tooth\n      upperFileId\n      lowerFileId\n      cementGapMm\n      minimalThicknessMm\n      marginWidthMm\n      opposingShiftMm\n    }\n    margin\n    marginGiven\n    axis\n    undercutVolumeMm3\n    maxUndercutMm\n    urls {\n      inner\n      outer\n      crown\n      undercut\n      edited\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CrownDesign($caseGroupId: ID!) {\n    crownDesign(caseGroupId: $caseGroupId) {\n      ...CrownDesignFields @unmask\n    }\n    caseTask(caseGroupId: $caseGroupId) {\n      id\n      status\n      position\n      estimatedMinutes\n    }\n  }\n"): (typeof documents)["\n  query CrownDesign($caseGroupId: ID!) {\n    crownDesign(caseGroupId: $caseGroupId) {\n      ...CrownDesignFields @unmask\n    }\n    caseTask(caseGroupId: $caseGroupId) {\n      id\n      status\n      position\n      estimatedMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartCrownDesign($input: CrownDesignInput!) {\n    startCrownDesign(input: $input) {\n      ...CrownDesignFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation StartCrownDesign($input: CrownDesignInput!) {\n    startCrownDesign(input: $input) {\n      ...CrownDesignFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CrownFolder($caseGroupId: ID!) {\n    crownFolder(caseGroupId: $caseGroupId)\n  }\n"): (typeof documents)["\n  query CrownFolder($caseGroupId: ID!) {\n    crownFolder(caseGroupId: $caseGroupId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCrownMesh($caseGroupId: ID!, $key: String!) {\n    saveCrownMesh(caseGroupId: $caseGroupId, key: $key) {\n      ...CrownDesignFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation SaveCrownMesh($caseGroupId: ID!, $key: String!) {\n    saveCrownMesh(caseGroupId: $caseGroupId, key: $key) {\n      ...CrownDesignFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CtSeriesObjects($prefix: String!) {\n    storageObjectsAll(prefix: $prefix) {\n      key\n      size\n    }\n  }\n"): (typeof documents)["\n  query CtSeriesObjects($prefix: String!) {\n    storageObjectsAll(prefix: $prefix) {\n      key\n      size\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CtSeriesUrls($keys: [String!]!) {\n    presignedGets(keys: $keys)\n  }\n"): (typeof documents)["\n  query CtSeriesUrls($keys: [String!]!) {\n    presignedGets(keys: $keys)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCtFolder($prefix: String!) {\n    deleteFolder(prefix: $prefix)\n  }\n"): (typeof documents)["\n  mutation DeleteCtFolder($prefix: String!) {\n    deleteFolder(prefix: $prefix)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCtObject($key: String!) {\n    deleteObject(key: $key)\n  }\n"): (typeof documents)["\n  mutation DeleteCtObject($key: String!) {\n    deleteObject(key: $key)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCaseCondylePoints($caseId: ID!, $lc: [Float!]!, $rc: [Float!]!) {\n    setCaseCondylePoints(caseId: $caseId, lc: $lc, rc: $rc) {\n      config\n    }\n  }\n"): (typeof documents)["\n  mutation SetCaseCondylePoints($caseId: ID!, $lc: [Float!]!, $rc: [Float!]!) {\n    setCaseCondylePoints(caseId: $caseId, lc: $lc, rc: $rc) {\n      config\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseCtRegistration($caseId: ID!) {\n    caseCtRegistration(caseId: $caseId) {\n      matrix\n      rmsMm\n    }\n  }\n"): (typeof documents)["\n  query CaseCtRegistration($caseId: ID!) {\n    caseCtRegistration(caseId: $caseId) {\n      matrix\n      rmsMm\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCaseCtRegistration($caseId: ID!, $matrix: [Float!]!, $rmsMm: Float!) {\n    setCaseCtRegistration(caseId: $caseId, matrix: $matrix, rmsMm: $rmsMm) {\n      config\n    }\n  }\n"): (typeof documents)["\n  mutation SetCaseCtRegistration($caseId: ID!, $matrix: [Float!]!, $rmsMm: Float!) {\n    setCaseCtRegistration(caseId: $caseId, matrix: $matrix, rmsMm: $rmsMm) {\n      config\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseCtCanals($caseId: ID!) {\n    caseCtCanals(caseId: $caseId) {\n      diameterMm\n      left\n      right\n    }\n  }\n"): (typeof documents)["\n  query CaseCtCanals($caseId: ID!) {\n    caseCtCanals(caseId: $caseId) {\n      diameterMm\n      left\n      right\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCaseCtCanals($caseId: ID!, $diameterMm: Float!, $left: [[Float!]!]!, $right: [[Float!]!]!) {\n    setCaseCtCanals(caseId: $caseId, diameterMm: $diameterMm, left: $left, right: $right) {\n      diameterMm\n      left\n      right\n    }\n  }\n"): (typeof documents)["\n  mutation SetCaseCtCanals($caseId: ID!, $diameterMm: Float!, $left: [[Float!]!]!, $right: [[Float!]!]!) {\n    setCaseCtCanals(caseId: $caseId, diameterMm: $diameterMm, left: $left, right: $right) {\n      diameterMm\n      left\n      right\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseCtLandmarks($caseId: ID!) {\n    caseCtLandmarks(caseId: $caseId) {\n      porionL\n      porionR\n      orbitaleL\n      orbitaleR\n      tragusL\n      tragusR\n      alaL\n      alaR\n      nasion\n      ans\n    }\n  }\n"): (typeof documents)["\n  query CaseCtLandmarks($caseId: ID!) {\n    caseCtLandmarks(caseId: $caseId) {\n      porionL\n      porionR\n      orbitaleL\n      orbitaleR\n      tragusL\n      tragusR\n      alaL\n      alaR\n      nasion\n      ans\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCaseCtLandmarks($caseId: ID!, $landmarks: CtLandmarksInput!) {\n    setCaseCtLandmarks(caseId: $caseId, landmarks: $landmarks) {\n      config\n    }\n  }\n"): (typeof documents)["\n  mutation SetCaseCtLandmarks($caseId: ID!, $landmarks: CtLandmarksInput!) {\n    setCaseCtLandmarks(caseId: $caseId, landmarks: $landmarks) {\n      config\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard($from: DateTimeISO!, $to: DateTimeISO!) {\n    me {\n      id\n      ...Greeting_user\n    }\n    caseSummary {\n      total\n      open\n      submitted\n    }\n    patients(limit: 1) {\n      total\n    }\n    reservations(from: $from, to: $to, limit: 50) {\n      items {\n        id\n        ...TodayAppointments_reservation\n      }\n    }\n    cases(limit: 6) {\n      items {\n        id\n        ...RecentCases_case\n      }\n    }\n  }\n"): (typeof documents)["\n  query Dashboard($from: DateTimeISO!, $to: DateTimeISO!) {\n    me {\n      id\n      ...Greeting_user\n    }\n    caseSummary {\n      total\n      open\n      submitted\n    }\n    patients(limit: 1) {\n      total\n    }\n    reservations(from: $from, to: $to, limit: 50) {\n      items {\n        id\n        ...TodayAppointments_reservation\n      }\n    }\n    cases(limit: 6) {\n      items {\n        id\n        ...RecentCases_case\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Greeting_user on User {\n    id\n    name\n    practice {\n      id\n      balance\n    }\n  }\n"): (typeof documents)["\n  fragment Greeting_user on User {\n    id\n    name\n    practice {\n      id\n      balance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecentCases_case on Case {\n    id\n    recordName\n    type\n    status\n    createdAt\n    patient {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment RecentCases_case on Case {\n    id\n    recordName\n    type\n    status\n    createdAt\n    patient {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TodayAppointments_reservation on Reservation {\n    id\n    reservationTime\n    remark\n    status\n    patient {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment TodayAppointments_reservation on Reservation {\n    id\n    reservationTime\n    remark\n    status\n    patient {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoctorsPage($keyword: String, $page: Int, $limit: Int) {\n    doctors(keyword: $keyword, page: $page, limit: $limit) {\n      items {\n        id\n        name\n        phone\n        email\n        disabled\n      }\n      total\n      page\n      limit\n    }\n    me {\n      id\n      actualChildren\n      practice {\n        id\n        subUserLimit\n      }\n    }\n  }\n"): (typeof documents)["\n  query DoctorsPage($keyword: String, $page: Int, $limit: Int) {\n    doctors(keyword: $keyword, page: $page, limit: $limit) {\n      items {\n        id\n        name\n        phone\n        email\n        disabled\n      }\n      total\n      page\n      limit\n    }\n    me {\n      id\n      actualChildren\n      practice {\n        id\n        subUserLimit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDoctor($input: CreateDoctorInput!) {\n    createDoctor(input: $input) {\n      id\n      name\n      phone\n      email\n      disabled\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDoctor($input: CreateDoctorInput!) {\n    createDoctor(input: $input) {\n      id\n      name\n      phone\n      email\n      disabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDoctor($id: ID!, $input: UpdateDoctorInput!) {\n    updateDoctor(id: $id, input: $input) {\n      id\n      name\n      phone\n      email\n      disabled\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDoctor($id: ID!, $input: UpdateDoctorInput!) {\n    updateDoctor(id: $id, input: $input) {\n      id\n      name\n      phone\n      email\n      disabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDoctorDisabled($id: ID!, $disabled: Boolean!) {\n    setDoctorDisabled(id: $id, disabled: $disabled) {\n      id\n      disabled\n    }\n  }\n"): (typeof documents)["\n  mutation SetDoctorDisabled($id: ID!, $disabled: Boolean!) {\n    setDoctorDisabled(id: $id, disabled: $disabled) {\n      id\n      disabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDoctor($id: ID!) {\n    deleteDoctor(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteDoctor($id: ID!) {\n    deleteDoctor(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PracticeExports {\n    practiceExports {\n      id\n      status\n      progress\n      size\n      createdAt\n      finishedAt\n    }\n  }\n"): (typeof documents)["\n  query PracticeExports {\n    practiceExports {\n      id\n      status\n      progress\n      size\n      createdAt\n      finishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPracticeExport {\n    requestPracticeExport {\n      id\n      status\n      progress\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPracticeExport {\n    requestPracticeExport {\n      id\n      status\n      progress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PracticeExportLink($id: ID!) {\n    practiceExportLink(id: $id) {\n      url\n    }\n  }\n"): (typeof documents)["\n  query PracticeExportLink($id: ID!) {\n    practiceExportLink(id: $id) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DataCenter($folder: String!) {\n    storageUsage {\n      usedBytes\n      quotaBytes\n      reservedBytes\n      recycleBytes\n    }\n    files: storageObjectsAll(prefix: $folder) {\n      key\n      size\n      lastModified\n    }\n    recycleBin {\n      bytes\n      objects {\n        key\n        size\n        lastModified\n        origin\n        originalKey\n      }\n    }\n  }\n"): (typeof documents)["\n  query DataCenter($folder: String!) {\n    storageUsage {\n      usedBytes\n      quotaBytes\n      reservedBytes\n      recycleBytes\n    }\n    files: storageObjectsAll(prefix: $folder) {\n      key\n      size\n      lastModified\n    }\n    recycleBin {\n      bytes\n      objects {\n        key\n        size\n        lastModified\n        origin\n        originalKey\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUpload($input: CreateUploadInput!) {\n    createUpload(input: $input) {\n      key\n      uploadId\n      partSize\n      parts {\n        partNumber\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUpload($input: CreateUploadInput!) {\n    createUpload(input: $input) {\n      key\n      uploadId\n      partSize\n      parts {\n        partNumber\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteUpload($key: String!, $uploadId: String!, $parts: [CompletedPart!]!) {\n    completeUpload(key: $key, uploadId: $uploadId, parts: $parts) {\n      key\n      size\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteUpload($key: String!, $uploadId: String!, $parts: [CompletedPart!]!) {\n    completeUpload(key: $key, uploadId: $uploadId, parts: $parts) {\n      key\n      size\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AbortUpload($key: String!, $uploadId: String!) {\n    abortUpload(key: $key, uploadId: $uploadId)\n  }\n"): (typeof documents)["\n  mutation AbortUpload($key: String!, $uploadId: String!) {\n    abortUpload(key: $key, uploadId: $uploadId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecycleFile($key: String!) {\n    recycleFile(key: $key) {\n      key\n    }\n  }\n"): (typeof documents)["\n  mutation RecycleFile($key: String!) {\n    recycleFile(key: $key) {\n      key\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreRecycledFile($key: String!) {\n    restoreRecycledFile(key: $key) {\n      key\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreRecycledFile($key: String!) {\n    restoreRecycledFile(key: $key) {\n      key\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmptyRecycleBin {\n    emptyRecycleBin {\n      patients\n      cases\n      files\n      freedBytes\n    }\n  }\n"): (typeof documents)["\n  mutation EmptyRecycleBin {\n    emptyRecycleBin {\n      patients\n      cases\n      files\n      freedBytes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PresignedGet($key: String!) {\n    presignedGet(key: $key)\n  }\n"): (typeof documents)["\n  query PresignedGet($key: String!) {\n    presignedGet(key: $key)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PatientAppointments_patient on Patient {\n    id\n    reservations {\n      id\n      reservationTime\n      remark\n      status\n      doctor {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PatientAppointments_patient on Patient {\n    id\n    reservations {\n      id\n      reservationTime\n      remark\n      status\n      doctor {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReservationStatus($id: ID!, $status: Int!) {\n    updateReservation(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateReservationStatus($id: ID!, $status: Int!) {\n    updateReservation(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PatientCases_patient on Patient {\n    id\n    name\n    cases {\n      id\n      ...CaseRow_case @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment PatientCases_patient on Patient {\n    id\n    name\n    cases {\n      id\n      ...CaseRow_case @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientDetail($id: ID!) {\n    patient(id: $id) {\n      id\n      name\n      ...PatientInfo_patient\n      ...PatientAppointments_patient\n      ...PatientCases_patient\n      ...PatientPlans_patient\n    }\n  }\n"): (typeof documents)["\n  query PatientDetail($id: ID!) {\n    patient(id: $id) {\n      id\n      name\n      ...PatientInfo_patient\n      ...PatientAppointments_patient\n      ...PatientCases_patient\n      ...PatientPlans_patient\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientDialog($id: ID!) {\n    patient(id: $id) {\n      id\n      ...PatientInfo_patient\n    }\n  }\n"): (typeof documents)["\n  query PatientDialog($id: ID!) {\n    patient(id: $id) {\n      id\n      ...PatientInfo_patient\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientMemoCheck($memo: String!, $excludeId: ID) {\n    patientMemoCheck(memo: $memo, excludeId: $excludeId) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query PatientMemoCheck($memo: String!, $excludeId: ID) {\n    patientMemoCheck(memo: $memo, excludeId: $excludeId) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePatient($input: PatientInput!) {\n    createPatient(input: $input) {\n      id\n      caseCount\n      createdAt\n      ...PatientInfo_patient\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePatient($input: PatientInput!) {\n    createPatient(input: $input) {\n      id\n      caseCount\n      createdAt\n      ...PatientInfo_patient\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePatient($id: ID!, $input: PatientInput!) {\n    updatePatient(id: $id, input: $input) {\n      id\n      ...PatientInfo_patient\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePatient($id: ID!, $input: PatientInput!) {\n    updatePatient(id: $id, input: $input) {\n      id\n      ...PatientInfo_patient\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PatientInfo_patient on Patient {\n    id\n    name\n    sex\n    birthday\n    phone\n    country\n    nationality\n    maritalStatus\n    career\n    address\n    level\n    memo\n    illnessHistory\n    allergyHistory\n    smokingHistory\n    drinkingHistory\n    takingMedication\n    oralAnesthesiaReaction\n    infection\n    bePregnant\n    issuesWithOralTreatment\n    anyMajorDiseaseNoMention\n  }\n"): (typeof documents)["\n  fragment PatientInfo_patient on Patient {\n    id\n    name\n    sex\n    birthday\n    phone\n    country\n    nationality\n    maritalStatus\n    career\n    address\n    level\n    memo\n    illnessHistory\n    allergyHistory\n    smokingHistory\n    drinkingHistory\n    takingMedication\n    oralAnesthesiaReaction\n    infection\n    bePregnant\n    issuesWithOralTreatment\n    anyMajorDiseaseNoMention\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientList($keyword: String, $page: Int, $limit: Int) {\n    patients(keyword: $keyword, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        ...PatientRow_patient @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query PatientList($keyword: String, $page: Int, $limit: Int) {\n    patients(keyword: $keyword, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        ...PatientRow_patient @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PatientPlans_patient on Patient {\n    id\n    treatmentPlans {\n      id\n      name\n      toothPosition\n      treatmentItem\n      steps {\n        id\n        sopName\n        sopTime\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PatientPlans_patient on Patient {\n    id\n    treatmentPlans {\n      id\n      name\n      toothPosition\n      treatmentItem\n      steps {\n        id\n        sopName\n        sopTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTreatmentPlan($patientId: ID!, $input: TreatmentPlanInput!) {\n    createTreatmentPlan(patientId: $patientId, input: $input) {\n      id\n      name\n      toothPosition\n      treatmentItem\n      steps {\n        id\n        sopName\n        sopTime\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTreatmentPlan($patientId: ID!, $input: TreatmentPlanInput!) {\n    createTreatmentPlan(patientId: $patientId, input: $input) {\n      id\n      name\n      toothPosition\n      treatmentItem\n      steps {\n        id\n        sopName\n        sopTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PatientRow_patient on Patient {\n    id\n    name\n    sex\n    birthday\n    phone\n    level\n    memo\n    caseCount\n    createdAt\n  }\n"): (typeof documents)["\n  fragment PatientRow_patient on Patient {\n    id\n    name\n    sex\n    birthday\n    phone\n    level\n    memo\n    caseCount\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientTrash($keyword: String, $page: Int, $limit: Int) {\n    patients(keyword: $keyword, page: $page, limit: $limit, trash: true) {\n      total\n      page\n      limit\n      items {\n        id\n        name\n        phone\n        memo\n        caseCount\n        deletedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query PatientTrash($keyword: String, $page: Int, $limit: Int) {\n    patients(keyword: $keyword, page: $page, limit: $limit, trash: true) {\n      total\n      page\n      limit\n      items {\n        id\n        name\n        phone\n        memo\n        caseCount\n        deletedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StashPatient($id: ID!) {\n    stashPatient(id: $id) {\n      id\n      deletedAt\n    }\n  }\n"): (typeof documents)["\n  mutation StashPatient($id: ID!) {\n    stashPatient(id: $id) {\n      id\n      deletedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestorePatient($id: ID!) {\n    restorePatient(id: $id) {\n      id\n      deletedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RestorePatient($id: ID!) {\n    restorePatient(id: $id) {\n      id\n      deletedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DestroyPatient($id: ID!) {\n    destroyPatient(id: $id)\n  }\n"): (typeof documents)["\n  mutation DestroyPatient($id: ID!) {\n    destroyPatient(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BasicInfo_user on User {\n    id\n    name\n    avatar\n    phone\n    email\n    country\n    isMainAccount\n    memberNumber\n    practice {\n      id\n      usableStorageGb\n    }\n  }\n"): (typeof documents)["\n  fragment BasicInfo_user on User {\n    id\n    name\n    avatar\n    phone\n    email\n    country\n    isMainAccount\n    memberNumber\n    practice {\n      id\n      usableStorageGb\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceInfoForm_user on User {\n    id\n    invoiceInfo {\n      companyName\n      taxpayerId\n      phone\n      businessAddress\n      invoiceEmail\n      contact\n      contactPhone\n      address\n      shortName\n      qualification\n    }\n  }\n"): (typeof documents)["\n  fragment InvoiceInfoForm_user on User {\n    id\n    invoiceInfo {\n      companyName\n      taxpayerId\n      phone\n      businessAddress\n      invoiceEmail\n      contact\n      contactPhone\n      address\n      shortName\n      qualification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Settings {\n    me {\n      id\n      ...BasicInfo_user\n      ...InvoiceInfoForm_user\n      ...ShippingAddressForm_user\n      parent {\n        id\n        ...InvoiceInfoForm_user\n        ...ShippingAddressForm_user\n      }\n    }\n  }\n"): (typeof documents)["\n  query Settings {\n    me {\n      id\n      ...BasicInfo_user\n      ...InvoiceInfoForm_user\n      ...ShippingAddressForm_user\n      parent {\n        id\n        ...InvoiceInfoForm_user\n        ...ShippingAddressForm_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShippingAddressForm_user on User {\n    id\n    shippingAddress {\n      contact\n      phone\n      address\n    }\n  }\n"): (typeof documents)["\n  fragment ShippingAddressForm_user on User {\n    id\n    shippingAddress {\n      contact\n      phone\n      address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsSops {\n    sops(limit: 100) {\n      items {\n        id\n        name\n        cycleDays\n      }\n    }\n  }\n"): (typeof documents)["\n  query SettingsSops {\n    sops(limit: 100) {\n      items {\n        id\n        name\n        cycleDays\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSop($id: ID, $name: String!, $cycleDays: Int!) {\n    saveSop(id: $id, name: $name, cycleDays: $cycleDays) {\n      id\n      name\n      cycleDays\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSop($id: ID, $name: String!, $cycleDays: Int!) {\n    saveSop(id: $id, name: $name, cycleDays: $cycleDays) {\n      id\n      name\n      cycleDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSop($id: ID!) {\n    deleteSop(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSop($id: ID!) {\n    deleteSop(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsTemplates($publicOnly: Boolean, $personalOnly: Boolean) {\n    caseTemplates(publicOnly: $publicOnly, personalOnly: $personalOnly, limit: 100) {\n      total\n      items {\n        id\n        name\n        isPublic\n        status\n        chiefComplaint\n        currentCondition\n        treatmentItem\n        doctorAdvice\n        examination {\n          position\n          content\n        }\n        diagnosis {\n          position\n          content\n        }\n        dispose {\n          position\n          content\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SettingsTemplates($publicOnly: Boolean, $personalOnly: Boolean) {\n    caseTemplates(publicOnly: $publicOnly, personalOnly: $personalOnly, limit: 100) {\n      total\n      items {\n        id\n        name\n        isPublic\n        status\n        chiefComplaint\n        currentCondition\n        treatmentItem\n        doctorAdvice\n        examination {\n          position\n          content\n        }\n        diagnosis {\n          position\n          content\n        }\n        dispose {\n          position\n          content\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCaseTemplate($input: CaseTemplateInput!) {\n    createCaseTemplate(input: $input) {\n      id\n      name\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCaseTemplate($input: CaseTemplateInput!) {\n    createCaseTemplate(input: $input) {\n      id\n      name\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCaseTemplate($id: ID!, $input: CaseTemplateInput!) {\n    updateCaseTemplate(id: $id, input: $input) {\n      id\n      name\n      status\n      chiefComplaint\n      currentCondition\n      treatmentItem\n      doctorAdvice\n      examination {\n        position\n        content\n      }\n      diagnosis {\n        position\n        content\n      }\n      dispose {\n        position\n        content\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCaseTemplate($id: ID!, $input: CaseTemplateInput!) {\n    updateCaseTemplate(id: $id, input: $input) {\n      id\n      name\n      status\n      chiefComplaint\n      currentCondition\n      treatmentItem\n      doctorAdvice\n      examination {\n        position\n        content\n      }\n      diagnosis {\n        position\n        content\n      }\n      dispose {\n        position\n        content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCaseTemplate($id: ID!) {\n    deleteCaseTemplate(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCaseTemplate($id: ID!) {\n    deleteCaseTemplate(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...BasicInfo_user\n      ...InvoiceInfoForm_user\n      ...ShippingAddressForm_user\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...BasicInfo_user\n      ...InvoiceInfoForm_user\n      ...ShippingAddressForm_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FaceDesignFields on FaceDesign {\n    caseId\n    status\n    marks\n    parameters\n    result\n    confirmedAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment FaceDesignFields on FaceDesign {\n    caseId\n    status\n    marks\n    parameters\n    result\n    confirmedAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FaceWorkspace($caseId: ID!) {\n    faceWorkspace(caseId: $caseId) {\n      caseId\n      caseGroupId\n      captureFolder\n      captures {\n        id\n        expression\n        kind\n        key\n        size\n        durationMs\n        url\n      }\n      models {\n        expression\n        faceUrl\n        landmarksUrl\n        photoUrl\n      }\n      design {\n        ...FaceDesignFields @unmask\n      }\n      shareLinks {\n        id\n        expiresAt\n        revokedAt\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query FaceWorkspace($caseId: ID!) {\n    faceWorkspace(caseId: $caseId) {\n      caseId\n      caseGroupId\n      captureFolder\n      captures {\n        id\n        expression\n        kind\n        key\n        size\n        durationMs\n        url\n      }\n      models {\n        expression\n        faceUrl\n        landmarksUrl\n        photoUrl\n      }\n      design {\n        ...FaceDesignFields @unmask\n      }\n      shareLinks {\n        id\n        expiresAt\n        revokedAt\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FaceTask($caseGroupId: ID!) {\n    caseTask(caseGroupId: $caseGroupId) {\n      id\n      status\n      position\n      estimatedMinutes\n      overdue\n      error\n    }\n  }\n"): (typeof documents)["\n  query FaceTask($caseGroupId: ID!) {\n    caseTask(caseGroupId: $caseGroupId) {\n      id\n      status\n      position\n      estimatedMinutes\n      overdue\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFaceCaptures($caseId: ID!, $expression: String!, $keys: [String!]!) {\n    addFaceCaptures(caseId: $caseId, expression: $expression, keys: $keys) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddFaceCaptures($caseId: ID!, $expression: String!, $keys: [String!]!) {\n    addFaceCaptures(caseId: $caseId, expression: $expression, keys: $keys) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFaceCaptures($ids: [ID!]!) {\n    deleteFaceCaptures(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeleteFaceCaptures($ids: [ID!]!) {\n    deleteFaceCaptures(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitFaceReconstruction($caseId: ID!, $expression: String) {\n    submitFaceReconstruction(caseId: $caseId, expression: $expression)\n  }\n"): (typeof documents)["\n  mutation SubmitFaceReconstruction($caseId: ID!, $expression: String) {\n    submitFaceReconstruction(caseId: $caseId, expression: $expression)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveFaceMarks($caseId: ID!, $marks: JSONObject!) {\n    saveFaceMarks(caseId: $caseId, marks: $marks) {\n      ...FaceDesignFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation SaveFaceMarks($caseId: ID!, $marks: JSONObject!) {\n    saveFaceMarks(caseId: $caseId, marks: $marks) {\n      ...FaceDesignFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSmileParameters($caseId: ID!, $parameters: JSONObject!) {\n    saveSmileParameters(caseId: $caseId, parameters: $parameters) {\n      ...FaceDesignFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSmileParameters($caseId: ID!, $parameters: JSONObject!) {\n    saveSmileParameters(caseId: $caseId, parameters: $parameters) {\n      ...FaceDesignFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitSmileDesign($caseId: ID!) {\n    submitSmileDesign(caseId: $caseId) {\n      ...FaceDesignFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitSmileDesign($caseId: ID!) {\n    submitSmileDesign(caseId: $caseId) {\n      ...FaceDesignFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmSmileDesign($caseId: ID!) {\n    confirmSmileDesign(caseId: $caseId) {\n      ...FaceDesignFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmSmileDesign($caseId: ID!) {\n    confirmSmileDesign(caseId: $caseId) {\n      ...FaceDesignFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFaceShareLink($caseId: ID!, $days: Int) {\n    createFaceShareLink(caseId: $caseId, days: $days) {\n      id\n      token\n      expiresAt\n      revokedAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFaceShareLink($caseId: ID!, $days: Int) {\n    createFaceShareLink(caseId: $caseId, days: $days) {\n      id\n      token\n      expiresAt\n      revokedAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeFaceShareLink($id: ID!) {\n    revokeFaceShareLink(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeFaceShareLink($id: ID!) {\n    revokeFaceShareLink(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelFaceTask($caseGroupId: ID!) {\n    cancelCaseTask(caseGroupId: $caseGroupId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelFaceTask($caseGroupId: ID!) {\n    cancelCaseTask(caseGroupId: $caseGroupId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedSmile($token: String!) {\n    sharedSmile(token: $token) {\n      marks\n      parameters\n      result\n      faceUrl\n      landmarksUrl\n      smilePhotoUrl\n      smileLandmarksUrl\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query SharedSmile($token: String!) {\n    sharedSmile(token: $token) {\n      marks\n      parameters\n      result\n      faceUrl\n      landmarksUrl\n      smilePhotoUrl\n      smileLandmarksUrl\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComparisonRecordings($patientId: ID!, $productType: Int) {\n    patientJawRecordings(patientId: $patientId, productType: $productType) {\n      caseId\n      caseName\n      caseCreatedAt\n      recording {\n        id\n        kind\n        movementType\n        name\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query ComparisonRecordings($patientId: ID!, $productType: Int) {\n    patientJawRecordings(patientId: $patientId, productType: $productType) {\n      caseId\n      caseName\n      caseCreatedAt\n      recording {\n        id\n        kind\n        movementType\n        name\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComparisonAnalysis($caseId: ID!) {\n    jawAnalysis(caseId: $caseId) {\n      caseId\n      ip\n      lc\n      rc\n      recordings {\n        recordingId\n        incisalTravelMm\n        maxOpeningMm\n        protrusionMm\n        lateralIncisalMm\n        condylarInclination {\n          side\n          at3mmDeg\n          at5mmDeg\n        }\n        bennettAngleDeg\n        immediateSideShiftMm\n        incisalGuidanceDeg\n        openingDeviationMm\n      }\n    }\n  }\n"): (typeof documents)["\n  query ComparisonAnalysis($caseId: ID!) {\n    jawAnalysis(caseId: $caseId) {\n      caseId\n      ip\n      lc\n      rc\n      recordings {\n        recordingId\n        incisalTravelMm\n        maxOpeningMm\n        protrusionMm\n        lateralIncisalMm\n        condylarInclination {\n          side\n          at3mmDeg\n          at5mmDeg\n        }\n        bennettAngleDeg\n        immediateSideShiftMm\n        incisalGuidanceDeg\n        openingDeviationMm\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaptureSessionState($caseId: ID!, $caseGroupId: ID!) {\n    case(id: $caseId) {\n      id\n      pid\n    }\n    caseTask(caseGroupId: $caseGroupId) {\n      id\n      status\n      error\n      progress\n      result\n    }\n    captureSession(caseGroupId: $caseGroupId) {\n      videos {\n        key\n        kind\n        movementType\n        name\n      }\n      scanPointsMm\n      calibrationId\n    }\n  }\n"): (typeof documents)["\n  query CaptureSessionState($caseId: ID!, $caseGroupId: ID!) {\n    case(id: $caseId) {\n      id\n      pid\n    }\n    caseTask(caseGroupId: $caseGroupId) {\n      id\n      status\n      error\n      progress\n      result\n    }\n    captureSession(caseGroupId: $caseGroupId) {\n      videos {\n        key\n        kind\n        movementType\n        name\n      }\n      scanPointsMm\n      calibrationId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitCaptureSession($caseGroupId: ID!, $session: CaptureSessionInput!) {\n    submitCaptureSession(caseGroupId: $caseGroupId, session: $session) {\n      id\n      status\n      error\n      progress\n      result\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitCaptureSession($caseGroupId: ID!, $session: CaptureSessionInput!) {\n    submitCaptureSession(caseGroupId: $caseGroupId, session: $session) {\n      id\n      status\n      error\n      progress\n      result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryCapture($caseGroupId: ID!) {\n    retryCaseTask(caseGroupId: $caseGroupId) {\n      id\n      status\n      error\n      progress\n      result\n    }\n  }\n"): (typeof documents)["\n  mutation RetryCapture($caseGroupId: ID!) {\n    retryCaseTask(caseGroupId: $caseGroupId) {\n      id\n      status\n      error\n      progress\n      result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CameraCalibrations {\n    cameraCalibrations {\n      id\n      deviceName\n      status\n      current\n      rmsPx\n      views\n      intrinsics {\n        width\n        height\n        fx\n        fy\n      }\n      errorKey\n      errorValues\n      error\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query CameraCalibrations {\n    cameraCalibrations {\n      id\n      deviceName\n      status\n      current\n      rmsPx\n      views\n      intrinsics {\n        width\n        height\n        fx\n        fy\n      }\n      errorKey\n      errorValues\n      error\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CalibrateCamera($deviceName: String!, $videoKey: String!) {\n    calibrateCamera(deviceName: $deviceName, videoKey: $videoKey) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CalibrateCamera($deviceName: String!, $videoKey: String!) {\n    calibrateCamera(deviceName: $deviceName, videoKey: $videoKey) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCameraCalibration($id: ID!) {\n    deleteCameraCalibration(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCameraCalibration($id: ID!) {\n    deleteCameraCalibration(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaybackCase($caseId: ID!) {\n    jawRecordings(caseId: $caseId) {\n      id\n      kind\n      movementType\n      name\n      durationMs\n      url\n    }\n    jawAnalysis(caseId: $caseId) {\n      caseId\n      condyleSource\n      ip\n      lc\n      rc\n    }\n  }\n"): (typeof documents)["\n  query PlaybackCase($caseId: ID!) {\n    jawRecordings(caseId: $caseId) {\n      id\n      kind\n      movementType\n      name\n      durationMs\n      url\n    }\n    jawAnalysis(caseId: $caseId) {\n      caseId\n      condyleSource\n      ip\n      lc\n      rc\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrajectoryCase($caseId: ID!, $productType: Int) {\n    trajectoryCase(caseId: $caseId, productType: $productType) {\n      caseId\n      caseGroupId\n      productId\n      productType\n      patientId\n      patientName\n      recordName\n      status\n    }\n  }\n"): (typeof documents)["\n  query TrajectoryCase($caseId: ID!, $productType: Int) {\n    trajectoryCase(caseId: $caseId, productType: $productType) {\n      caseId\n      caseGroupId\n      productId\n      productType\n      patientId\n      patientName\n      recordName\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrajectoryCases($productId: Int!) {\n    cases(productId: $productId, limit: 100) {\n      items {\n        id\n        recordName\n        patient {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrajectoryCases($productId: Int!) {\n    cases(productId: $productId, limit: 100) {\n      items {\n        id\n        recordName\n        patient {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrajectoryRecordings($caseId: ID!) {\n    jawRecordings(caseId: $caseId) {\n      id\n      kind\n      movementType\n      name\n      frameCount\n      validFrames\n      durationMs\n      meanQuality\n      registrationResidualMm\n      size\n      url\n    }\n  }\n"): (typeof documents)["\n  query TrajectoryRecordings($caseId: ID!) {\n    jawRecordings(caseId: $caseId) {\n      id\n      kind\n      movementType\n      name\n      frameCount\n      validFrames\n      durationMs\n      meanQuality\n      registrationResidualMm\n      size\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrajectoryAnalysis($caseId: ID!) {\n    jawAnalysis(caseId: $caseId) {\n      caseId\n      referencePlane\n      condyleSource\n      ctRegistration\n      occlusalSource\n      frankfortSource\n      frankfortOffsetDeg\n      alaTragusSource\n      occlusalToFrankfortDeg\n      occlusalToAlaTragusDeg\n      dentalMidlineOffsetMm\n      midline {\n        point\n        normal\n      }\n      ip\n      lc\n      rc\n      plane {\n        normal\n        anterior\n      }\n      occlusalPlane {\n        normal\n        anterior\n      }\n      bonwill {\n        sideLeftMm\n        sideRightMm\n        intercondylarMm\n      }\n      balkwillAngleDeg\n      stablePositions {\n        recordingId\n        ip\n        lc\n        rc\n        frames\n      }\n      stable {\n        collections\n        ipMean\n        lcMean\n        rcMean\n        ipSpreadMm\n        lcSpreadMm\n        rcSpreadMm\n        leftDisplacementMm\n        rightDisplacementMm\n      }\n      recordings {\n        recordingId\n        movementType\n        frameCount\n        validFrames\n        incisalTravelMm\n        maxOpeningMm\n        lateralIncisalMm\n        protrusionMm\n        condylarInclination {\n          side\n          at3mmDeg\n          at5mmDeg\n        }\n        nonWorkingSide\n        bennettAngleDeg\n        immediateSideShiftMm\n        incisalGuidanceDeg\n        openingDeviationMm\n        hingeAxis {\n          frames\n        }\n        chewCycles\n        chewCycleMs\n        retrusionMm\n      }\n      summary {\n        maxOpeningMm\n        protrusionMm\n        laterotrusionLeftMm\n        laterotrusionRightMm\n        condylarInclinationLeft3mmDeg\n        condylarInclinationLeft5mmDeg\n        condylarInclinationRight3mmDeg\n        condylarInclinationRight5mmDeg\n        bennettLeftDeg\n        bennettRightDeg\n        immediateSideShiftLeftMm\n        immediateSideShiftRightMm\n        incisalGuidanceSagittalDeg\n        incisalGuidanceLateralLeftDeg\n        incisalGuidanceLateralRightDeg\n        openingDeviationMm\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrajectoryAnalysis($caseId: ID!) {\n    jawAnalysis(caseId: $caseId) {\n      caseId\n      referencePlane\n      condyleSource\n      ctRegistration\n      occlusalSource\n      frankfortSource\n      frankfortOffsetDeg\n      alaTragusSource\n      occlusalToFrankfortDeg\n      occlusalToAlaTragusDeg\n      dentalMidlineOffsetMm\n      midline {\n        point\n        normal\n      }\n      ip\n      lc\n      rc\n      plane {\n        normal\n        anterior\n      }\n      occlusalPlane {\n        normal\n        anterior\n      }\n      bonwill {\n        sideLeftMm\n        sideRightMm\n        intercondylarMm\n      }\n      balkwillAngleDeg\n      stablePositions {\n        recordingId\n        ip\n        lc\n        rc\n        frames\n      }\n      stable {\n        collections\n        ipMean\n        lcMean\n        rcMean\n        ipSpreadMm\n        lcSpreadMm\n        rcSpreadMm\n        leftDisplacementMm\n        rightDisplacementMm\n      }\n      recordings {\n        recordingId\n        movementType\n        frameCount\n        validFrames\n        incisalTravelMm\n        maxOpeningMm\n        lateralIncisalMm\n        protrusionMm\n        condylarInclination {\n          side\n          at3mmDeg\n          at5mmDeg\n        }\n        nonWorkingSide\n        bennettAngleDeg\n        immediateSideShiftMm\n        incisalGuidanceDeg\n        openingDeviationMm\n        hingeAxis {\n          frames\n        }\n        chewCycles\n        chewCycleMs\n        retrusionMm\n      }\n      summary {\n        maxOpeningMm\n        protrusionMm\n        laterotrusionLeftMm\n        laterotrusionRightMm\n        condylarInclinationLeft3mmDeg\n        condylarInclinationLeft5mmDeg\n        condylarInclinationRight3mmDeg\n        condylarInclinationRight5mmDeg\n        bennettLeftDeg\n        bennettRightDeg\n        immediateSideShiftLeftMm\n        immediateSideShiftRightMm\n        incisalGuidanceSagittalDeg\n        incisalGuidanceLateralLeftDeg\n        incisalGuidanceLateralRightDeg\n        openingDeviationMm\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrajectoryFacebowFields on Facebow {\n    caseGroupId\n    config\n    collected\n    collectedAt\n  }\n"): (typeof documents)["\n  fragment TrajectoryFacebowFields on Facebow {\n    caseGroupId\n    config\n    collected\n    collectedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrajectoryFacebow($caseGroupId: ID!) {\n    facebow(caseGroupId: $caseGroupId) {\n      ...TrajectoryFacebowFields @unmask\n    }\n    caseTask(caseGroupId: $caseGroupId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  query TrajectoryFacebow($caseGroupId: ID!) {\n    facebow(caseGroupId: $caseGroupId) {\n      ...TrajectoryFacebowFields @unmask\n    }\n    caseTask(caseGroupId: $caseGroupId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrajectorySaveConfig($caseGroupId: ID!, $config: JSONObject!) {\n    saveFacebowConfig(caseGroupId: $caseGroupId, config: $config) {\n      ...TrajectoryFacebowFields @unmask\n      invalidated\n    }\n  }\n"): (typeof documents)["\n  mutation TrajectorySaveConfig($caseGroupId: ID!, $config: JSONObject!) {\n    saveFacebowConfig(caseGroupId: $caseGroupId, config: $config) {\n      ...TrajectoryFacebowFields @unmask\n      invalidated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrajectoryRecordCollection($caseGroupId: ID!, $data: JSONObject!) {\n    recordFacebowCollection(caseGroupId: $caseGroupId, data: $data) {\n      ...TrajectoryFacebowFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation TrajectoryRecordCollection($caseGroupId: ID!, $data: JSONObject!) {\n    recordFacebowCollection(caseGroupId: $caseGroupId, data: $data) {\n      ...TrajectoryFacebowFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrajectoryImportConfig($caseId: ID!, $fromCaseId: ID!) {\n    importFacebowConfig(caseId: $caseId, fromCaseId: $fromCaseId) {\n      ...TrajectoryFacebowFields @unmask\n      invalidated\n    }\n  }\n"): (typeof documents)["\n  mutation TrajectoryImportConfig($caseId: ID!, $fromCaseId: ID!) {\n    importFacebowConfig(caseId: $caseId, fromCaseId: $fromCaseId) {\n      ...TrajectoryFacebowFields @unmask\n      invalidated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrajectorySetMarks($caseId: ID!, $ip: [Float!]!, $mb36: [Float!]!, $mb46: [Float!]!) {\n    setJawMarks(caseId: $caseId, ip: $ip, mb36: $mb36, mb46: $mb46) {\n      caseGroupId\n      config\n      invalidated\n    }\n  }\n"): (typeof documents)["\n  mutation TrajectorySetMarks($caseId: ID!, $ip: [Float!]!, $mb36: [Float!]!, $mb46: [Float!]!) {\n    setJawMarks(caseId: $caseId, ip: $ip, mb36: $mb36, mb46: $mb46) {\n      caseGroupId\n      config\n      invalidated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrajectoryScans($caseId: ID!) {\n    modelFiles(caseId: $caseId) {\n      id\n      name\n      size\n      type\n    }\n  }\n"): (typeof documents)["\n  query TrajectoryScans($caseId: ID!) {\n    modelFiles(caseId: $caseId) {\n      id\n      name\n      size\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerModelFiles($caseId: ID!) {\n    modelFiles(caseId: $caseId) {\n      id\n      type\n      key\n      mtlKey\n      textureKey\n      color\n      alpha\n      name\n    }\n  }\n"): (typeof documents)["\n  query ViewerModelFiles($caseId: ID!) {\n    modelFiles(caseId: $caseId) {\n      id\n      type\n      key\n      mtlKey\n      textureKey\n      color\n      alpha\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerPresignedGet($key: String!) {\n    presignedGet(key: $key)\n  }\n"): (typeof documents)["\n  query ViewerPresignedGet($key: String!) {\n    presignedGet(key: $key)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Session {\n    me {\n      id\n      name\n      roles\n      isMainAccount\n      isSensitive\n      memberNumber\n      ...AccountMenu_user\n    }\n  }\n"): (typeof documents)["\n  query Session {\n    me {\n      id\n      name\n      roles\n      isMainAccount\n      isSensitive\n      memberNumber\n      ...AccountMenu_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionSubscriptions {\n    subscriptions(limit: 100) {\n      items {\n        id\n        active\n        product {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionSubscriptions {\n    subscriptions(limit: 100) {\n      items {\n        id\n        active\n        product {\n          id\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;