import {
  analyseRecording,
  METHODS,
  MovementType,
  REFERENCE_PLANES,
  resolveReference,
  stablePosition,
  summariseCase,
  summariseStable,
  type CaseJawSummary,
  type RecordingValues,
  type ReferencePlaneName,
  type ResolvedReference,
  type StablePosition,
  type StableSummary,
} from '@odontia/shared';
import { z } from 'zod';
import type { RequestContext } from '../../core/context.js';
import { parseInput } from '../../core/validation.js';
import type { JawRecordingService } from './jaw-recording.service.js';
import type { FacebowParams, TrajectoryCaseService } from './trajectory-case.service.js';

const planeSchema = z.enum(REFERENCE_PLANES).nullish();

export interface JawAnalysis extends ResolvedReference {
  caseId: number;
  referencePlane: ReferencePlaneName;
  recordings: (RecordingValues & { recordingId: number })[];
  summary: CaseJawSummary;
  /** Stable-position collections of the case, oldest first, and their confirmed mean. */
  stablePositions: (StablePosition & { recordingId: number })[];
  stable: StableSummary | null;
  methods: typeof METHODS;
  /** The scans' registration onto the case's CT (CT facebow), when saved. */
  ctRegistration: FacebowParams['ctRegistration'];
}

/**
 * The clinical values of a facebow case's jaw recordings, computed on request from the stored
 * trajectories with the shared jaw analysis (nothing stored). The reference comes from the case's
 * facebow configuration (marks, CT condyles and landmarks) and its opening recording (`resolveReference`).
 */
export class JawAnalysisService {
  constructor(
    private readonly recordings: () => JawRecordingService,
    private readonly cases: () => TrajectoryCaseService,
  ) {}

  async analyse(ctx: RequestContext, rawCaseId: unknown, rawPlane?: unknown): Promise<JawAnalysis> {
    const c = await this.cases().get(ctx, rawCaseId);
    const requested = parseInput(planeSchema, rawPlane);
    const params = await this.cases().params(ctx, c);
    const referencePlane = requested ?? params.referencePlane;
    const loaded = await this.recordings().loadCase(ctx, c.caseId);
    const movements = loaded.filter((r) => r.recording.kind === 'movement');
    const opening = movements.find((r) => r.recording.movementType === MovementType.maxopen);
    const resolved = resolveReference({
      marks: params.marks,
      ctCondyles: params.ctCondyles,
      landmarks: params.landmarks,
      opening: opening?.trajectory ?? null,
      hingeWindowMm: params.hingeWindowMm,
    });
    const { reference } = resolved;
    const recordings = movements.map(({ recording, trajectory }) => ({
      recordingId: recording.id,
      ...analyseRecording(trajectory, reference, { plane: referencePlane, hingeWindowMm: params.hingeWindowMm }),
    }));
    const stablePositions = loaded
      .filter((r) => r.recording.kind === 'stable')
      .flatMap(({ recording, trajectory }) => {
        const position = stablePosition(trajectory, reference);
        return position ? [{ recordingId: recording.id, ...position }] : [];
      });
    return {
      ...resolved,
      caseId: c.caseId,
      referencePlane,
      recordings,
      summary: summariseCase(recordings),
      stablePositions,
      stable: summariseStable(stablePositions),
      methods: METHODS,
      ctRegistration: params.ctRegistration,
    };
  }
}
