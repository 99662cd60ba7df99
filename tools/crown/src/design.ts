import { insertionAxis, type UndercutMap } from './axis.js';
import { innerSurface, type CrownParameters, type SpokeSurface } from './inner.js';
import { detectMargin, resampleClosed, type MarginLine } from './margin.js';
import { frameAlong, type Mesh, type V3 } from './probe.js';
import { occlusalDirection } from './locate.js';
import { closedCrown } from './crown.js';
import { MissingNeighbourError, proposeCrown, type CrownProposal } from './proposal.js';

export interface CrownDesign {
  margin: V3[];
  /** The margin was the clinician's (true) or detected (false). */
  marginGiven: boolean;
  axis: V3;
  undercutVolumeMm3: number;
  undercut: UndercutMap;
  inner: SpokeSurface;
  proposal: CrownProposal;
  /** Inner and outer surfaces joined at the margin: closed and manifold. */
  crown: Mesh;
}

/** Why a design cannot be made on these scans; the message is the catalogue key the caller reports. */
export class CrownDesignError extends Error {
  constructor(readonly reason: 'NoPreparation' | 'MissingNeighbour') {
    super(
      reason === 'NoPreparation' ? 'no prepared tooth found at this position' : 'AI cannot detect missing teeth yet',
    );
    this.name = 'CrownDesignError';
  }
}

const MARGIN_POINTS = 128;

/** The opposing scan moved by `shift` (mm): the jaw position the clinician set instead of the scans' occlusion. */
export function shiftedMesh(mesh: Mesh, shift: V3): Mesh {
  if (shift.every((v) => v === 0)) return mesh;
  const positions = mesh.positions.slice();
  for (let i = 0; i < positions.length; i++) positions[i] = positions[i]! + shift[i % 3]!;
  return { positions, triangles: mesh.triangles };
}

/**
 * The whole proposal on the prepared jaw's scan and the opposing one (patient frame, mm): margin
 * (detected, or the clinician's loop resampled), insertion axis and undercuts, inner surface, and
 * the proposed outer anatomy fitted to the gap and the opposing teeth, the opposing scan moved by
 * `opposingShift` from the scans' occlusion (the jaw position).
 */
export function designCrown(
  jaw: Mesh,
  opposingAsScanned: Mesh,
  tooth: number,
  params: CrownParameters,
  givenMargin: V3[] | null = null,
  opposingShift: V3 = [0, 0, 0],
): CrownDesign {
  const opposing = shiftedMesh(opposingAsScanned, opposingShift);
  let margin: MarginLine | null;
  if (givenMargin) {
    const points = resampleClosed(givenMargin, MARGIN_POINTS);
    const n = points.length;
    const centre = points.reduce<V3>((s, p) => [s[0] + p[0] / n, s[1] + p[1] / n, s[2] + p[2] / n], [0, 0, 0]);
    margin = { points, frame: frameAlong(centre, occlusalDirection(tooth)) };
  } else margin = detectMargin(jaw, tooth, MARGIN_POINTS);
  if (!margin) throw new CrownDesignError('NoPreparation');
  const { axis, undercutVolume, undercut } = insertionAxis(jaw, margin);
  const inner = innerSurface(jaw, margin, axis, params);
  let proposal: CrownProposal;
  try {
    proposal = proposeCrown(jaw, opposing, tooth, inner, params);
  } catch (error) {
    if (error instanceof MissingNeighbourError) throw new CrownDesignError('MissingNeighbour');
    throw error;
  }
  return {
    margin: margin.points,
    marginGiven: givenMargin !== null,
    axis,
    undercutVolumeMm3: undercutVolume,
    undercut,
    inner,
    proposal,
    crown: closedCrown(inner, proposal.outer),
  };
}
