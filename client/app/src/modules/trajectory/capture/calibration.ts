import { CAMERA_CALIBRATION_FOLDER, ErrorCatalogue, extensionOf, type ErrorKey } from '@odontia/shared';
import { safeName } from '../../files/file-rules';

/** A camera calibration as the page lists it (server: camera-calibration.resolver.ts). */
export interface CalibrationSummary {
  id: string;
  deviceName: string;
  status: string;
  current: boolean;
  intrinsics?: { width: number; height: number; fx: number; fy: number } | null;
  errorKey?: string | null;
  /** The values of the failure message's placeholders (JSON). */
  errorValues?: unknown;
  error?: string | null;
}

/** The video formats the calibration (and the capture) accepts. */
export const CALIBRATION_VIDEO_FORMATS = ['mp4', 'mov', 'webm'] as const;
export const DEVICE_NAME_MAX = 100;

/**
 * Where a calibration video is uploaded: the practice's calibration folder, under a name no earlier upload has
 * (phones name their videos alike, and a calibration keeps the video it was solved from).
 */
export const calibrationVideoKey = (prefix: string, fileName: string, stamp = Date.now()): string =>
  `${prefix}${CAMERA_CALIBRATION_FOLDER}${stamp}-${safeName(fileName)}`;

/** Why a calibration cannot start yet (message id), or null. */
export function calibrationProblem(deviceName: string, file: { name: string } | null): string | null {
  const name = deviceName.trim();
  if (!name) return 'capture.calibration.needDevice';
  if (name.length > DEVICE_NAME_MAX) return 'capture.calibration.deviceTooLong';
  if (!file) return 'capture.calibration.needVideo';
  if (!(CALIBRATION_VIDEO_FORMATS as readonly string[]).includes(extensionOf(file.name)))
    return 'capture.calibration.format';
  return null;
}

/** While a calibration waits or runs, the list is polled. */
export const calibrationsBusy = (list: readonly CalibrationSummary[]): boolean =>
  list.some((c) => c.status === 'queued' || c.status === 'running');

/** The calibrations a recording session can use: the done ones, newest first as listed. */
export const cameraChoices = <T extends CalibrationSummary>(list: readonly T[]): T[] =>
  list.filter((c) => c.status === 'done' && c.intrinsics);

/** The session's camera: the chosen calibration while it can be used, else '' (the phone default). */
export const chosenCamera = (chosen: string, list: readonly CalibrationSummary[]): string =>
  cameraChoices(list).some((c) => c.id === chosen) ? chosen : '';

/** The message id and values of a failed calibration, through the error catalogue; null when there is none. */
export function calibrationFailure(
  c: CalibrationSummary,
): { id: string; values: Record<string, string | number> } | null {
  const entry = c.errorKey ? ErrorCatalogue[c.errorKey as ErrorKey] : undefined;
  if (!entry) return null;
  const given = c.errorValues && typeof c.errorValues === 'object' ? c.errorValues : {};
  const values = Object.fromEntries(
    Object.entries(given).filter((e): e is [string, string | number] => ['string', 'number'].includes(typeof e[1])),
  );
  return { id: `error.${entry.message}`, values };
}
