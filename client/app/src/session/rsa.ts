const pemBody = (pem: string): Uint8Array<ArrayBuffer> => {
  const base64 = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
};

const toBase64 = (bytes: ArrayBuffer): string => {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/**
 * Encrypts a password with RSA-OAEP SHA-256 under the server's PEM key, base64.
 * If the browser cannot (no WebCrypto outside secure contexts, bad key), the plain value is sent,
 * as the seeds do.
 */
export async function encryptPassword(password: string, publicKeyPem: string | null | undefined): Promise<string> {
  if (!publicKeyPem || !globalThis.crypto?.subtle) return password;
  try {
    const key = await crypto.subtle.importKey(
      'spki',
      pemBody(publicKeyPem),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['encrypt'],
    );
    const encrypted = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password));
    return toBase64(encrypted);
  } catch {
    return password;
  }
}
