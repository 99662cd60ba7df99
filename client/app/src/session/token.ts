import { STORAGE_PREFIX } from '../i18n/locale';

const TOKEN_KEY = `${STORAGE_PREFIX}token`;
const listeners = new Set<() => void>();

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  listeners.forEach((listener) => listener());
}

/** Resetting the token clears the stored credentials (seed 000 section 4). */
export function clearToken(): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(STORAGE_PREFIX) && !key.endsWith('lang') && !key.endsWith('fp')) localStorage.removeItem(key);
    }
  } catch {
    // Nothing stored.
  }
  listeners.forEach((listener) => listener());
}

export function onTokenChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The user id of a JWT, or null when the token carries no user claims (a forged or foreign token). */
export function tokenUserId(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof json.sub === 'string' && json.sub !== '' ? json.sub : null;
  } catch {
    return null;
  }
}
