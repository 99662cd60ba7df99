import type { EntityManager } from '@mikro-orm/postgresql';
import { ProductType } from '@odontia/shared';
import { AppError, notFound } from '../../core/app-error.js';

export interface FaceCase {
  caseId: number;
  practiceId: number;
  groupId: number | null;
  productId: number | null;
  submitted: boolean;
  prefix: string;
}

/** A live case of the practice with its storage prefix; anything else is Not found. */
export async function faceCaseOf(em: EntityManager, practiceId: number, caseId: number): Promise<FaceCase> {
  const [row] = await em.execute<
    { group_id: number | null; product_id: number | null; status: number; storage_prefix: string }[]
  >(
    `select c.group_id, g.product_id, c.status, p.storage_prefix from medical_case c
       join practice p on p.id = c.practice_id
       left join case_group g on g.id = c.group_id
      where c.id = ? and c.practice_id = ? and c.deleted_at is null`,
    [caseId, practiceId],
  );
  if (!row) throw notFound();
  return {
    caseId,
    practiceId,
    groupId: row.group_id,
    productId: row.product_id,
    submitted: row.status === 2,
    prefix: row.storage_prefix,
  };
}

/** The same, for changes: a submitted case is read-only. */
export async function openFaceCaseOf(em: EntityManager, practiceId: number, caseId: number): Promise<FaceCase> {
  const found = await faceCaseOf(em, practiceId, caseId);
  if (found.submitted) throw new AppError('CaseSubmitted');
  return found;
}

/**
 * The folder of the case's face under the practice prefix. The reconstruction tool (one task per case
 * group) reads and writes under `cases/<SmartFace case group id>/`, so captures and models live there.
 */
export function faceRoot(found: FaceCase): string {
  return `${found.prefix}cases/${smartFaceGroup(found)}/`;
}

/** The reconstruction's output folder of an expression (face.glb, landmarks.json). */
export const faceModelFolder = (found: FaceCase, expression: string) => `${faceRoot(found)}face/${expression}/`;

/** The SmartFace case group of the case (its task runs the reconstruction). */
export function smartFaceGroup(found: FaceCase): number {
  if (!found.groupId || found.productId !== ProductType.SmartFace) throw new AppError('ParameterError');
  return found.groupId;
}
