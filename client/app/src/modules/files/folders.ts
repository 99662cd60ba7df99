import { getToken } from '../../session/token';

/** The practice's key prefix from the token's storage claims (bucket, region, host, prefix; never credentials). */
export function storagePrefix(token: string | null = getToken()): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { storage?: { prefix?: unknown } };
    return typeof json.storage?.prefix === 'string' ? json.storage.prefix : null;
  } catch {
    return null;
  }
}

export interface Scope {
  patientId?: string | null;
  caseId?: string | null;
}

/** The data center folder of a patient, a case of it, or the practice's general files. */
export function dataFolder(prefix: string, { patientId, caseId }: Scope): string {
  if (patientId && caseId) return `${prefix}patients/${patientId}/cases/${caseId}/files/`;
  if (patientId) return `${prefix}patients/${patientId}/files/`;
  if (caseId) return `${prefix}cases/${caseId}/files/`;
  return `${prefix}files/`;
}

export const fileName = (key: string): string => key.slice(key.lastIndexOf('/') + 1);
