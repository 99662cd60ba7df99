import { alignScans, type ScanAlignment } from './align-scans.js';
import { registerScanToCt, type ScanRegistrationResult } from './register-scan.js';

/** The alignments that take seconds, as posted to the alignment worker. */
export type AlignmentTask =
  | { kind: 'scan-to-ct'; input: Parameters<typeof registerScanToCt> }
  | { kind: 'scan-to-scan'; input: Parameters<typeof alignScans> };

export const runAlignmentTask = (task: AlignmentTask): ScanRegistrationResult | ScanAlignment =>
  task.kind === 'scan-to-ct' ? registerScanToCt(...task.input) : alignScans(...task.input);
