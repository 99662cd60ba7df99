/** The viewer pages' paths; the data center links here without loading the (large) viewer bundle. */
export const VIEWER_PATH = '/viewer';
export const CT_PATH = '/ct/';

type Id = string | number;

/** `/viewer?caseId=…[&fileId=…]`: a case's model files in the 3D viewer; fileId opens that file alone. */
export function viewerUrl({ caseId, fileId }: { caseId: Id; fileId?: Id | null }): string {
  const params = new URLSearchParams({ caseId: String(caseId) });
  if (fileId !== undefined && fileId !== null) params.set('fileId', String(fileId));
  return `${VIEWER_PATH}?${params.toString()}`;
}

/** `/ct/[?caseId=…]`: the CT viewer, optionally with a case's stored DICOM series. */
export function ctViewerUrl({ caseId }: { caseId?: Id | null } = {}): string {
  return caseId === undefined || caseId === null ? CT_PATH : `${CT_PATH}?caseId=${encodeURIComponent(String(caseId))}`;
}

/** A positive integer id from a query parameter, else null. */
export function idParam(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
