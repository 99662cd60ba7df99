import { describe, expect, it } from 'vitest';
import { emptyPatient, toPatientInput, validatePatient } from './patient-rules';

describe('patient form rules (seed 000 section 5)', () => {
  it('requires the name and the category', () => {
    expect(validatePatient(emptyPatient())).toEqual({ name: 'patient.rule.name', level: 'patient.rule.level' });
    expect(validatePatient({ ...emptyPatient(), name: '   ', level: 2 })).toEqual({ name: 'patient.rule.name' });
  });

  it('accepts an empty phone and refuses anything but a mainland mobile', () => {
    const valid = { ...emptyPatient(), name: 'Li', level: 1 };
    expect(validatePatient(valid)).toEqual({});
    expect(validatePatient({ ...valid, phone: '13912345678' })).toEqual({});
    for (const phone of ['12912345678', '1391234567', '139123456789', 'abc']) {
      expect(validatePatient({ ...valid, phone })).toEqual({ phone: 'patient.rule.phone' });
    }
  });

  it('trims text and sends empty optional fields as null', () => {
    const input = toPatientInput({ ...emptyPatient(), name: ' Li Ming ', career: ' Teacher ', level: 3 }, null);
    expect(input).toMatchObject({
      name: 'Li Ming',
      career: 'Teacher',
      phone: null,
      memo: null,
      level: 3,
      sex: 0,
      maritalStatus: 2,
    });
  });
});
