import { readStl } from '@odontia/phantom';
import { checkCrownSolid, type CrownSolidVerdict } from '@odontia/shared';

/**
 * Checks an uploaded crown file: a binary STL (corners welded where their float bits are equal, as
 * STL writers repeat shared corners exactly) that is a closed, outward, plausibly sized crown.
 */
export function checkCrownStl(bytes: Uint8Array): CrownSolidVerdict {
  let mesh: ReturnType<typeof readStl>;
  try {
    mesh = readStl(bytes);
  } catch {
    // shorter than a header, or its length does not match the triangle count (truncated, ASCII)
    return { ok: false, reason: 'CrownMeshUnreadable', values: {} };
  }
  return checkCrownSolid({ positions: mesh.positions, indices: mesh.triangles });
}
