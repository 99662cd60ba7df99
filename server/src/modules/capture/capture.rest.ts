import { z } from 'zod';
import { listAnswer } from '../../core/answers.js';
import type { RestRouter } from '../../core/rest.js';
import type { Services } from '../../services.js';
import { restTaskAnswer, toRestTask } from '../task/task.view.js';
import { restCalibrationAnswer, toRestCalibration } from './camera-calibration.view.js';

const fields = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * `POST /api/capture/session`: `{ product_illcase_id, videos: [{ key, kind, movement_type, name }],
 * scan_points: [[x, y, z], ...], calibration_id? }`; answers the task as `GET /api/illcase/task` does.
 * Camera calibrations, as GraphQL's `calibrateCamera`, `cameraCalibrations` and `deleteCameraCalibration`:
 * `POST /api/capture/calibration` `{ device_name, video_key }`, `GET /api/capture/calibration/list`,
 * `DELETE /api/capture/calibration/:id`.
 */
export function registerCaptureRest(rest: RestRouter, { capture, cameraCalibrations }: Services): void {
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

  rest.route(
    'POST',
    '/api/capture/calibration',
    async (ctx, { body }) => {
      const { device_name, video_key } = body as { device_name: string; video_key: string };
      return toRestCalibration(
        await cameraCalibrations.calibrate(ctx, { deviceName: device_name, videoKey: video_key }),
      );
    },
    { body: z.object({ device_name: z.string(), video_key: z.string() }).strict(), answer: restCalibrationAnswer },
  );

  rest.route(
    'GET',
    '/api/capture/calibration/list',
    async (ctx) => {
      const items = await cameraCalibrations.list(ctx);
      return { list: items.map(toRestCalibration), total: items.length, page: 1, limit: items.length };
    },
    { answer: listAnswer(restCalibrationAnswer) },
  );

  rest.route(
    'DELETE',
    '/api/capture/calibration/:id',
    async (ctx, { params }) => ({ id: Number(params.id), deleted: await cameraCalibrations.remove(ctx, params.id) }),
    { answer: z.object({ id: z.number().int(), deleted: z.boolean() }) },
  );
}
