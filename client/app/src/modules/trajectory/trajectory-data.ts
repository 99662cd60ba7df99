import { decodeTrajectory, ProductType, type PlaneBasis, type Trajectory, type V3 } from '@odontia/shared';
import { createContext, useContext, useEffect, useState } from 'react';
import type { TrajectoryAnalysisQuery, TrajectoryRecordingsQuery } from '../../__generated__/graphql';

export type Analysis = TrajectoryAnalysisQuery['jawAnalysis'];
export type RecordingRow = TrajectoryRecordingsQuery['jawRecordings'][number];
export type RecordingValues = Analysis['recordings'][number];

export const SECTIONS = ['index', 'motion', 'relation', 'position', 'custom'] as const;
export type Section = (typeof SECTIONS)[number];

/** A facebow product whose five pages the Trajectory module serves (seed 000 section 2). */
export interface FacebowProduct {
  /** The catalogue product (the case group's product_id; `productId` of the page URLs). */
  productId: number;
  /** Its product type, which the server's `trajectoryCase` checks the case against. */
  productType: number;
  /** The path the pages live under. */
  base: string;
  /** Message id prefix of the page titles (`<prefix>.<section>`). */
  titlePrefix: string;
}

/** The digital facebow (Trajectory, catalogue product and type 1). */
export const DIGITAL_FACEBOW: FacebowProduct = {
  productId: ProductType.Trajectory,
  productType: ProductType.Trajectory,
  base: '/trajectory',
  titlePrefix: 'route.trajectory',
};

/** The CT facebow (TrajectoryCT, catalogue product and type 3): the same pages with the CT in the scene. */
export const CT_FACEBOW: FacebowProduct = {
  productId: ProductType.TrajectoryCT,
  productType: ProductType.TrajectoryCT,
  base: '/trajectory-ct',
  titlePrefix: 'route.trajectoryCt',
};

/** The product the Trajectory pages below serve; the CT routes provide CT_FACEBOW. */
export const FacebowProductContext = createContext<FacebowProduct>(DIGITAL_FACEBOW);
export const useFacebowProduct = (): FacebowProduct => useContext(FacebowProductContext);

/** `<base>/<section>?productId=…&caseId=…` */
export const sectionUrl = (section: Section, caseId: string | number, product = DIGITAL_FACEBOW): string =>
  `${product.base}/${section}?productId=${product.productId}&caseId=${encodeURIComponent(String(caseId))}`;

const vec = (v: readonly number[]): V3 => [v[0] ?? 0, v[1] ?? 0, v[2] ?? 0];

/** The reference points and the chosen plane of a case's analysis, as the shared jaw module reads them. */
export function referenceOf(a: Analysis): { ip: V3; lc: V3; rc: V3; plane: PlaneBasis } {
  return {
    ip: vec(a.ip),
    lc: vec(a.lc),
    rc: vec(a.rc),
    plane: { normal: vec(a.plane.normal), anterior: vec(a.plane.anterior) },
  };
}

// Decoded trajectories by recording id: a recording's file never changes once stored.
const cache = new Map<string, Promise<Trajectory>>();

export function loadTrajectory(recording: Pick<RecordingRow, 'id' | 'url'>): Promise<Trajectory> {
  let pending = cache.get(recording.id);
  if (!pending) {
    pending = fetch(recording.url)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.arrayBuffer();
      })
      .then((buffer) => decodeTrajectory(new Uint8Array(buffer)));
    pending.catch(() => cache.delete(recording.id));
    cache.set(recording.id, pending);
  }
  return pending;
}

/** The decoded trajectories of the given recordings (by id), loaded in parallel. */
export function useTrajectories(recordings: readonly Pick<RecordingRow, 'id' | 'url'>[]): {
  trajectories: Map<string, Trajectory>;
  failed: boolean;
} {
  const key = recordings.map((r) => r.id).join(',');
  const [state, setState] = useState<{ key: string; trajectories: Map<string, Trajectory>; failed: boolean }>({
    key: '',
    trajectories: new Map(),
    failed: false,
  });
  useEffect(() => {
    let live = true;
    Promise.all(recordings.map(async (r) => [r.id, await loadTrajectory(r)] as const)).then(
      (entries) => live && setState({ key, trajectories: new Map(entries), failed: false }),
      (error: unknown) => {
        console.error(error);
        if (live) setState({ key, trajectories: new Map(), failed: true });
      },
    );
    return () => {
      live = false;
    };
    // the ids identify the files; presigned URLs change on every query
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state : { trajectories: new Map(), failed: false };
}

/** Rounds for display; null stays the dash. */
export const fixed = (value: number | null | undefined, digits = 1): string | null =>
  value === null || value === undefined || !Number.isFinite(value) ? null : value.toFixed(digits);
