import { z } from 'zod';
import { listAnswer, recordId, timestamp } from '../../core/answers.js';
import type { RequestContext } from '../../core/context.js';
import type { RestRouter } from '../../core/rest.js';
import type { Services } from '../../services.js';
import type { JawRecording } from './jaw-recording.entity.js';
import type { JawRecordingService } from './jaw-recording.service.js';

const recordingAnswer = z.object({
  id: recordId,
  case_id: recordId,
  product_illcase_id: recordId.nullable(),
  kind: z.string(),
  movement_type: z.number().int().min(0).max(8).nullable(),
  source: z.string(),
  name: z.string().nullable(),
  frame_count: z.number().int().min(0),
  valid_frames: z.number().int().min(0),
  duration_ms: z.number().min(0),
  fps: z.number().nullable(),
  mean_quality: z.number(),
  registration_residual_mm: z.number().nullable(),
  size: z.number().int().min(0),
  created_at: timestamp,
  url: z.url(),
});
const object = z.record(z.string(), z.unknown());
const analysisAnswer = z.object({
  caseId: recordId,
  referencePlane: z.string(),
  reference: object,
  occlusalToFrankfortDeg: z.number(),
  occlusalToAlaTragusDeg: z.number(),
  dentalMidlineOffsetMm: z.number().nullable(),
  recordings: z.array(object.and(z.object({ recordingId: recordId }))),
  summary: object,
  methods: object,
});

const toRest = async (ctx: RequestContext, service: JawRecordingService, r: JawRecording) => ({
  id: r.id,
  case_id: r.caseId,
  product_illcase_id: r.caseGroupId,
  kind: r.kind,
  movement_type: r.movementType,
  source: r.source,
  name: r.name,
  frame_count: r.frameCount,
  valid_frames: r.validFrames,
  duration_ms: r.durationMs,
  fps: r.fps,
  mean_quality: r.meanQuality,
  registration_residual_mm: r.registrationResidualMm,
  size: r.size,
  created_at: r.createdAt,
  url: await service.url(ctx, r),
});

/** REST mirror of the jaw recordings (GraphQL is the primary interface; values keep their camelCase names). */
export function registerJawRecordingRest(rest: RestRouter, { jawRecordings, jawAnalysis }: Services): void {
  rest.route(
    'GET',
    '/api/trajectory/list',
    async (ctx, { query }) => {
      const items = await jawRecordings.list(ctx, query.case_id);
      const list = await Promise.all(items.map((r) => toRest(ctx, jawRecordings, r)));
      return { list, total: list.length, page: 1, limit: list.length };
    },
    { answer: listAnswer(recordingAnswer) },
  );
  rest.route(
    'GET',
    '/api/trajectory/analysis',
    async (ctx, { query }) => jawAnalysis.analyse(ctx, query.case_id, query.reference_plane),
    { answer: analysisAnswer },
  );
  rest.route(
    'GET',
    '/api/trajectory/:id',
    async (ctx, { params }) => toRest(ctx, jawRecordings, await jawRecordings.get(ctx, params.id)),
    { answer: recordingAnswer },
  );
}
