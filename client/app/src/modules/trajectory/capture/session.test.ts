import type { V3 } from '@odontia/shared';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../../i18n/catalogue';
import {
  captureFolder,
  failureMessage,
  MAX_SCAN_POINTS,
  orderedScanPoints,
  restoredSession,
  scanPointNames,
  sessionProblem,
  type SessionVideo,
} from './session';

const points = [
  [0, 1, 2],
  [-24, 1, -27],
  [24, 1, -27],
] as const;
const video = (key: string, kind: SessionVideo['kind'], movementType: number | null = null): SessionVideo => ({
  key,
  name: key,
  kind,
  movementType,
});

describe('recording session rules', () => {
  it('needs three marked points, one registration and a movement type per movement', () => {
    const ok = [video('r.mp4', 'registration'), video('o.mp4', 'movement', 7)];
    expect(sessionProblem(ok, points)).toBeNull();
    expect(sessionProblem(ok, points.slice(0, 2))).toBe('capture.needPoints');
    expect(sessionProblem([video('o.mp4', 'movement', 7)], points)).toBe('capture.needRegistration');
    expect(sessionProblem([...ok, video('x.mp4', 'registration')], points)).toBe('capture.needRegistration');
    expect(sessionProblem([...ok, video('m.mp4', 'movement')], points)).toBe('capture.needMovementType');
    const stable = ['a', 'b', 'c', 'd'].map((k) => video(`${k}.mp4`, 'stable'));
    expect(sessionProblem([...ok, ...stable], points)).toBe('capture.tooManyStable');
    expect(captureFolder('p/', '9')).toBe('p/cases/9/capture/');
  });

  it('lists the scan points in touch order and gives them only once every named point is placed', () => {
    expect(scanPointNames(0)).toEqual(['ip', 'mb16', 'mb26']);
    expect(scanPointNames(2)).toEqual(['ip', 'mb16', 'mb26', 'p4', 'p5']);
    expect(scanPointNames(99)).toHaveLength(MAX_SCAN_POINTS);
    const names = scanPointNames(1);
    const marks: Record<string, V3> = { mb26: [...points[2]], ip: [...points[0]], mb16: [...points[1]] };
    expect(orderedScanPoints(names, marks)).toEqual([]);
    expect(orderedScanPoints(names, { ...marks, p4: [1, 2, 3] })).toEqual([...points, [1, 2, 3]]);
    expect(orderedScanPoints(scanPointNames(0), marks)).toEqual(points);
  });

  it('restores a kept session: videos with their labels, points under their names in touch order', () => {
    const restored = restoredSession({
      videos: [
        { key: 'p/cases/1/capture/reg.mp4', kind: 'registration', movementType: null, name: null },
        { key: 'p/cases/1/capture/open.mp4', kind: 'movement', movementType: 7, name: 'opening' },
      ],
      scanPointsMm: [...points.flat(), 5, 6, 7],
    });
    expect(restored.videos).toEqual([
      { key: 'p/cases/1/capture/reg.mp4', name: 'reg.mp4', kind: 'registration', movementType: null },
      { key: 'p/cases/1/capture/open.mp4', name: 'opening', kind: 'movement', movementType: 7 },
    ]);
    expect(restored.extra).toBe(1);
    expect(orderedScanPoints(scanPointNames(restored.extra), restored.marks)).toEqual([...points, [5, 6, 7]]);
  });

  it('translates a failure the tool reported through the error catalogue, in both languages', () => {
    const message = failureMessage({ failure: { key: 'CaptureBoardsNotFound', values: { found: 2, total: 90 } } });
    expect(message?.id).toMatch(/^error\.The marker boards were found in only \{found\} of \{total\} frames/);
    expect(catalogues['zh-CN'][message!.id]).toContain('{found}');
    expect(catalogues['en-US'][message!.id]).toBeDefined();
    expect(failureMessage({ failure: { key: 'NoSuchKey', values: {} } })).toBeNull();
    expect(failureMessage(null)).toBeNull();
  });
});
