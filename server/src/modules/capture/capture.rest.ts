import type { RestRouter } from '../../core/rest.js';
import type { Services } from '../../services.js';
import { restTaskAnswer, toRestTask } from '../task/task.view.js';

const fields = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * `POST /api/capture/session`: `{ product_illcase_id, videos: [{ key, kind, movement_type, name }],
 * scan_points: [[x, y, z], ...], calibration_id? }`; answers the task as `GET /api/illcase/task` does.
 */
export function registerCaptureRest(rest: RestRouter, { capture }: Services): void {
  rest.route(
    'POST',
    '/api/capture/session',
    async (ctx, { body }) => {
      const input = fields(body);
      const videos = Array.isArray(input.videos)
        ? input.videos.map((v) => {
            const { movement_type, ...rest } = fields(v);
            return movement_type === undefined ? rest : { ...rest, movementType: movement_type };
          })
        : input.videos;
      return toRestTask(
        await capture.submitSession(ctx, {
          caseGroupId: input.product_illcase_id,
          session: {
            videos,
            scanPoints: input.scan_points,
            ...(input.calibration_id != null && { calibrationId: input.calibration_id }),
          },
        }),
      );
    },
    { answer: restTaskAnswer },
  );
}
