import { wrap, type EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';

/**
 * Per-request batching for relation fields: every field resolver of one GraphQL response asks its
 * loader, and each loader answers a whole list with one statement. Keyed by the request's entity
 * manager fork, so nothing is shared between requests.
 */
const loaders = new WeakMap<EntityManager, Map<string, DataLoader<number, unknown>>>();

function loaderFor<V>(
  em: EntityManager,
  key: string,
  batch: (ids: readonly number[]) => Promise<V[]>,
): DataLoader<number, V> {
  let byKey = loaders.get(em);
  if (!byKey) loaders.set(em, (byKey = new Map()));
  let loader = byKey.get(key) as DataLoader<number, V> | undefined;
  if (!loader) {
    loader = new DataLoader<number, V>(batch, { cache: false });
    byKey.set(key, loader as DataLoader<number, unknown>);
  }
  return loader;
}

/** A to-one relation: as loaded when already populated, else batched by id. */
export async function loadOne<T extends { id: number }>(
  em: EntityManager,
  entity: EntityName<T> & { name: string },
  ref: T | null | undefined,
): Promise<T | null> {
  if (!ref) return null;
  if (wrap(ref).isInitialized()) return ref;
  return loaderFor<T | null>(em, `one:${entity.name}`, async (ids) => {
    const rows = await em.find(entity, { id: { $in: [...ids] } } as never);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  }).load(ref.id);
}

/** A to-many relation by the owner's id (e.g. a patient's cases), batched for a whole list of owners. */
export function loadMany<T>(
  em: EntityManager,
  key: string,
  ownerId: number,
  fetch: (ownerIds: number[]) => Promise<T[]>,
  ownerOf: (row: T) => number,
): Promise<T[]> {
  return loaderFor<T[]>(em, `many:${key}`, async (ids) => {
    const rows = await fetch([...ids]);
    const grouped = new Map<number, T[]>();
    for (const row of rows) {
      const owner = ownerOf(row);
      grouped.set(owner, [...(grouped.get(owner) ?? []), row]);
    }
    return ids.map((id) => grouped.get(id) ?? []);
  }).load(ownerId);
}
