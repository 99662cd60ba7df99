/** Named model groups of the dental scene (seed 001 section 3). */
export const MODEL_GROUPS = {
  ctUpper: 'ct_upper_model',
  ctLower: 'ct_lower_model',
  toothUpper: 'tooth_model_upper',
  toothLower: 'tooth_model_lower',
  toothPlate: 'tooth_model_plate',
} as const;

/** One of the named model groups. */
export type ModelGroupName = (typeof MODEL_GROUPS)[keyof typeof MODEL_GROUPS];

/**
 * Model ids with their default colours. The seeds do not give the colour values,
 * so these are chosen to read well on a light background (bone, gum-free enamel, canal red).
 */
export const MODEL_IDS = {
  skull: { id: 'skull', color: '#e8dcc8' },
  jaw: { id: 'jaw', color: '#e3d5bd' },
  tooth_upper: { id: 'tooth_upper', color: '#f2efe6' },
  tooth_lower: { id: 'tooth_lower', color: '#efe9dc' },
  canal: { id: 'canal', color: '#d9534f' },
} as const;

/** One of the known model ids. */
export type ModelId = keyof typeof MODEL_IDS;

/** Model file types the viewer can load. */
export const MODEL_TYPES = ['stl', 'ply', 'obj', 'gltf', 'glb', 'drc'] as const;

/** A model file type. */
export type ModelType = (typeof MODEL_TYPES)[number];

/** Tool types (seed 001 section 3). */
export const TOOL_TYPES = ['align', 'cut', 'distance'] as const;

/** Viewer constants from seed 001 sections 4 and 9. */
export const VIEWER = {
  fov: 30,
  near: 0.1,
  far: 1e6,
  minDistance: 0.1,
  rotateSpeed: 0.5,
  dampingFactor: 0.1,
  gizmoSize: 128,
  axisColors: { x: '#FB566D', y: '#77B316', z: '#317ACD' },
  flyDuration: 2000,
  flyRadius: 20,
  closeFlyDuration: 1200,
  closeFlyDiagonalFactor: 1.2,
  clickWindowMs: 200,
  dracoWorkers: 4,
  raycastFar: 1e9,
  validDistance: 15e10,
  metalness: 0.2,
  roughness: 0.8,
  defaultFaceColor: [200, 200, 200] as const,
  defaultLineColor: [100, 100, 100] as const,
  tolerance: 1e-8,
  alignmentPoints: 4,
} as const;

/** STL binary layout: 80-byte header, 4-byte count, 50 bytes per triangle. */
export const STL = { headerBytes: 80, countBytes: 4, triangleBytes: 50 } as const;

/** Browser-side model store (seed 001 section 3). */
export const MODEL_DATABASE = { name: 'modelDatabase', version: 1, store: 'models' } as const;
