import { Text, ToggleButton } from '@fluentui/react-components';
import type { PlaneBasis, Trajectory, V3 } from '@odontia/shared';
import { Viewer, type DentalViewer, type PickHit } from '@odontia/viewer';
import { useEffect, useState } from 'react';
import { BufferGeometry, Float32BufferAttribute, Group, Line, LineBasicMaterial } from 'three';
import { useT } from '../../i18n/I18nProvider';
import { PageSpinner } from '../../layout/PageSpinner';
import { useCaseModelSources } from '../viewer/case-files';
import { absolutePositions } from './motion/paths';
import {
  BONWILL_COLOR,
  bonwillTriangle,
  disposeOverlay,
  PLANE_COLOR,
  referencePlaneOutline,
} from './motion/reference-overlay';

export interface ViewerPath {
  key: string;
  color: string;
  point: V3;
}

interface Props {
  caseId: number;
  /** The recording whose paths are drawn (null: the scans alone). */
  trajectory: Trajectory | null;
  paths: ViewerPath[];
  /** When given, the Bonwill triangle and the reference plane can be shown (seed viewer labels). */
  reference?: { ip: V3; lc: V3; rc: V3; plane: PlaneBasis };
  onPick?: (hit: PickHit | null) => void;
  height?: number;
}

/**
 * The case's scans in the viewer with the paths of the given mandibular points drawn as lines (the
 * spot where the playback panel takes over at merge: same scans, same frame).
 */
export function MotionViewerArea({ caseId, trajectory, paths, reference, onPick, height = 420 }: Props) {
  const t = useT();
  const { sources, loading } = useCaseModelSources(caseId, null);
  const [viewer, setViewer] = useState<DentalViewer | null>(null);
  const [ready, setReady] = useState(false);
  const [shown, setShown] = useState({ bonwill: false, plane: false });

  useEffect(() => {
    if (!viewer || !trajectory) return;
    const group = new Group();
    group.name = 'motion_lines';
    for (const p of paths) {
      const geometry = new BufferGeometry();
      geometry.setAttribute('position', new Float32BufferAttribute(absolutePositions(trajectory, p.point).flat(), 3));
      group.add(new Line(geometry, new LineBasicMaterial({ color: p.color, depthTest: false })));
    }
    viewer.scene.add(group);
    return () => {
      viewer.scene.remove(group);
      group.traverse((o) => {
        if (o instanceof Line) {
          o.geometry.dispose();
          (o.material as LineBasicMaterial).dispose();
        }
      });
    };
  }, [viewer, trajectory, paths]);

  useEffect(() => {
    if (!viewer || !reference || (!shown.bonwill && !shown.plane)) return;
    const group = new Group();
    group.name = 'reference_lines';
    if (shown.bonwill) group.add(bonwillTriangle(reference));
    if (shown.plane) group.add(referencePlaneOutline(reference));
    viewer.scene.add(group);
    return () => {
      viewer.scene.remove(group);
      disposeOverlay(group);
    };
  }, [viewer, reference, shown]);

  if (loading) return <PageSpinner />;
  return (
    <div data-testid="motion-viewer" data-ready={ready} style={{ height, position: 'relative' }}>
      <Viewer
        models={sources}
        onViewer={setViewer}
        onReady={() => setReady(true)}
        onClick={onPick}
        style={{ height, borderRadius: 8 }}
      />
      <Text size={200} style={{ position: 'absolute', left: 8, bottom: 6 }}>
        {t('trajectory.viewerHint')}
      </Text>
      {reference && (
        <div style={{ position: 'absolute', left: 8, top: 8, display: 'flex', gap: 8 }}>
          <ToggleButton
            size="small"
            checked={shown.bonwill}
            onClick={() => setShown((s) => ({ ...s, bonwill: !s.bonwill }))}
            data-testid="motion-show-bonwill"
            icon={<span style={{ color: BONWILL_COLOR }}>▲</span>}
          >
            {t('trajectory.bonwill')}
          </ToggleButton>
          <ToggleButton
            size="small"
            checked={shown.plane}
            onClick={() => setShown((s) => ({ ...s, plane: !s.plane }))}
            data-testid="motion-show-plane"
            icon={<span style={{ color: PLANE_COLOR }}>■</span>}
          >
            {t('trajectory.params.referencePlane')}
          </ToggleButton>
        </div>
      )}
    </div>
  );
}
