import type { MikroORM } from '@mikro-orm/postgresql';
import type { Services } from '../../services.js';
import { CAPTURE_PRODUCT_IDS, captureTool } from '../capture/capture.tool.js';
import { crownTool } from '../crown/crown.tool.js';
import { faceReconstructionTool } from '../face-reconstruction/face.tool.js';
import { echoToolsFromEnv } from './echo.tool.js';
import { TaskQueue, queueSettingsFrom } from './task-queue.js';
import { TaskRunner } from './task-runner.js';
import type { ToolWorker } from './tool-worker.js';

/**
 * Tool workers this process can run: the dental tools (given the ORM and services they read and
 * store with) and the echo tool on request, which stands in for a tool of the same product in tests.
 */
export function registeredTools(
  env: NodeJS.ProcessEnv = process.env,
  deps?: { orm: MikroORM; services: Services },
): ToolWorker[] {
  const echo = echoToolsFromEnv(env);
  const tools = deps
    ? [
        ...CAPTURE_PRODUCT_IDS.map((productId) =>
          captureTool(
            {
              orm: deps.orm,
              storage: deps.services.storage,
              recordings: deps.services.jawRecordings,
              minMovementMs: Number(env.CAPTURE_MIN_MOVEMENT_MS ?? 10_000) || 10_000,
            },
            productId,
          ),
        ),
        faceReconstructionTool(deps.orm, deps.services.storage),
        crownTool(deps.orm, deps.services.storage),
      ]
    : [];
  return [...echo, ...tools.filter((t) => !echo.some((e) => e.productId === t.productId))];
}

/**
 * Opens the task queue on the ORM's pool and hands it to the task service; with `work`, this
 * process also consumes the queues of the registered tools. Returns the stop function.
 */
export async function startTasks(
  orm: MikroORM,
  services: Services,
  { work }: { work: boolean },
): Promise<() => Promise<void>> {
  const tools = registeredTools(process.env, { orm, services });
  const [products] = [
    await orm.em.fork().execute<{ id: number }[]>('select id from product where coming_soon = false'),
  ];
  const productIds = [...new Set([...products.map((p) => p.id), ...tools.map((t) => t.productId)])];
  const queue = await TaskQueue.open(orm, productIds, queueSettingsFrom(), true);
  services.tasks.attach(queue, Object.fromEntries(tools.map((t) => [t.productId, t.expectedMinutes])));
  await services.exports.open(queue.boss, queue.settings);
  await services.cameraCalibrations.open(queue.boss, queue.settings);
  if (work) {
    await new TaskRunner(orm, queue).work(tools);
    await services.exports.work(orm);
    await services.cameraCalibrations.work(orm);
  }
  return async () => {
    services.tasks.detach();
    services.exports.detach();
    services.cameraCalibrations.detach();
    await queue.stop();
  };
}
