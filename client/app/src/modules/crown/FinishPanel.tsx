import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, CheckmarkRegular, CubeRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/I18nProvider';
import { viewerUrl } from '../viewer/urls';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export type CrownExportFormat = 'stl' | 'ply' | 'obj' | 'drc';
const FORMATS: { format: CrownExportFormat; labelId: string }[] = [
  { format: 'stl', labelId: 'crown.export.stl' },
  { format: 'ply', labelId: 'crown.export.ply' },
  { format: 'obj', labelId: 'crown.export.obj' },
  { format: 'drc', labelId: 'crown.export.drc' },
];

interface Props {
  finished: boolean;
  /** Finish is running or done: its button is off (the exports of a finished crown stay on). */
  busy: boolean;
  caseId: number;
  /** The finished crown's model file of the case, when finished in this session. */
  fileId: string | null;
  onFinish(): void;
  onExport(format: CrownExportFormat): void;
}

/** Finish (closed crown, minimal thickness checked), export as STL, PLY, OBJ or Draco, open the STL in the viewer. */
export function FinishPanel({ finished, busy, caseId, fileId, onFinish, onExport }: Props) {
  const styles = useStyles();
  const t = useT();
  const navigate = useNavigate();
  return (
    <div className={styles.root} data-testid="crown-finish-step">
      <Text weight="semibold">{t('crown.step.finish')}</Text>
      <Button
        appearance="primary"
        icon={<CheckmarkRegular />}
        disabled={busy}
        onClick={onFinish}
        data-testid="crown-finish"
      >
        {t('crown.finish')}
      </Button>
      {finished && (
        <>
          <Text data-testid="crown-finished">{t('crown.finish.done')}</Text>
          <Text>{t('crown.export')}</Text>
          <div className={styles.row}>
            {FORMATS.map(({ format, labelId }) => (
              <Button
                key={format}
                size="small"
                icon={<ArrowDownloadRegular />}
                data-testid={`crown-export-${format}`}
                onClick={() => onExport(format)}
              >
                {t(labelId)}
              </Button>
            ))}
          </div>
          <Button
            icon={<CubeRegular />}
            data-testid="crown-open-viewer"
            onClick={() => navigate(viewerUrl({ caseId, fileId }))}
          >
            {t('crown.openInViewer')}
          </Button>
        </>
      )}
    </div>
  );
}
