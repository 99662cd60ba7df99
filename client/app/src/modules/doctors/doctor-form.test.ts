import { describe, expect, it } from 'vitest';
import { doctorInput, validateDoctor } from './doctor-form';

describe('doctor form', () => {
  it('needs a name, a mainland mobile number, a valid email when given and a 6-character password for a new doctor', () => {
    expect(validateDoctor({ name: ' ', phone: '23800000000', email: 'x@', password: '123' }, true)).toEqual({
      name: 'doctors.nameRequired',
      phone: 'doctors.phoneInvalid',
      email: 'doctors.emailInvalid',
      password: 'doctors.passwordShort',
    });
    expect(validateDoctor({ name: 'Dr. Wu', phone: '13800000002', email: '', password: '' }, true)).toEqual({
      password: 'doctors.passwordShort',
    });
    expect(validateDoctor({ name: 'Dr. Wu', phone: '13800000002', email: '', password: '' }, false)).toEqual({});
  });

  it('sends trimmed fields, no email as null, and the password only when typed', () => {
    expect(doctorInput({ name: ' Dr. Wu ', phone: '13800000002 ', email: '', password: '' })).toEqual({
      name: 'Dr. Wu',
      phone: '13800000002',
      email: null,
    });
    expect(doctorInput({ name: 'A', phone: '13800000002', email: 'a@b.cn', password: 'secret1' })).toEqual({
      name: 'A',
      phone: '13800000002',
      email: 'a@b.cn',
      password: 'secret1',
    });
  });
});
