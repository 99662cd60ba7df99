import type { AppConfig } from './config.js';
import { AuthService } from './modules/auth/auth.service.js';
import { BillingService } from './modules/billing/billing.service.js';
import { CatalogueService } from './modules/catalogue/catalogue.service.js';
import { OrdersService } from './modules/orders/orders.service.js';
import { SubscriptionService } from './modules/subscription/subscription.service.js';
import { CrownService } from './modules/crown/crown.service.js';
import { ModelFileService } from './modules/storage/model-files.service.js';
import { RecycleBinService } from './modules/storage/recycle-bin.service.js';
import { createS3Client } from './modules/storage/s3.js';
import { StorageService } from './modules/storage/storage.service.js';
import { ExportService } from './modules/export/export.service.js';
import { FacebowService } from './modules/task/facebow.service.js';
import { CtCaseService } from './modules/ct/ct-case.service.js';
import { TaskService } from './modules/task/task.service.js';
import type { PasswordTransportKey } from './modules/auth/rsa-key.js';
import { TokenSigner } from './modules/auth/token.js';
import { createRecordServices, type RecordServices } from './modules/case/records.services.js';
import type { RecordFileStore } from './modules/case/record-files.js';
import { PracticeService } from './modules/practice/practice.service.js';
import { UserService } from './modules/user/user.service.js';
import { JawRecordingService } from './modules/trajectory/jaw-recording.service.js';
import { BackupService } from './modules/backup/backup.service.js';
import { JawAnalysisService } from './modules/trajectory/jaw-analysis.service.js';
import { CaptureService } from './modules/capture/capture.service.js';
import { CameraCalibrationService } from './modules/capture/camera-calibration.service.js';
import { FaceCaptureService } from './modules/face/face-capture.service.js';
import { FaceDesignService } from './modules/face/face-design.service.js';
import { ShareLinkService } from './modules/face/share-link.service.js';
import { TrajectoryCaseService } from './modules/trajectory/trajectory-case.service.js';

/** The one service layer both transports call; built once per process. */
export interface Services extends RecordServices {
  auth: AuthService;
  users: UserService;
  practices: PracticeService;
  billing: BillingService;
  catalogue: CatalogueService;
  orders: OrdersService;
  subscriptions: SubscriptionService;
  storage: StorageService;
  modelFiles: ModelFileService;
  recycleBin: RecycleBinService;
  tasks: TaskService;
  crown: CrownService;
  facebow: FacebowService;
  jawRecordings: JawRecordingService;
  capture: CaptureService;
  cameraCalibrations: CameraCalibrationService;
  backups: BackupService;
  exports: ExportService;
  jawAnalysis: JawAnalysisService;
  faceCaptures: FaceCaptureService;
  faceDesigns: FaceDesignService;
  shareLinks: ShareLinkService;
  trajectoryCases: TrajectoryCaseService;
  ctCase: CtCaseService;
}

export interface ServiceDeps {
  config: AppConfig;
  transportKey: PasswordTransportKey;
  /** The S3 endpoint browsers reach (token claims carry it; never credentials). */
  storageHost: string;
}

export function createServices({ config, transportKey, storageHost }: ServiceDeps): Services {
  const auth = new AuthService({
    tokens: new TokenSigner(config.jwtSecret),
    transportKey,
    argon2: config.argon2,
    storage: { bucket: config.s3.bucket, region: config.s3.region, host: storageHost },
  });
  const s3 = createS3Client(config.s3, config.s3.endpoint ?? storageHost);
  // Destroying records removes their model files and their jaw recordings.
  const recordFiles: RecordFileStore = {
    async deleteFilesOf(em, practiceId, of) {
      await services.modelFiles.deleteFilesOf(em, practiceId, of);
      await services.jawRecordings.deleteFilesOf(em, practiceId, of);
    },
  };
  const records = createRecordServices({ charge: () => services.billing, files: () => recordFiles });
  const storage = new StorageService({
    client: s3,
    signer: createS3Client(config.s3, storageHost),
    bucket: config.s3.bucket,
  });
  const modelFiles = new ModelFileService(storage);
  const services: Services = {
    auth,
    users: new UserService(auth),
    practices: new PracticeService(auth),
    ...records,
    billing: new BillingService(),
    catalogue: new CatalogueService(),
    orders: new OrdersService(),
    subscriptions: new SubscriptionService(),
    storage,
    modelFiles,
    recycleBin: new RecycleBinService(
      storage,
      () => services.patients,
      () => services.cases,
    ),
    tasks: new TaskService(),
    crown: new CrownService(() => services.tasks, storage),
    facebow: new FacebowService(() => services.tasks),
    jawRecordings: new JawRecordingService(storage),
    capture: new CaptureService(
      storage,
      () => services.tasks,
      () => services.cameraCalibrations,
    ),
    cameraCalibrations: new CameraCalibrationService(storage),
    backups: new BackupService({ client: s3, bucket: config.s3.bucket }),
    exports: new ExportService(storage),
    faceCaptures: new FaceCaptureService(storage, () => services.tasks),
    faceDesigns: new FaceDesignService(storage),
    shareLinks: new ShareLinkService(storage, () => services.faceDesigns),
    jawAnalysis: new JawAnalysisService(
      () => services.jawRecordings,
      () => services.trajectoryCases,
    ),
    trajectoryCases: new TrajectoryCaseService(() => services.facebow),
    ctCase: new CtCaseService(
      () => services.trajectoryCases,
      () => services.facebow,
    ),
  };
  return services;
}
