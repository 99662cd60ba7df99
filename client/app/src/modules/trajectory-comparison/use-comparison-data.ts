import { useApolloClient, useQuery } from '@apollo/client/react';
import { decodeTrajectory, type Trajectory } from '@odontia/shared';
import { useEffect, useMemo, useState } from 'react';
import { graphql } from '../../__generated__';
import type { RecordingValues } from './comparison';

const ComparisonRecordingsDocument = graphql(`
  query ComparisonRecordings($patientId: ID!, $productType: Int) {
    patientJawRecordings(patientId: $patientId, productType: $productType) {
      caseId
      caseName
      caseCreatedAt
      recording {
        id
        kind
        movementType
        name
        url
      }
    }
  }
`);

const ComparisonAnalysisDocument = graphql(`
  query ComparisonAnalysis($caseId: ID!) {
    jawAnalysis(caseId: $caseId) {
      caseId
      ip
      lc
      rc
      recordings {
        recordingId
        incisalTravelMm
        maxOpeningMm
        protrusionMm
        lateralIncisalMm
        condylarInclination {
          side
          at3mmDeg
          at5mmDeg
        }
        bennettAngleDeg
        immediateSideShiftMm
        incisalGuidanceDeg
        openingDeviationMm
      }
    }
  }
`);

export interface PatientRecording {
  id: string;
  caseId: number;
  caseName: string;
  caseCreatedAt: string;
  movementType: number | null;
  name: string;
  url: string;
}

/** The patient's movement recordings, of one facebow product type's cases when given. */
export function usePatientRecordings(patientId: string | null, productType?: number) {
  const { data, loading, error } = useQuery(ComparisonRecordingsDocument, {
    variables: { patientId: patientId ?? '', productType: productType ?? null },
    skip: patientId === null,
    fetchPolicy: 'network-only',
  });
  const recordings = useMemo<PatientRecording[]>(
    () =>
      (data?.patientJawRecordings ?? [])
        .filter((row) => row.recording.kind === 'movement')
        .map((row) => ({
          id: row.recording.id,
          caseId: Number(row.caseId),
          caseName: row.caseName,
          caseCreatedAt: String(row.caseCreatedAt),
          movementType: row.recording.movementType ?? null,
          name: row.recording.name,
          url: row.recording.url,
        })),
    [data],
  );
  return { recordings, loading, failed: Boolean(error) };
}

export interface CaseAnalysis {
  reference: { ip: [number, number, number]; lc: [number, number, number]; rc: [number, number, number] };
  values: Map<string, RecordingValues>;
}

/**
 * What the comparison shows of each chosen recording: its values and its case's IP/LC/RC from the
 * server's jaw analysis (one query per case), and its decoded poses (from the presigned URL).
 */
export function useComparedRecordings(chosen: readonly PatientRecording[]) {
  const client = useApolloClient();
  const [analyses, setAnalyses] = useState(new Map<number, CaseAnalysis>());
  const [trajectories, setTrajectories] = useState(new Map<string, Trajectory>());
  const [failed, setFailed] = useState(false);
  const caseKey = [...new Set(chosen.map((r) => r.caseId))].sort().join(',');
  const recordingKey = chosen.map((r) => r.id).join(',');

  useEffect(() => {
    let live = true;
    const ids = caseKey ? caseKey.split(',').map(Number) : [];
    Promise.all(
      ids.map(async (caseId) => {
        const { data } = await client.query({
          query: ComparisonAnalysisDocument,
          variables: { caseId: String(caseId) },
        });
        const a = data!.jawAnalysis;
        const values = new Map(a.recordings.map((r) => [String(r.recordingId), r as RecordingValues]));
        const point = (p: readonly number[]) => [p[0]!, p[1]!, p[2]!] as [number, number, number];
        return [caseId, { reference: { ip: point(a.ip), lc: point(a.lc), rc: point(a.rc) }, values }] as const;
      }),
    ).then(
      (entries) => live && setAnalyses(new Map(entries)),
      (failure: unknown) => {
        console.error(failure);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [client, caseKey]);

  useEffect(() => {
    let live = true;
    Promise.all(
      chosen.map(async (r) => {
        const response = await fetch(r.url);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return [r.id, decodeTrajectory(new Uint8Array(await response.arrayBuffer()))] as const;
      }),
    ).then(
      (entries) => live && setTrajectories(new Map(entries)),
      (failure: unknown) => {
        console.error(failure);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
    // the URLs are re-signed on every list load; the chosen recordings are what matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recordingKey]);

  return { analyses, trajectories, failed };
}
