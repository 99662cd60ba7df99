// Crown design benchmark on the phantom (full-size scans, 0.21 mm): the proposal per step (margin,
// axis, inner surface, outer anatomy; target < 10 s in all) and the export of the closed crown.
// Run after building: `npm run build -w tools/phantom -w tools/crown && node scripts/bench-crown.mjs`.
import {
  closedCrown,
  DEFAULT_CROWN_PARAMETERS,
  designCrown,
  detectMargin,
  innerSurface,
  insertionAxis,
  proposeCrown,
} from '@odontia/crown';
import { phantomParams, phantomScans, writeStl } from '@odontia/phantom';

const ms = (t) => `${(performance.now() - t).toFixed(0)} ms`;
for (const fdi of [36, 16]) {
  const scans = phantomScans(phantomParams(), { preparedTooth: fdi });
  const [jaw, opposing] = fdi < 30 ? [scans.upper, scans.lower] : [scans.lower, scans.upper];
  let t = performance.now();
  const margin = detectMargin(jaw, fdi);
  const marginTime = ms(t);
  t = performance.now();
  const { axis } = insertionAxis(jaw, margin);
  const axisTime = ms(t);
  t = performance.now();
  const inner = innerSurface(jaw, margin, axis, DEFAULT_CROWN_PARAMETERS);
  const innerTime = ms(t);
  t = performance.now();
  const proposal = proposeCrown(jaw, opposing, fdi, inner, DEFAULT_CROWN_PARAMETERS);
  const outerTime = ms(t);
  t = performance.now();
  designCrown(jaw, opposing, fdi, DEFAULT_CROWN_PARAMETERS);
  const total = ms(t);
  t = performance.now();
  const crown = closedCrown(inner, proposal.outer);
  const bytes = writeStl({ ...crown, colors: new Uint8Array(0) }, `crown ${fdi}`);
  console.log(
    `crown ${fdi}: proposal ${total} (margin ${marginTime}, axis ${axisTime}, inner ${innerTime}, outer ${outerTime}); ` +
      `export STL ${ms(t)} (${crown.triangles.length / 3} triangles, ${bytes.length} bytes)`,
  );
}
