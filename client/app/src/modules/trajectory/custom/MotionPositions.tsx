import { Button, Dropdown, Field, Input, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { MovementType, pointPath, projectPath } from '@odontia/shared';
import { useMemo, useState } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { ValuesTable } from '../motion/ValuesTable';
import { POINTS, type PointName } from '../motion/paths';
import { Panel } from '../Panel';
import type { TrajectoryView } from '../TrajectoryFrame';
import { referenceOf, useTrajectories } from '../trajectory-data';
import { extentRows } from './extents';

const useStyles = makeStyles({
  form: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start', flexWrap: 'wrap' },
});

interface MotionPosition {
  name: string;
  movementType: number;
  reference: PointName;
}

const TYPES = Object.values(MovementType);

/** Named motion positions (seed 001: name, movement type and reference position, all required). */
export function MotionPositions({ view }: { view: TrajectoryView }) {
  const styles = useStyles();
  const t = useT();
  const [name, setName] = useState('');
  const [movementType, setMovementType] = useState<number | null>(null);
  const [reference, setReference] = useState<PointName | null>(null);
  const [tried, setTried] = useState(false);
  const [positions, setPositions] = useState<MotionPosition[]>([]);

  const add = () => {
    setTried(true);
    if (!name.trim() || movementType === null || reference === null) return;
    setPositions((list) => [...list, { name: name.trim(), movementType, reference }]);
    setName('');
    setTried(false);
  };

  return (
    <Panel title={t('trajectory.custom.positions')} testId="custom-positions">
      <div className={styles.form}>
        <Field
          label={t('trajectory.custom.positionName')}
          required
          validationMessage={tried && !name.trim() ? t('trajectory.custom.nameRequired') : undefined}
        >
          <Input data-testid="position-name" value={name} onChange={(_, d) => setName(d.value)} />
        </Field>
        <Field
          label={t('trajectory.movementType')}
          required
          validationMessage={tried && movementType === null ? t('trajectory.custom.typeRequired') : undefined}
        >
          <Dropdown
            data-testid="position-type"
            value={movementType === null ? '' : t(`trajectory.movement.${movementType}`)}
            selectedOptions={movementType === null ? [] : [String(movementType)]}
            onOptionSelect={(_, d) => setMovementType(d.optionValue === undefined ? null : Number(d.optionValue))}
          >
            {TYPES.map((type) => (
              <Option key={type} value={String(type)}>
                {t(`trajectory.movement.${type}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field
          label={t('trajectory.custom.referencePosition')}
          required
          validationMessage={tried && reference === null ? t('trajectory.custom.referenceRequired') : undefined}
        >
          <Dropdown
            data-testid="position-reference"
            value={reference ? t(`trajectory.${reference}`) : ''}
            selectedOptions={reference ? [reference] : []}
            onOptionSelect={(_, d) => setReference((d.optionValue as PointName | undefined) ?? null)}
          >
            {POINTS.map((p) => (
              <Option key={p} value={p}>
                {t(`trajectory.${p}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Button appearance="primary" data-testid="position-add" style={{ marginTop: 22 }} onClick={add}>
          {t('trajectory.custom.add')}
        </Button>
      </div>
      {positions.map((p, i) => (
        <PositionValues key={`${p.name}-${i}`} view={view} position={p} />
      ))}
    </Panel>
  );
}

function PositionValues({ view, position }: { view: TrajectoryView; position: MotionPosition }) {
  const t = useT();
  const recordings = useMemo(
    () => view.recordings.filter((r) => r.kind === 'movement' && r.movementType === position.movementType),
    [view.recordings, position.movementType],
  );
  const { trajectories } = useTrajectories(recordings);
  const reference = useMemo(() => referenceOf(view.analysis), [view.analysis]);
  const title = `${position.name} · ${t(`trajectory.movement.${position.movementType}`)} · ${t(`trajectory.${position.reference}`)}`;
  if (recordings.length === 0)
    return (
      <Text data-testid="motion-position">
        {title}: {t('trajectory.custom.noRecording')}
      </Text>
    );
  return (
    <div data-testid="motion-position">
      <Text weight="semibold">{title}</Text>
      {recordings.map((r) => {
        const trajectory = trajectories.get(r.id);
        if (!trajectory) return null;
        const path = projectPath(pointPath(trajectory, reference[position.reference]), reference.plane);
        return <ValuesTable key={r.id} rows={extentRows(path)} methods={false} />;
      })}
    </div>
  );
}
