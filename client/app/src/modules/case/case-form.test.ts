import { describe, expect, it } from 'vitest';
import {
  applicationLocked,
  applyTemplate,
  clearTemplate,
  emptyCase,
  isReadOnly,
  newEntry,
  rewrite,
  sequenceLabel,
  toCaseFields,
} from './case-form';

const template = {
  chiefComplaint: 'Pain',
  currentCondition: 'Two weeks',
  treatmentItem: 'Root canal',
  doctorAdvice: 'No hard food',
  examination: [
    { position: '36', content: 'Deep caries' },
    { position: '', content: 'Gingiva normal' },
  ],
  diagnosis: [{ position: '36', content: 'Pulpitis' }],
  dispose: [],
};

describe('case form rules (seed 000 section 2)', () => {
  it('numbers rows with two digits', () => {
    expect([0, 8, 9, 41].map(sequenceLabel)).toEqual(['01', '09', '10', '42']);
  });

  it('a template overwrites complaint, history, treatment and orders and rebuilds the three lists', () => {
    const before = {
      ...emptyCase(),
      recordName: 'Kept',
      chiefComplaint: 'old',
      examination: [newEntry('11', 'old row')],
      memo: 'kept',
    };
    const after = applyTemplate(before, 't1', template);
    expect(after).toMatchObject({
      recordName: 'Kept',
      memo: 'kept',
      templateId: 't1',
      chiefComplaint: 'Pain',
      treatmentItem: 'Root canal',
    });
    expect(after.examination.map(({ position, content }) => ({ position, content }))).toEqual(template.examination);
    expect(after.diagnosis).toHaveLength(1);
    expect(after.dispose).toEqual([]);
  });

  it('clearing the template empties those fields plus application and plan, unless the application is locked', () => {
    const filled = {
      ...applyTemplate(emptyCase(), 't1', template),
      productId: 4,
      plan: { stepId: 's', planName: 'p', sopName: 'x', sopTime: '' },
    };
    expect(clearTemplate(filled, false)).toMatchObject({
      templateId: null,
      chiefComplaint: '',
      examination: [],
      productId: null,
      plan: null,
    });
    expect(clearTemplate(filled, true).productId).toBe(4);
  });

  it('rewrite clears all content fields but keeps name and visit type', () => {
    const filled = {
      ...applyTemplate(emptyCase(), 't1', template),
      recordName: 'Name',
      type: 2,
      reservationTime: '2026-03-05T09:00',
      memo: 'm',
      productId: 1,
    };
    expect(rewrite(filled, false)).toEqual({ ...emptyCase(), recordName: 'Name', type: 2 });
  });

  it('locks the application once the case has a case group or without a footer', () => {
    expect(applicationLocked({ hasCaseGroup: false, footer: true })).toBe(false);
    expect(applicationLocked({ hasCaseGroup: true, footer: true })).toBe(true);
    expect(applicationLocked({ hasCaseGroup: false, footer: false })).toBe(true);
  });

  it('is read-only when submitted or in view mode', () => {
    expect(isReadOnly(2, 'edit')).toBe(true);
    expect(isReadOnly(1, 'view')).toBe(true);
    expect(isReadOnly(1, 'edit')).toBe(false);
    expect(isReadOnly(null, 'edit')).toBe(false);
  });

  it('sends normalized tooth positions and drops empty rows', () => {
    const values = {
      ...emptyCase(),
      examination: [newEntry('21,11-13', 'Caries'), newEntry('', '   '), newEntry('', 'General')],
    };
    expect(toCaseFields(values, null).examination).toEqual([
      { position: '11-13,21', content: 'Caries' },
      { position: '', content: 'General' },
    ]);
  });
});
