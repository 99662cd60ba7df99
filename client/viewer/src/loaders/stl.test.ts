import { describe, expect, it } from 'vitest';
import { ImporterError, ImporterErrorCode } from '../errors.js';
import { writeStl } from '../exporters/stl.js';
import { boxMesh, sphereMesh, triangleSet, unindex } from '../test-helpers/meshes.js';
import { meshBounds, meshVolume } from '../tools/mesh-stats.js';
import { isBinaryStl, parseStl } from './stl.js';

const ascii = `solid cube
facet normal 0 0 -1
 outer loop
  vertex 0 0 0
  vertex 0 1 0
  vertex 1 1 0
 endloop
endfacet
facet normal 0 0 0
 outer loop
  vertex 0 0 0
  vertex 1 1 0
  vertex 1 0 0
 endloop
endfacet
endsolid cube
`;

describe('parseStl', () => {
  it('reads a binary box with its bounds and volume', () => {
    const file = writeStl([boxMesh(10, 20, 30, [1, 2, 3])]);
    expect(file.byteLength).toBe(84 + 12 * 50);
    expect(isBinaryStl(file)).toBe(true);
    const mesh = parseStl(file).meshes[0]!;
    expect(mesh.positions.length).toBe(12 * 9);
    expect(meshBounds(mesh)).toEqual({ min: [1, 2, 3], max: [11, 22, 33] });
    expect(meshVolume(mesh)).toBeCloseTo(6000, 6);
    expect(mesh.normals).toBeUndefined();
    expect(mesh.flat).toBe(true);
    const withNormals = parseStl(file, { normals: true }).meshes[0]!;
    expect(Array.from(withNormals.normals!.subarray(0, 9))).toEqual([0, 0, -1, 0, 0, -1, 0, 0, -1]);
    expect(triangleSet(mesh)).toEqual(triangleSet(unindex(boxMesh(10, 20, 30, [1, 2, 3]))));
  });

  it('reads ASCII and recomputes zero normals from the winding', () => {
    const mesh = parseStl(new TextEncoder().encode(ascii), { normals: true }).meshes[0]!;
    expect(mesh.positions.length).toBe(18);
    expect(Array.from(mesh.normals!.subarray(9, 12))).toEqual([0, 0, -1]);
  });

  it('treats a header starting with "solid" as binary when the size matches the count', () => {
    const file = new Uint8Array(writeStl([boxMesh(1, 1, 1)]));
    file.set(new TextEncoder().encode('solid but binary'));
    expect(parseStl(file).meshes[0]!.positions.length).toBe(108);
  });

  it('keeps a sphere volume close to 4/3 pi r^3', () => {
    const mesh = parseStl(writeStl([sphereMesh(5, 128, 64)])).meshes[0]!;
    expect(meshVolume(mesh)).toBeGreaterThan(0.99 * (4 / 3) * Math.PI * 125);
    expect(meshVolume(mesh)).toBeLessThan((4 / 3) * Math.PI * 125);
  });

  it('fails with ImportFailed on a file without triangles', () => {
    const empty = new ArrayBuffer(84);
    expect(() => parseStl(empty)).toThrow(ImporterError);
    try {
      parseStl(empty);
    } catch (e) {
      expect((e as ImporterError).code).toBe(ImporterErrorCode.ImportFailed);
    }
    expect(() => parseStl(new TextEncoder().encode('solid x\nendsolid x\n'))).toThrow(
      "The model doesn't contain any meshes.",
    );
  });
});
