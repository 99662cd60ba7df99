import {
  analyseRecording,
  arbitraryReference,
  hingeAxisFromOpening,
  METHODS,
  MovementType,
  REFERENCE_PLANES,
  summariseCase,
  withKinematicAxis,
  type CaseJawSummary,
  type JawReference,
  type RecordingValues,
  type ReferencePlaneName,
} from '@odontia/shared';
import { z } from 'zod';
import type { RequestContext } from '../../core/context.js';
import { idSchema, parseInput } from '../../core/validation.js';
import type { JawRecordingService } from './jaw-recording.service.js';

const planeSchema = z.enum(REFERENCE_PLANES);

export interface JawAnalysis {
  caseId: number;
  referencePlane: ReferencePlaneName;
  reference: JawReference;
  recordings: (RecordingValues & { recordingId: number })[];
  summary: CaseJawSummary;
  methods: typeof METHODS;
}

/**
 * The clinical values of a case's jaw recordings, computed on request from the stored trajectories
 * with the shared jaw analysis (nothing stored). Condyle points: the kinematic hinge axis of the
 * case's opening recording when there is one, else the arbitrary Bonwill axis; the Frankfort
 * horizontal is the occlusal plane tilted by its stated mean offset until points can be marked.
 */
export class JawAnalysisService {
  constructor(private readonly recordings: () => JawRecordingService) {}

  async analyse(ctx: RequestContext, rawCaseId: unknown, rawPlane: unknown = 'frankfort'): Promise<JawAnalysis> {
    const caseId = parseInput(idSchema, rawCaseId);
    const referencePlane = parseInput(planeSchema, rawPlane);
    const loaded = (await this.recordings().loadCase(ctx, caseId)).filter((r) => r.recording.kind === 'movement');
    let reference = arbitraryReference();
    const opening = loaded.find((r) => r.recording.movementType === MovementType.maxopen);
    const axis = opening ? hingeAxisFromOpening(opening.trajectory, reference) : null;
    if (axis) reference = withKinematicAxis(reference, axis);
    const recordings = loaded.map(({ recording, trajectory }) => ({
      recordingId: recording.id,
      ...analyseRecording(trajectory, reference, { plane: referencePlane }),
    }));
    return {
      caseId,
      referencePlane,
      reference,
      recordings,
      summary: summariseCase(recordings),
      methods: METHODS,
    };
  }
}
