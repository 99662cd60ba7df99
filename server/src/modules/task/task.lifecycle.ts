import type { MikroORM } from '@mikro-orm/postgresql';
import type { Services } from '../../services.js';
import { captureTool } from '../capture/capture.tool.js';
import { echoToolsFromEnv } from './echo.tool.js';
import { TaskQueue, queueSettingsFrom } from './task-queue.js';
import { TaskRunner } from './task-runner.js';
import type { ToolWorker } from './tool-worker.js';

/**
 * Tool workers this process can run: the tracking tool of the digital facebow, and the echo tool on
 * request (an echo tool takes its product's queue instead: the queue tests use it).
 */
export function registeredTools(orm: MikroORM, services: Services, env: NodeJS.ProcessEnv = process.env): ToolWorker[] {
  const echo = echoToolsFromEnv(env);
  const capture = captureTool({
    orm,
    storage: services.storage,
    recordings: services.jawRecordings,
    minMovementMs: Number(env.CAPTURE_MIN_MOVEMENT_MS ?? 10_000) || 10_000,
  });
  return [...echo, ...(echo.some((t) => t.productId === capture.productId) ? [] : [capture])];
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
  const tools = registeredTools(orm, services);
  const [products] = [
    await orm.em.fork().execute<{ id: number }[]>('select id from product where coming_soon = false'),
  ];
  const productIds = [...new Set([...products.map((p) => p.id), ...tools.map((t) => t.productId)])];
  const queue = await TaskQueue.open(orm, productIds, queueSettingsFrom(), true);
  services.tasks.attach(queue, Object.fromEntries(tools.map((t) => [t.productId, t.expectedMinutes])));
  await services.exports.open(queue.boss, queue.settings);
  if (work) {
    await new TaskRunner(orm, queue).work(tools);
    await services.exports.work(orm);
  }
  return async () => {
    services.tasks.detach();
    services.exports.detach();
    await queue.stop();
  };
}
