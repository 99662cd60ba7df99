import { describe, expect, it } from 'vitest';
import { validatePasswordForm } from './password-rules';

describe('change-password rules (seed 000 section 5)', () => {
  it('requires the old and the new password', () => {
    expect(validatePasswordForm({ password: '', newPassword: '', confirmNewPassword: '' })).toEqual({
      password: 'password.oldRequired',
      newPassword: 'password.newRequired',
    });
  });

  it('refuses a new password under 6 characters and a confirmation that differs', () => {
    expect(validatePasswordForm({ password: 'old', newPassword: '12345', confirmNewPassword: '1234' })).toEqual({
      newPassword: 'password.tooShort',
      confirmNewPassword: 'password.mismatch',
    });
  });

  it('accepts a valid change', () => {
    expect(validatePasswordForm({ password: 'old', newPassword: '123456', confirmNewPassword: '123456' })).toEqual({});
  });
});
