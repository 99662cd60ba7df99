import type { EntityManager } from '@mikro-orm/postgresql';
import { EMAIL_FORMAT, MAINLAND_MOBILE, PASSWORD_MIN_LENGTH } from '@odontia/shared';
import { z } from 'zod';
import { AppError } from '../../core/app-error.js';
import { parseInput, trimmed } from '../../core/validation.js';
import { revokeSessions, type AuthService } from '../auth/auth.service.js';
import { User } from '../user/user.entity.js';
import { Practice } from './practice.entity.js';

export const createPracticeInput = z.object({
  name: trimmed(100).min(1),
  phone: z.string().trim().regex(MAINLAND_MOBILE),
  email: z.string().trim().toLowerCase().max(254).regex(EMAIL_FORMAT).optional(),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(128),
  memberNumber: z.number().int().min(0).default(1),
  usableStorageGb: z.number().int().min(0).optional(),
});

/** Operator actions on practices (the CLI and test setup); no request user involved. */
export class PracticeService {
  constructor(private readonly auth: AuthService) {}

  async createPractice(em: EntityManager, raw: z.input<typeof createPracticeInput>): Promise<User> {
    const input = parseInput(createPracticeInput, raw);
    const passwordHash = await this.auth.hash(input.password);
    return em.transactional(async (tx) => {
      if (await tx.count(User, { phone: input.phone })) throw new AppError('PhoneAlreadyExists');
      if (input.email && (await tx.count(User, { email: input.email }))) throw new AppError('EmailAlreadyExists');
      const practice = tx.create(
        Practice,
        input.usableStorageGb === undefined ? {} : { usableStorageGb: input.usableStorageGb },
      );
      return tx.create(User, {
        practice,
        name: input.name,
        phone: input.phone,
        email: input.email ?? null,
        passwordHash,
        memberNumber: input.memberNumber,
      });
    });
  }

  /** Sets a new password for a phone or email and ends every session of that user. */
  async resetPassword(em: EntityManager, login: string, password: string): Promise<User> {
    if (password.length < PASSWORD_MIN_LENGTH) throw new AppError('PasswordTooShort');
    const passwordHash = await this.auth.hash(password);
    return em.transactional(async (tx) => {
      const user = await tx.findOne(User, { $or: [{ phone: login }, { email: login.toLowerCase() }], deletedAt: null });
      if (!user) throw new AppError('UserDoesNotExist');
      await tx.nativeUpdate(User, { id: user.id }, { passwordHash });
      await revokeSessions(tx, user.id);
      return user;
    });
  }
}
