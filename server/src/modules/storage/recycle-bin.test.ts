import { describe, expect, it } from 'vitest';
import { classify, originalOf } from './recycle-bin.service.js';

const prefix = 'practices/p1/';
const object = (path: string) => ({ key: prefix + path, size: 10, lastModified: null });
const trash = {
  patientIds: new Set([7]),
  caseIds: new Set([70, 90]),
  modelFiles: new Map([[`${prefix}models/jaw.ply`, { patientId: 8, caseId: 90 }]]),
};

describe('recycle bin classification', () => {
  it('maps a recycled key back to where it was deleted from', () => {
    expect(originalOf(prefix, `${prefix}recycle/1700000000000-patients/3/files/a.stl`)).toBe(
      `${prefix}patients/3/files/a.stl`,
    );
    expect(originalOf(prefix, `${prefix}recycle/files/b.stl`)).toBe(`${prefix}files/b.stl`);
  });

  it('puts deleted files, trashed patients’ and cases’ folders and model files in the bin, nothing else', () => {
    expect(classify(prefix, object('recycle/1-files/a.stl'), trash)).toMatchObject({
      origin: 'file',
      originalKey: `${prefix}files/a.stl`,
    });
    expect(classify(prefix, object('patients/7/files/a.stl'), trash)).toMatchObject({
      origin: 'patient',
      patientId: 7,
    });
    expect(classify(prefix, object('patients/7/cases/70/files/a.stl'), trash)).toMatchObject({
      origin: 'patient',
      caseId: 70,
    });
    expect(classify(prefix, object('patients/8/cases/90/files/a.stl'), trash)).toMatchObject({
      origin: 'case',
      patientId: 8,
    });
    expect(classify(prefix, object('cases/70/files/a.stl'), trash)).toMatchObject({ origin: 'case', caseId: 70 });
    expect(classify(prefix, object('models/jaw.ply'), trash)).toMatchObject({ origin: 'case', caseId: 90 });
    expect(classify(prefix, object('patients/8/files/a.stl'), trash)).toBeNull();
    expect(classify(prefix, object('patients/70/files/a.stl'), trash)).toBeNull();
    expect(classify(prefix, object('files/recycle/a.stl'), trash)).toBeNull();
  });
});
