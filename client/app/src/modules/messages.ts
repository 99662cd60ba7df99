import type { ModuleMessages } from '../i18n/define';
import { dashboardMessages } from './dashboard/messages';
import { settingsMessages } from './settings/messages';
import { patientMessages } from './patient/messages';
import { caseMessages } from './case/messages';
import { applicationMessages } from './application/messages';
import { accountMessages } from './account/messages';
import { doctorsMessages } from './doctors/messages';
import { filesMessages } from './files/messages';
import { viewerMessages } from './viewer/messages';
import { ctMessages } from './ct/messages';
import { captureMessages } from './trajectory/capture/messages';
import { playbackMessages } from './trajectory/playback/messages';
import { comparisonMessages } from './trajectory-comparison/messages';
import { smartFaceMessages } from './smart-face/messages';
import { crownMessages } from './crown/messages';
import { trajectoryMessages } from './trajectory/messages';
import { trajectoryCtMessages } from './trajectory-ct/messages';

/** Each module's message file, merged into the catalogues. Add new modules here. */
export const moduleMessages: ModuleMessages[] = [
  dashboardMessages,
  settingsMessages,
  patientMessages,
  caseMessages,
  applicationMessages,
  accountMessages,
  doctorsMessages,
  filesMessages,
  viewerMessages,
  ctMessages,
  captureMessages,
  playbackMessages,
  comparisonMessages,
  smartFaceMessages,
  crownMessages,
  trajectoryMessages,
  trajectoryCtMessages,
];
