import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/I18nProvider';
import type { TrajectoryView } from '../TrajectoryFrame';
import { useTrajectories } from '../trajectory-data';

type Recording = TrajectoryView['recordings'][number];

/**
 * The case's movement recordings, the one chosen (the address's `recordingId`, else the first, until
 * the clinician picks) and its trajectory.
 */
export function useChosenMovement(view: TrajectoryView) {
  const movements = view.recordings.filter((r) => r.kind === 'movement');
  const [params] = useSearchParams();
  const [chosenId, setChosenId] = useState<string | null>(() => params.get('recordingId'));
  const chosen = movements.find((r) => r.id === chosenId) ?? movements[0] ?? null;
  const { trajectories, failed } = useTrajectories(useMemo(() => (chosen ? [chosen] : []), [chosen]));
  const trajectory = chosen ? (trajectories.get(chosen.id) ?? null) : null;
  return { movements, chosen, choose: setChosenId, trajectory, failed };
}

interface Props {
  movements: Recording[];
  chosen: Recording | null;
  onChoose: (id: string | null) => void;
  testId: string;
}

export function RecordingPicker({ movements, chosen, onChoose, testId }: Props) {
  const t = useT();
  const label = (r: Recording) => `${t(`trajectory.movement.${r.movementType}`)} · ${r.name}`;
  return (
    <Field label={t('trajectory.recording')}>
      <Dropdown
        data-testid={testId}
        value={chosen ? label(chosen) : ''}
        selectedOptions={chosen ? [chosen.id] : []}
        onOptionSelect={(_, d) => onChoose(d.optionValue ?? null)}
      >
        {movements.map((r) => (
          <Option key={r.id} value={r.id} text={label(r)}>
            {label(r)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
