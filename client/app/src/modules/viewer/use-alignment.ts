import { MESSAGES, type AlignmentResult, type DentalViewer } from '@odontia/viewer';
import { useEffect, useState } from 'react';
import { notify } from '../../feedback/bus';

const MARKS_NEEDED = 4;
const MARKER_SIZE = 10;

function markerElement(index: number, source: boolean): HTMLElement {
  const el = document.createElement('div');
  el.textContent = String(index + 1);
  Object.assign(el.style, {
    width: `${MARKER_SIZE + 6}px`,
    height: `${MARKER_SIZE + 6}px`,
    marginLeft: `-${(MARKER_SIZE + 6) / 2}px`,
    marginTop: `-${(MARKER_SIZE + 6) / 2}px`,
    borderRadius: '50%',
    background: source ? '#FB566D' : '#317ACD',
    color: '#fff',
    font: '10px/16px sans-serif',
    textAlign: 'center',
  });
  return el;
}

/**
 * The alignment panel's state: source and target models, their marks (drawn as numbered markers,
 * red on the source, blue on the target), start (rigid fit of the 4 pairs refined by ICP) and the
 * residual error.
 */
export function useAlignment(viewer: DentalViewer | null) {
  const [sourceId, setSourceId] = useState('');
  const [targetId, setTargetId] = useState('');
  const [marks, setMarks] = useState<Record<string, number>>({});
  const [result, setResult] = useState<AlignmentResult | null>(null);
  const [busy, setBusy] = useState(false);

  // Marks come from clicks inside the viewer (its own event emitter), not from React.
  useEffect(() => {
    if (!viewer) return;
    const placed = new Set<string>();
    const draw = (modelId: string, points: [number, number, number][]) => {
      for (const id of [...placed].filter((id) => id.startsWith(`mark:${modelId}:`))) {
        viewer.removeMarker(id);
        placed.delete(id);
      }
      points.forEach((point, index) => {
        const id = `mark:${modelId}:${index}`;
        viewer.addMarker({
          id,
          element: markerElement(index, modelId === sourceId),
          localPosition: point,
          keepSize: true,
        });
        placed.add(id);
      });
      setMarks((previous) => ({ ...previous, [modelId]: points.length }));
    };
    const off = viewer.events.on('mark', ({ modelId, points }) => draw(modelId, points));
    return () => {
      off();
      for (const id of placed) viewer.removeMarker(id);
    };
  }, [viewer, sourceId]);

  const start = () => {
    if (!viewer) return;
    if (!sourceId || !targetId || sourceId === targetId) {
      notify.warning('viewer.alignmentSameModel');
      return;
    }
    if (viewer.getMarks(sourceId).length !== MARKS_NEEDED || viewer.getMarks(targetId).length !== MARKS_NEEDED) {
      notify.warning('viewer.alignmentPoints');
      return;
    }
    setBusy(true);
    // Let the spinner paint before ICP takes the main thread.
    setTimeout(() => {
      try {
        setResult(viewer.align(sourceId, targetId));
        viewer.setMarks(sourceId, viewer.getMarks(sourceId));
      } catch (error) {
        console.error(error);
        notify.error(
          error instanceof Error && error.message === MESSAGES.alignmentPoints
            ? 'viewer.alignmentPoints'
            : 'viewer.alignmentFailed',
        );
      } finally {
        setBusy(false);
      }
    }, 30);
  };

  const clearMarks = () => {
    for (const id of [sourceId, targetId]) if (id && viewer) viewer.setMarks(id, []);
    setResult(null);
  };

  return { sourceId, targetId, setSourceId, setTargetId, marks, result, busy, start, clearMarks };
}
