import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface TimeSeries {
  label: string;
  color: string;
  values: ArrayLike<number>;
}

interface Props {
  title: string;
  /** Seconds. */
  times: ArrayLike<number>;
  series: TimeSeries[];
  yLabel: string;
  xLabel: string;
  width?: number;
  height?: number;
  testId?: string;
}

const toData = (xs: ArrayLike<number>, series: TimeSeries[]): uPlot.AlignedData => [
  Array.from(xs),
  ...series.map((s) => Array.from(s.values, (v) => (Number.isNaN(v) ? null : v))),
];

/** A value over time (uPlot: canvas, small and fast for 60 s at 30-100 fps). */
export function TimePlot({ title, times, series, yLabel, xLabel, width = 520, height = 200, testId }: Props) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const plot = new uPlot(
      {
        title,
        width,
        height,
        scales: { x: { time: false } },
        axes: [{ label: xLabel }, { label: yLabel }],
        series: [
          { label: xLabel },
          ...series.map((s) => ({ label: s.label, stroke: s.color, width: 1.5, spanGaps: false })),
        ],
      },
      toData(times, series),
      host.current!,
    );
    return () => plot.destroy();
  }, [title, times, series, yLabel, xLabel, width, height]);
  return <div ref={host} data-testid={testId} />;
}
