import { describe, expect, it } from 'vitest';
import { boxMesh, sphereMesh } from '../test-helpers/meshes.js';
import { CrownEditor } from './crown-editor.js';

function editor() {
  // A 5 mm crown over a 4.2 mm inner surface, a neighbour 0.3 mm from its +x side.
  return new CrownEditor(sphereMesh(5, 96, 48), {
    inner: sphereMesh(4.2, 96, 48),
    others: [boxMesh(4, 10, 10, [5.3, -5, -5])],
  });
}

describe('CrownEditor', () => {
  it('updates the thickness and contact maps where a brush moves the crown', () => {
    const e = editor();
    e.setMap('thickness', 0.5);
    expect(e.thicknessSummary().min).toBeCloseTo(0.8, 1);
    expect(e.closestContact()).toBeCloseTo(0.3, 2);
    e.brush = { radius: 1.5, strength: 1 };
    e.beginStep('remove');
    for (let i = 0; i < 3; i++) e.dab('remove', [5, 0, 0]);
    e.endStep();
    // Up to 0.15 mm per dab (less once the surface has sunk away from the brush centre): under 0.5 mm.
    const s = e.thicknessSummary();
    expect(s.min).toBeGreaterThan(0.35);
    expect(s.min).toBeLessThan(0.5);
    expect(s.below).toBeGreaterThan(0);
    expect(e.closestContact()).toBeGreaterThan(0.4);
    e.beginStep('add');
    for (let i = 0; i < 6; i++) e.dab('add', [4.6, 0, 0]);
    e.endStep();
    // Pushed 0.45 mm through the neighbour face: a negative contact distance.
    expect(e.closestContact()).toBeLessThan(0);
    expect(e.steps).toEqual(['remove', 'add']);
    e.recoverTo(0);
    expect(e.steps).toEqual([]);
    expect(e.thicknessSummary().min).toBeCloseTo(0.8, 1);
    expect(e.closestContact()).toBeCloseTo(0.3, 2);
  });

  it('lattice and Outer Deform are Recover steps too', () => {
    const e = editor();
    const before = e.mesh.positions.slice();
    const lattice = e.getLattice();
    e.beginStep('lattice');
    const top = (1 * 3 + 2) * 3 + 1;
    const c = lattice.control.slice(top * 3, top * 3 + 3);
    e.moveControl(top, [c[0]!, c[1]! + 1, c[2]!]);
    e.endStep();
    e.brush = { radius: 2, strength: 1 };
    e.beginStep('deform');
    e.grab([0, 0, 5]);
    e.dragTo([0, 0, 0.5]);
    e.endStep();
    expect(e.steps).toEqual(['lattice', 'deform']);
    e.recoverTo(1);
    expect(e.steps).toEqual(['lattice']);
    e.recoverTo(0);
    for (let i = 0; i < before.length; i++) expect(e.mesh.positions[i]).toBeCloseTo(before[i]!, 5);
  });

  it('reports the cost of each edit', () => {
    const e = editor();
    const costs: number[] = [];
    e.events.on('edit', ({ ms }) => costs.push(ms));
    e.beginStep('smooth');
    e.dab('smooth', [0, 5, 0]);
    e.endStep();
    expect(costs).toHaveLength(1);
    expect(costs[0]).toBeGreaterThan(0);
  });
});
