import {
  constants,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { AppError } from '../../core/app-error.js';

/**
 * The 2048-bit key clients use to encrypt passwords in transit (RSA-OAEP with SHA-256; Node refuses
 * PKCS#1 v1.5 decryption). Kept in the data folder, or given by RSA_PRIVATE_KEY for replicas.
 */
export class PasswordTransportKey {
  readonly publicKeyPem: string;

  private constructor(private readonly privateKey: KeyObject) {
    this.publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  }

  static load(dataDir: string, pem?: string): PasswordTransportKey {
    if (pem) return new PasswordTransportKey(createPrivateKey(pem));
    const file = join(dataDir, 'rsa-private.pem');
    if (existsSync(file)) return new PasswordTransportKey(createPrivateKey(readFileSync(file)));
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    mkdirSync(dirname(file), { recursive: true });
    try {
      writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    // Replicas starting together on one data folder all use the key that was written first.
    return new PasswordTransportKey(createPrivateKey(readFileSync(file)));
  }

  /**
   * A 2048-bit ciphertext is 256 bytes, 344 base64 characters: such a value is decrypted; anything
   * else is the plain password the seeds allow as a fallback.
   */
  reveal(value: string): string {
    if (!/^[A-Za-z0-9+/]{342}==$/.test(value)) return value;
    try {
      return privateDecrypt(
        { key: this.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(value, 'base64'),
      ).toString('utf8');
    } catch {
      throw new AppError('DecryptError');
    }
  }
}
