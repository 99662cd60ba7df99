import { tokens } from '@fluentui/react-components';
import { plotFrame, svgPath, ticks } from './projection';

export interface PlotSeries {
  label: string;
  color: string;
  x: ArrayLike<number>;
  y: ArrayLike<number>;
}

interface Props {
  title: string;
  xLabel: string;
  yLabel: string;
  series: PlotSeries[];
  /** Width and height in px. */
  size?: number;
  testId?: string;
}

const PAD = 36;

/** A path projection with equal axes in mm, grid and labels (plain SVG: prints crisply). */
export function ProjectionPlot({ title, xLabel, yLabel, series, size = 260, testId }: Props) {
  const frame = plotFrame(
    series.map((s) => s.x),
    series.map((s) => s.y),
  );
  const inner = size - 2 * PAD;
  const toX = (v: number) => PAD + ((v - frame.min[0]) / (frame.max[0] - frame.min[0])) * inner;
  const toY = (v: number) => PAD + inner - ((v - frame.min[1]) / (frame.max[1] - frame.min[1])) * inner;
  const grid = tokens.colorNeutralStroke2;
  return (
    <figure style={{ margin: 0 }} data-testid={testId}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={title}>
        <text x={size / 2} y={14} textAnchor="middle" fontSize={12} fontWeight={600}>
          {title}
        </text>
        {ticks(frame.min[0], frame.max[0], frame.step).map((v) => (
          <g key={`x${v}`}>
            <line x1={toX(v)} x2={toX(v)} y1={PAD} y2={PAD + inner} stroke={grid} />
            <text x={toX(v)} y={PAD + inner + 12} fontSize={9} textAnchor="middle">
              {+v.toFixed(2)}
            </text>
          </g>
        ))}
        {ticks(frame.min[1], frame.max[1], frame.step).map((v) => (
          <g key={`y${v}`}>
            <line x1={PAD} x2={PAD + inner} y1={toY(v)} y2={toY(v)} stroke={grid} />
            <text x={PAD - 4} y={toY(v) + 3} fontSize={9} textAnchor="end">
              {+v.toFixed(2)}
            </text>
          </g>
        ))}
        <rect x={PAD} y={PAD} width={inner} height={inner} fill="none" stroke={tokens.colorNeutralStroke1} />
        {series.map((s) => (
          <path key={s.label} d={svgPath(s.x, s.y, toX, toY)} fill="none" stroke={s.color} strokeWidth={1.5} />
        ))}
        <text x={size / 2} y={size - 4} fontSize={10} textAnchor="middle">
          {xLabel}
        </text>
        <text x={10} y={size / 2} fontSize={10} textAnchor="middle" transform={`rotate(-90 10 ${size / 2})`}>
          {yLabel}
        </text>
        {series.map((s, i) => (
          <text key={`l${s.label}`} x={PAD + 4 + i * 34} y={PAD + 12} fontSize={10} fill={s.color} fontWeight={600}>
            {s.label}
          </text>
        ))}
      </svg>
    </figure>
  );
}
