import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { V3 } from '@odontia/shared';
import { Viewer, type DentalViewer } from '@odontia/viewer';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { PageSpinner } from '../../../layout/PageSpinner';
import { useCaseModelSources } from '../../viewer/case-files';
import { pickJaws } from '../playback/use-playback-data';
import { MarkToggles, useScanMarking, type ScanMarking } from '../ScanMarks';
import { MAX_SCAN_POINTS, orderedScanPoints, REQUIRED_SCAN_POINTS, scanPointNames } from './session';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  viewer: { position: 'relative', height: '380px' },
});

const MARK_STYLE = {
  width: '22px',
  height: '22px',
  borderRadius: '50%',
  background: '#c50f1f',
  border: '2px solid #fff',
  color: '#fff',
  font: '600 12px/22px sans-serif',
  textAlign: 'center',
  cursor: 'grab',
  pointerEvents: 'auto',
  touchAction: 'none',
} as const;

/** The scan points of a recording session: the names in touch order, where each is, the list once complete. */
export interface ScanPointsState {
  marking: ScanMarking<string>;
  names: string[];
  setExtra: (extra: number) => void;
  /** The marked points in touch order (empty until every named point is placed). */
  points: V3[];
  /** Puts back the points of a kept session. */
  restore: (extra: number, marks: Record<string, V3>) => void;
}

export function useScanPoints(): ScanPointsState {
  const marking = useScanMarking<string>();
  const [extra, setExtra] = useState(0);
  const names = useMemo(() => scanPointNames(extra), [extra]);
  const points = useMemo(() => orderedScanPoints(names, marking.marks), [names, marking.marks]);
  const { setMarks } = marking;
  const restore = useCallback(
    (count: number, marks: Record<string, V3>) => {
      setExtra(count);
      setMarks(() => marks);
    },
    [setMarks],
  );
  return { marking, names, setExtra, points, restore };
}

interface Props {
  caseId: string;
  state: ScanPointsState;
}

/**
 * The pointer points marked on the upper scan (IP, the mesiobuccal cusps of 16 and 26, up to five
 * more), in the order the pointer touches them in the registration video; a placed point can be
 * dragged over the scan or placed again.
 */
export function ScanPoints({ caseId, state: { marking, names, setExtra, points } }: Props) {
  const styles = useStyles();
  const t = useT();
  const { sources, loading } = useCaseModelSources(Number(caseId), null);
  const upper = useMemo(() => {
    const jaws = pickJaws(sources);
    return jaws ? [jaws.upper] : [];
  }, [sources]);
  const [viewer, setViewer] = useState<DentalViewer | null>(null);
  const [ready, setReady] = useState(false);
  const { marks, setMarks } = marking;
  const label = (name: string, index: number) =>
    `${index + 1} · ${(REQUIRED_SCAN_POINTS as readonly string[]).includes(name) ? t(`capture.points.${name}`) : t('capture.points.extra')}`;

  useEffect(() => {
    if (!viewer) return;
    const placed = names.flatMap((name, index) => {
      const at = marks[name];
      if (!at) return [];
      const element = document.createElement('div');
      element.textContent = String(index + 1);
      element.dataset.scanPoint = name;
      const marker = viewer.addMarker({ id: `scan-point-${name}`, element, localPosition: [...at], keepSize: true });
      if (!marker) return [];
      Object.assign(element.style, MARK_STYLE);
      // dragging moves the marker over the surface and keeps where it was released
      element.onpointerdown = (down) => {
        down.stopPropagation();
        element.setPointerCapture(down.pointerId);
        viewer.controls.enabled = false;
        element.onpointermove = (move) => {
          const hit = viewer.pickAt(move.clientX, move.clientY);
          if (!hit) return;
          marker.options.localPosition = [hit.point.x, hit.point.y, hit.point.z];
          viewer.invalidate();
        };
        element.onpointerup = () => {
          element.onpointermove = element.onpointerup = null;
          viewer.controls.enabled = true;
          const [x, y, z] = marker.options.localPosition;
          setMarks((m) => ({ ...m, [name]: [x, y, z] }));
        };
      };
      return [marker.id];
    });
    return () => placed.forEach((id) => viewer.removeMarker(id));
  }, [viewer, names, marks, setMarks]);

  const clear = () => {
    setMarks(() => ({}));
    setExtra(0);
    marking.setMarking(null);
  };
  const removeLast = () => {
    const last = names[names.length - 1]!;
    setMarks(({ [last]: _, ...rest }) => rest);
    setExtra(names.length - REQUIRED_SCAN_POINTS.length - 1);
  };

  return (
    <section className={styles.root} aria-label={t('capture.points.title')} data-testid="capture-scan-points">
      <Text weight="semibold">{t('capture.points.title')}</Text>
      <Text size={200}>{t('capture.points.order')}</Text>
      <MarkToggles names={names} marking={marking} label={label} hint={t('capture.points.hint')} />
      <div className={styles.row}>
        <Button
          size="small"
          disabled={names.length >= MAX_SCAN_POINTS}
          onClick={() => setExtra(names.length - REQUIRED_SCAN_POINTS.length + 1)}
        >
          {t('capture.points.add')}
        </Button>
        {names.length > REQUIRED_SCAN_POINTS.length && (
          <Button size="small" onClick={removeLast}>
            {t('capture.points.removeLast')}
          </Button>
        )}
        <Button size="small" onClick={clear}>
          {t('capture.points.clear')}
        </Button>
        <Text size={200} data-testid="capture-points-count" data-count={points.length}>
          {t('capture.points.count', { placed: names.filter((n) => marks[n]).length, total: names.length })}
        </Text>
      </div>
      {loading ? (
        <PageSpinner />
      ) : upper.length === 0 ? (
        <Text>{t('capture.points.noUpper')}</Text>
      ) : (
        <div className={styles.viewer} data-testid="capture-viewer" data-ready={ready}>
          <Viewer
            models={upper}
            onViewer={setViewer}
            onReady={() => setReady(true)}
            onClick={(hit) => void marking.place(hit)}
            style={{ height: '100%', borderRadius: 8 }}
          />
        </div>
      )}
    </section>
  );
}
