import { describe, expect, it } from 'vitest';
import { catalogues } from '../../../i18n/catalogue';
import {
  calibrationFailure,
  calibrationProblem,
  calibrationsBusy,
  calibrationVideoKey,
  cameraChoices,
  chosenCamera,
  type CalibrationSummary,
} from './calibration';

const calibration = (id: string, status: string, fx: number | null = null): CalibrationSummary => ({
  id,
  deviceName: `Phone ${id}`,
  status,
  current: false,
  intrinsics: fx === null ? null : { width: 1280, height: 720, fx, fy: fx },
});

describe('camera calibration on the recording page', () => {
  it('uploads each video under its own name in the practice’s calibration folder', () => {
    expect(calibrationVideoKey('p/', 'VID 01.mov', 1700000000000)).toBe(
      'p/camera-calibration/1700000000000-VID 01.mov',
    );
    expect(calibrationVideoKey('p/', 'a/b.mp4', 1)).toBe('p/camera-calibration/1-a_b.mp4');
  });

  it('needs a phone name of 1-100 characters and an mp4, mov or webm video', () => {
    expect(calibrationProblem('  ', { name: 'a.mp4' })).toBe('capture.calibration.needDevice');
    expect(calibrationProblem('x'.repeat(101), { name: 'a.mp4' })).toBe('capture.calibration.deviceTooLong');
    expect(calibrationProblem('iPhone', null)).toBe('capture.calibration.needVideo');
    expect(calibrationProblem('iPhone', { name: 'a.avi' })).toBe('capture.calibration.format');
    expect(calibrationProblem(' iPhone ', { name: 'a.MOV' })).toBeNull();
    for (const id of [
      'capture.calibration.needDevice',
      'capture.calibration.deviceTooLong',
      'capture.calibration.needVideo',
      'capture.calibration.format',
    ])
      expect(catalogues['zh-CN'][id]).toBeDefined();
  });

  it('offers the done calibrations to the session, and falls back to the phone default', () => {
    const list = [calibration('3', 'running'), calibration('2', 'failed'), calibration('1', 'done', 1000)];
    expect(cameraChoices(list).map((c) => c.id)).toEqual(['1']);
    expect(chosenCamera('1', list)).toBe('1');
    expect(chosenCamera('2', list)).toBe('');
    expect(chosenCamera('9', list)).toBe('');
    expect(calibrationsBusy(list)).toBe(true);
    expect(calibrationsBusy(list.slice(1))).toBe(false);
  });

  it('translates a failed calibration through the error catalogue, in both languages', () => {
    const failed = {
      ...calibration('2', 'failed'),
      errorKey: 'CalibrationTooFewViews',
      errorValues: { views: 2, frames: 90, needed: 6, ignored: { nested: true } },
    };
    const message = calibrationFailure(failed);
    expect(message?.id).toMatch(/^error\.The calibration board was seen in \{views\} distinct views/);
    expect(message?.values).toEqual({ views: 2, frames: 90, needed: 6 });
    expect(catalogues['zh-CN'][message!.id]).toContain('{needed}');
    expect(catalogues['en-US'][message!.id]).toBeDefined();
    expect(calibrationFailure({ ...failed, errorKey: 'NoSuchKey' })).toBeNull();
    expect(calibrationFailure(calibration('1', 'done', 1000))).toBeNull();
  });
});
