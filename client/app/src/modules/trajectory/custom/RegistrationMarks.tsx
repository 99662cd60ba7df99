import { useMutation } from '@apollo/client/react';
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { notify } from '../../../feedback/bus';
import { useT } from '../../../i18n/I18nProvider';
import { MarkToggles, type ScanMarking } from '../ScanMarks';
import type { TrajectoryView } from '../TrajectoryFrame';
import { SetJawMarksDocument } from '../trajectory.queries';

export const MARKS = ['ip', 'mb36', 'mb46'] as const;
export type MarkName = (typeof MARKS)[number];

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

interface Props {
  view: TrajectoryView;
  marking: ScanMarking<MarkName>;
}

/** Registration: IP and the mesiobuccal cusps of 36 and 46 clicked on the lower scan, then saved. */
export function RegistrationMarks({ view, marking }: Props) {
  const styles = useStyles();
  const t = useT();
  const [save, saving] = useMutation(SetJawMarksDocument);
  const { marks } = marking;
  const complete = MARKS.every((m) => marks[m]);

  const submit = async () => {
    if (!marks.ip || !marks.mb36 || !marks.mb46) return;
    const result = await save({
      variables: { caseId: view.trajectoryCase.caseId, ip: marks.ip, mb36: marks.mb36, mb46: marks.mb46 },
    }).catch(() => null);
    if (!result?.data) return;
    notify.success('trajectory.marks.saved');
    if (result.data.setJawMarks.invalidated) notify.warning('trajectory.params.invalidated');
    marking.setMarking(null);
    await view.refresh();
  };

  return (
    <div className={styles.row} data-testid="registration-marks">
      <Text weight="semibold">{t('trajectory.step.registration')}</Text>
      <MarkToggles
        names={MARKS}
        marking={marking}
        label={(m) => t(`trajectory.marks.${m}`)}
        hint={t('trajectory.marks.hint')}
      />
      <Button size="small" disabled={!complete || saving.loading} onClick={() => void submit()}>
        {t('trajectory.marks.save')}
      </Button>
    </div>
  );
}
