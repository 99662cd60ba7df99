import { makeStyles, tokens } from '@fluentui/react-components';
import { toothOutline, toothPoint, type FaceMarkSet, type SmileDesign, type V3 } from '@odontia/shared';
import { useRef, type PointerEvent } from 'react';

export type ZoomMode = 'fit' | 'actual' | 'zoom';

const useStyles = makeStyles({
  svg: {
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    touchAction: 'none',
  },
  handle: { cursor: 'grab' },
});

/** Mark colours: the midline stands out, the rest are calm. */
const COLOURS: Record<string, string> = {
  midline: '#FB566D',
  pupils: '#317ACD',
  upperLip: '#16c2a6',
  innerCanthi: '#77B316',
  alae: '#b8860b',
  smileLine: '#d946ef',
  lipContour: '#f97316',
};

interface Props {
  landmarks: V3[];
  marks: FaceMarkSet;
  design: SmileDesign | null;
  mode: ZoomMode;
  readOnly: boolean;
  onChange: (marks: FaceMarkSet) => void;
  onCommit: (marks: FaceMarkSet) => void;
}

type Path = { name: keyof FaceMarkSet; index: number | null };

const flat = (marks: FaceMarkSet): { path: Path; point: V3 }[] =>
  (Object.keys(marks) as (keyof FaceMarkSet)[]).flatMap((name): { path: Path; point: V3 }[] => {
    const value = marks[name] as V3 | V3[] | undefined;
    if (!value) return [];
    if (typeof value[0] === 'number') return [{ path: { name, index: null }, point: value as V3 }];
    return (value as V3[]).map((point, index) => ({ path: { name, index }, point }));
  });

function moved(marks: FaceMarkSet, { name, index }: Path, x: number, y: number): FaceMarkSet {
  const value = marks[name] as V3 | V3[];
  if (index === null) {
    const p = value as V3;
    return { ...marks, [name]: [x, y, p[2]] };
  }
  const list = (value as V3[]).map((p, i): V3 => (i === index ? [x, y, p[2]] : p));
  return { ...marks, [name]: list };
}

/**
 * The frontal view of the face in millimetres (x to the patient's left = screen right, y up): the
 * landmarks, the draggable marks and the designed teeth drawn in place. Actual Size draws 1 mm as 1 mm
 * of the screen (CSS millimetres); Start Zoom frames the mouth.
 */
export function MarkingView({ landmarks, marks, design, mode, readOnly, onChange, onCommit }: Props) {
  const styles = useStyles();
  const svg = useRef<SVGSVGElement>(null);
  const dragging = useRef<{ path: Path; marks: FaceMarkSet } | null>(null);
  const xs = landmarks.map((p) => p[0]);
  const ys = landmarks.map((p) => -p[1]);
  const pad = 10;
  let box = [
    Math.min(...xs) - pad,
    Math.min(...ys) - pad,
    Math.max(...xs) - Math.min(...xs) + 2 * pad,
    Math.max(...ys) - Math.min(...ys) + 2 * pad,
  ];
  const lip = marks.upperLip;
  if (mode === 'zoom' && lip) box = [lip[0] - 30, -lip[1] - 22, 60, 44];
  const size = mode === 'actual' ? { width: `${box[2]}mm`, height: `${box[3]}mm` } : { width: '100%', height: '100%' };

  const toMm = (e: PointerEvent): [number, number] => {
    const ctm = svg.current!.getScreenCTM()!.inverse();
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm);
    return [p.x, -p.y];
  };
  const onMove = (e: PointerEvent) => {
    if (!dragging.current) return;
    const [x, y] = toMm(e);
    dragging.current.marks = moved(dragging.current.marks, dragging.current.path, x, y);
    onChange(dragging.current.marks);
  };
  const onUp = () => {
    if (dragging.current) onCommit(dragging.current.marks);
    dragging.current = null;
  };

  const line = (name: keyof FaceMarkSet, closed = false) => {
    const value = marks[name] as V3[] | undefined;
    if (!value || typeof value[0] === 'number') return null;
    const points = value.map((p) => `${p[0]},${-p[1]}`).join(' ');
    const Shape = closed ? 'polygon' : 'polyline';
    return <Shape key={name} points={points} fill="none" stroke={COLOURS[name]} strokeWidth={0.5} />;
  };

  return (
    <svg
      ref={svg}
      className={styles.svg}
      viewBox={box.join(' ')}
      style={size}
      preserveAspectRatio="xMidYMid meet"
      data-testid="marking-view"
      onPointerMove={onMove}
      onPointerUp={onUp}
      onPointerLeave={onUp}
    >
      {landmarks.map((p, i) => (
        <circle key={i} cx={p[0]} cy={-p[1]} r={0.45} fill={tokens.colorNeutralForeground4} />
      ))}
      {design?.teeth.map((tooth) => (
        <polygon
          key={tooth.fdi}
          data-fdi={tooth.fdi}
          points={toothOutline(tooth)
            .map(([u, v]) => toothPoint(tooth, [u, v, 0]))
            .map((p) => `${p[0]},${-p[1]}`)
            .join(' ')}
          fill="#fffdf5"
          fillOpacity={0.9}
          stroke="#8a7f6a"
          strokeWidth={0.25}
        />
      ))}
      {line('midline')}
      {line('pupils')}
      {line('innerCanthi')}
      {line('alae')}
      {line('smileLine')}
      {line('lipContour', true)}
      {flat(marks).map(({ path, point }) => (
        <circle
          key={`${path.name}-${path.index}`}
          className={styles.handle}
          data-mark={path.name}
          cx={point[0]}
          cy={-point[1]}
          r={path.name === 'lipContour' || path.name === 'smileLine' ? 0.7 : 1.3}
          fill={COLOURS[path.name]}
          onPointerDown={(e) => {
            if (readOnly) return;
            (e.target as Element).setPointerCapture?.(e.pointerId);
            dragging.current = { path, marks };
          }}
        />
      ))}
    </svg>
  );
}
