import { useQuery } from '@apollo/client/react';
import { decodeTrajectory, type Trajectory } from '@odontia/shared';
import type { ModelSource } from '@odontia/viewer';
import { useEffect, useMemo, useState } from 'react';
import { graphql } from '../../../__generated__';
import { useCaseModelSources } from '../../viewer/case-files';

const PlaybackCaseDocument = graphql(`
  query PlaybackCase($caseId: ID!) {
    jawRecordings(caseId: $caseId) {
      id
      kind
      movementType
      name
      durationMs
      url
    }
    jawAnalysis(caseId: $caseId) {
      caseId
      condyleSource
      ip
      lc
      rc
    }
  }
`);

const UPPER = /upper|maxill|上颌/i;
const LOWER = /lower|mandib|下颌/i;

/** The upper and lower scans among a case's model files, by their names. */
export function pickJaws(sources: readonly ModelSource[]): { upper: ModelSource; lower: ModelSource } | null {
  const name = (s: ModelSource) => s.name ?? s.url ?? '';
  const upper = sources.find((s) => UPPER.test(name(s)) && !LOWER.test(name(s)));
  const lower = sources.find((s) => LOWER.test(name(s)) && !UPPER.test(name(s)));
  return upper && lower ? { upper, lower } : null;
}

export type Point3 = [number, number, number];

export interface PlaybackData {
  jaws: { upper: ModelSource; lower: ModelSource } | null;
  recordings: { id: string; movementType: number | null; name: string }[];
  reference: { ip: Point3; lc: Point3; rc: Point3 } | null;
  trajectory: Trajectory | null;
  loading: boolean;
  failed: boolean;
}

/** Everything playback needs for one recording of a case: its scans, the case's movements, IP/LC/RC and the poses. */
export function usePlaybackData(caseId: number, recordingId: string): PlaybackData {
  const models = useCaseModelSources(caseId, null);
  const { data, error } = useQuery(PlaybackCaseDocument, {
    variables: { caseId: String(caseId) },
    fetchPolicy: 'network-only',
  });
  const url = data?.jawRecordings.find((r) => r.id === recordingId)?.url ?? null;
  const [loaded, setLoaded] = useState<{ id: string; trajectory: Trajectory | null } | null>(null);

  useEffect(() => {
    if (!url) return;
    let live = true;
    fetch(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return decodeTrajectory(new Uint8Array(await response.arrayBuffer()));
      })
      .then(
        (trajectory) => live && setLoaded({ id: recordingId, trajectory }),
        (failure: unknown) => {
          console.error(failure);
          if (live) setLoaded({ id: recordingId, trajectory: null });
        },
      );
    return () => {
      live = false;
    };
  }, [url, recordingId]);

  const analysis = data?.jawAnalysis;
  const reference = useMemo(
    () => (analysis ? { ip: analysis.ip as Point3, lc: analysis.lc as Point3, rc: analysis.rc as Point3 } : null),
    [analysis],
  );
  const jaws = useMemo(() => pickJaws(models.sources), [models.sources]);
  const current = loaded?.id === recordingId ? loaded : null;
  const missing = Boolean(data) && !url;
  return {
    jaws,
    recordings: (data?.jawRecordings ?? []).filter((r) => r.kind === 'movement'),
    reference,
    trajectory: current?.trajectory ?? null,
    loading: models.loading || (!data && !error) || (!current && !missing),
    failed: Boolean(error) || models.failed || missing || (current !== null && current.trajectory === null),
  };
}
