import type { ProjectedPath } from '@odontia/shared';
import type { ValueRow } from '../motion/values';

const cell = (v: string | number | null): string => {
  if (v === null || (typeof v === 'number' && !Number.isFinite(v))) return '';
  const s = typeof v === 'number' ? String(+v.toFixed(4)) : v;
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const line = (cells: (string | number | null)[]) => cells.map(cell).join(',');

/**
 * Trajectories as CSV: one line per frame and recording, IP/LC/RC displacement from MI in the
 * reference plane's axes (anterior, left, superior), mm; missing frames keep empty cells.
 */
export function trajectoriesCsv(
  recordings: {
    id: string;
    name: string;
    movementType: number | null;
    paths: Record<'ip' | 'lc' | 'rc', ProjectedPath>;
  }[],
): string {
  const head = ['recording_id', 'name', 'movement_type', 'time_ms'];
  for (const p of ['ip', 'lc', 'rc']) head.push(`${p}_anterior_mm`, `${p}_left_mm`, `${p}_superior_mm`);
  const lines = [head.join(',')];
  for (const r of recordings) {
    const n = r.paths.ip.times.length;
    for (let i = 0; i < n; i++) {
      const cells: (string | number | null)[] = [r.id, r.name, r.movementType, r.paths.ip.times[i]!];
      for (const k of ['ip', 'lc', 'rc'] as const) {
        const p = r.paths[k];
        cells.push(p.anterior[i]!, p.lateral[i]!, p.superior[i]!);
      }
      lines.push(line(cells));
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Values as CSV: one line per value with its unit; `label` names a row in the user's language. */
export function valuesCsv(groups: { group: string; rows: ValueRow[] }[], label: (row: ValueRow) => string): string {
  const lines = ['group,key,name,value,unit'];
  for (const g of groups) for (const r of g.rows) lines.push(line([g.group, r.key, label(r), r.value, r.unit]));
  return `${lines.join('\n')}\n`;
}

/** Saves text as a file through a temporary link. */
export function downloadText(name: string, text: string, type = 'text/csv'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
