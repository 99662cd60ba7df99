import { MODEL_IDS, type DentalViewer } from '@odontia/viewer';

/** A model as the panels show it. */
export interface ModelEntry {
  id: string;
  name: string;
  visible: boolean;
  color: string;
  alpha: number;
}

/** The viewer's default face colour (200, 200, 200). */
export const DEFAULT_MODEL_COLOR = '#c8c8c8';

/** Known model ids (skull, jaw, teeth, canal) have their own colours; other models the default. */
const defaultColor = (id: string): string =>
  id in MODEL_IDS ? MODEL_IDS[id as keyof typeof MODEL_IDS].color : DEFAULT_MODEL_COLOR;

/** Entries of every loaded model, keeping the panel state (visibility, colour) already known. */
export function entriesOf(viewer: DentalViewer, previous: ModelEntry[]): ModelEntry[] {
  return viewer.listModels().map((model) => {
    const known = previous.find((entry) => entry.id === model.id);
    return {
      id: model.id,
      name: model.source.name ?? model.id,
      visible: model.object.visible,
      color: known?.color ?? (typeof model.source.color === 'string' ? model.source.color : defaultColor(model.id)),
      alpha: known?.alpha ?? model.source.alpha ?? 1,
    };
  });
}

/** Export selection after "select all" is toggled: all loaded ids, or none. */
export function toggleAll(entries: ModelEntry[], selected: ReadonlySet<string>): Set<string> {
  const all = entries.length > 0 && entries.every((entry) => selected.has(entry.id));
  return all ? new Set() : new Set(entries.map((entry) => entry.id));
}

/** Tri-state of the select-all checkbox. */
export function selectAllState(entries: ModelEntry[], selected: ReadonlySet<string>): boolean | 'mixed' {
  const count = entries.filter((entry) => selected.has(entry.id)).length;
  if (count === 0) return false;
  return count === entries.length ? true : 'mixed';
}
