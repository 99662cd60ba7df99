import { makeStyles, Text, ToggleButton, tokens } from '@fluentui/react-components';
import type { V3 } from '@odontia/shared';
import type { PickHit } from '@odontia/viewer';
import { useCallback, useState } from 'react';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

export type ScanMarks<N extends string> = Partial<Record<N, V3>>;

/** Named points clicked on a scan: which one the next click places, and where each one is. */
export interface ScanMarking<N extends string> {
  marking: N | null;
  setMarking: (name: N | null) => void;
  marks: ScanMarks<N>;
  setMarks: (update: (marks: ScanMarks<N>) => ScanMarks<N>) => void;
  /** Places the point being marked at a viewer click; false when no point was being marked. */
  place: (hit: PickHit | null) => boolean;
}

export function useScanMarking<N extends string>(): ScanMarking<N> {
  const [marking, setMarking] = useState<N | null>(null);
  const [marks, setMarks] = useState<ScanMarks<N>>({});
  const place = useCallback(
    (hit: PickHit | null) => {
      if (!marking) return false;
      if (hit) {
        setMarks((m) => ({ ...m, [marking]: [hit.point.x, hit.point.y, hit.point.z] }));
        setMarking(null);
      }
      return true;
    },
    [marking],
  );
  return { marking, setMarking, marks, setMarks, place };
}

interface Props<N extends string> {
  names: readonly N[];
  marking: ScanMarking<N>;
  label: (name: N, index: number) => string;
  /** Shown while a point waits for its click (which scan to click). */
  hint: string;
}

/** One toggle per named point (filled once placed); pressing one makes the next scan click place it. */
export function MarkToggles<N extends string>({
  names,
  marking: { marking, setMarking, marks },
  label,
  hint,
}: Props<N>) {
  const styles = useStyles();
  return (
    <div className={styles.row}>
      {names.map((name, index) => (
        <ToggleButton
          key={name}
          size="small"
          checked={marking === name}
          appearance={marks[name] ? 'primary' : 'secondary'}
          data-mark={name}
          data-at={marks[name]?.map((v) => v.toFixed(3)).join(' ')}
          onClick={() => setMarking(marking === name ? null : name)}
        >
          {label(name, index)}
        </ToggleButton>
      ))}
      {marking && <Text size={200}>{hint}</Text>}
    </div>
  );
}
