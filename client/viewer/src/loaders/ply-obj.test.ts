import { describe, expect, it } from 'vitest';
import { ImporterErrorCode } from '../errors.js';
import { meshVolume } from '../tools/mesh-stats.js';
import { parseMtl, parseObj } from './obj.js';
import { modelTypeFromName } from './parse.js';
import { parsePly } from './ply.js';

const asciiPly = `ply
format ascii 1.0
element vertex 4
property float x
property float y
property float z
property uchar red
property uchar green
property uchar blue
element face 1
property list uchar int vertex_indices
end_header
0 0 0 255 0 0
2 0 0 0 255 0
2 3 0 0 0 255
0 3 0 255 255 255
4 0 1 2 3
`;

describe('parsePly', () => {
  it('reads ascii vertices, colours and fan-triangulates quads', () => {
    const m = parsePly(new TextEncoder().encode(asciiPly)).meshes[0]!;
    expect(Array.from(m.indices!)).toEqual([0, 1, 2, 0, 2, 3]);
    expect(Array.from(m.positions.subarray(6, 9))).toEqual([2, 3, 0]);
    expect(Array.from(m.colors!.subarray(3, 6))).toEqual([0, 1, 0]);
  });

  it('rejects out-of-range face indices', () => {
    const bad = asciiPly.replace('4 0 1 2 3', '4 0 1 2 9');
    expect(() => parsePly(new TextEncoder().encode(bad))).toThrow('Invalid vertex index.');
  });
});

const cubeObj = `# cube
mtllib cube.mtl
v 0 0 0
v 1 0 0
v 1 1 0
v 0 1 0
v 0 0 1
v 1 0 1
v 1 1 1
v 0 1 1
vt 0 0
vt 1 0
vt 1 1
o cube
usemtl enamel
f 1 3 2
f 1 4 3
f 5 6 7 8
f -8 -7 -3 -4
f 2 3 7 6
f 3 4 8 7
f 4 1 5 8
`;

describe('parseObj', () => {
  it('reads a cube with quads, negative indices, mtllib and usemtl', () => {
    const parsed = parseObj(cubeObj);
    expect(parsed.materialLibraries).toEqual(['cube.mtl']);
    const m = parsed.meshes[0]!;
    expect(m.material).toBe('enamel');
    expect(m.name).toBe('cube');
    expect(m.positions.length).toBe(12 * 9);
    expect(meshVolume(m)).toBeCloseTo(1, 6);
  });

  it('reports the importer messages for bad indices', () => {
    expect(() => parseObj('v 0 0 0\nv 1 0 0\nf 1 2 3\n')).toThrow('Invalid vertex index.');
    expect(() => parseObj('v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1/4 2/1 3/1\nvt 0 0\n')).toThrow('Invalid uv index.');
    expect(() => parseObj('v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1//2 2//1 3//1\nvn 0 0 1\n')).toThrow('Invalid normal index.');
    try {
      parseObj('# nothing\n');
    } catch (e) {
      expect((e as { code: number }).code).toBe(ImporterErrorCode.ImportFailed);
      return;
    }
    throw new Error('expected a throw');
  });

  it('parses MTL colour, opacity and texture path', () => {
    const mtl = parseMtl('newmtl enamel\nKd 0.9 0.8 0.7\nd 0.5\nmap_Kd -s 1 1 1 textures/tooth.png\n');
    expect(mtl.get('enamel')).toEqual({
      name: 'enamel',
      color: [0.9, 0.8, 0.7],
      opacity: 0.5,
      map: 'textures/tooth.png',
    });
  });
});

describe('modelTypeFromName', () => {
  it('maps extensions and ignores query strings', () => {
    expect(modelTypeFromName('https://x/a/upper.STL?sig=1')).toBe('stl');
    expect(modelTypeFromName('scan.drc')).toBe('drc');
    expect(modelTypeFromName('notes.txt')).toBeUndefined();
  });
});
