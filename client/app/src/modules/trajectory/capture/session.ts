import { boardPdf } from './board-pdf';
import {
  BOARDS,
  boardSvg,
  CALIBRATION_BOARD,
  ErrorCatalogue,
  type BoardName,
  type ErrorKey,
  type V3,
} from '@odontia/shared';

export type VideoKind = 'registration' | 'stable' | 'movement';

/** A video of the session: uploaded under the case's capture folder, labelled by the clinician. */
export interface SessionVideo {
  key: string;
  name: string;
  kind: VideoKind;
  movementType: number | null;
}

/** What the tracking tool publishes while it runs (server: capture.tool.ts). */
export interface CaptureProgress {
  step?: number;
  videos?: number;
  name?: string;
  framesDone?: number;
  framesTotal?: number;
  failure?: { key: string; values: Record<string, string | number> };
}

/** The points the pointer touches, in touch order: IP, the mesiobuccal cusps of 16 and 26, then up to five more. */
export const REQUIRED_SCAN_POINTS = ['ip', 'mb16', 'mb26'] as const;
export const MAX_SCAN_POINTS = 8;

/** The names of the scan points in touch order, with `extra` optional points after the required three. */
export const scanPointNames = (extra: number): string[] => [
  ...REQUIRED_SCAN_POINTS,
  ...Array.from({ length: Math.min(extra, MAX_SCAN_POINTS - REQUIRED_SCAN_POINTS.length) }, (_, i) => `p${i + 4}`),
];

/** A session the server kept (the last one submitted), as the page's videos and named scan points. */
export function restoredSession(submitted: {
  videos: readonly { key: string; kind: string; movementType?: number | null; name?: string | null }[];
  scanPointsMm: readonly number[];
}): { videos: SessionVideo[]; extra: number; marks: Record<string, V3> } {
  const points = Array.from(
    { length: Math.floor(submitted.scanPointsMm.length / 3) },
    (_, i) => submitted.scanPointsMm.slice(3 * i, 3 * i + 3) as unknown as V3,
  ).slice(0, MAX_SCAN_POINTS);
  const extra = Math.max(0, points.length - REQUIRED_SCAN_POINTS.length);
  const names = scanPointNames(extra);
  return {
    videos: submitted.videos.map((v) => ({
      key: v.key,
      name: v.name || v.key.slice(v.key.lastIndexOf('/') + 1),
      kind: v.kind as VideoKind,
      movementType: v.movementType ?? null,
    })),
    extra,
    marks: Object.fromEntries(points.slice(0, names.length).map((p, i) => [names[i]!, p])),
  };
}

/** The marked points in touch order, or none while one of the named points is not placed yet. */
export function orderedScanPoints(names: readonly string[], marks: Partial<Record<string, V3>>): V3[] {
  const points = names.map((name) => marks[name]);
  return points.every((p): p is V3 => p !== undefined) ? points : [];
}

export const MOVEMENT_TYPES = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

/** The session's folder under the practice prefix. */
export const captureFolder = (prefix: string, caseId: string) => `${prefix}cases/${caseId}/capture/`;

/** Why the session cannot be submitted yet (message id), or null. */
export function sessionProblem(videos: readonly SessionVideo[], scanPoints: readonly unknown[]): string | null {
  if (scanPoints.length < 3) return 'capture.needPoints';
  if (videos.filter((v) => v.kind === 'registration').length !== 1) return 'capture.needRegistration';
  if (videos.filter((v) => v.kind === 'stable').length > 3) return 'capture.tooManyStable';
  if (videos.some((v) => v.kind === 'movement' && v.movementType === null)) return 'capture.needMovementType';
  return null;
}

/** The message id and values of a failure the tool reported, through the error catalogue. */
export function failureMessage(progress: CaptureProgress | null | undefined) {
  const failure = progress?.failure;
  const entry = failure && ErrorCatalogue[failure.key as ErrorKey];
  return entry ? { id: `error.${entry.message}`, values: failure.values } : null;
}

export type SheetFormat = 'svg' | 'pdf';

/** A printable sheet: one of the marker boards, or the board that calibrates the phone camera. */
export type SheetName = BoardName | 'calibration';

/** The printable sheet of a board as an SVG or PDF file (true scale, the same layout). */
export async function boardSheet(name: SheetName, format: SheetFormat): Promise<Blob> {
  const board = name === 'calibration' ? CALIBRATION_BOARD : BOARDS[name];
  if (format === 'svg') return new Blob([boardSvg(board)], { type: 'image/svg+xml' });
  return new Blob([(await boardPdf(board)) as BlobPart], { type: 'application/pdf' });
}

/** Saves a board's sheet as `odontia-<name>-board.<format>`. */
export async function downloadSheet(name: SheetName, format: SheetFormat): Promise<void> {
  const url = URL.createObjectURL(await boardSheet(name, format));
  const a = document.createElement('a');
  a.href = url;
  a.download = `odontia-${name}-board.${format}`;
  a.click();
  URL.revokeObjectURL(url);
}
