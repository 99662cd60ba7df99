import { Button, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { notify } from '../../feedback/bus';
import { useT } from '../../i18n/I18nProvider';
import { SetCaseCondylePointsDocument } from './ct.queries';

type Point = [number, number, number];

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  input: { width: '56px', minWidth: 0 },
});

interface Props {
  /** The suggested points (patient frame, mm). */
  lc: Point | null;
  rc: Point | null;
  /** The case they are saved to; without one they can only be adjusted. */
  caseId: number | null;
}

/** LC and RC as suggested on the CT, adjustable per coordinate, saved to the case for the facebow analysis. */
export function CondyleEditor({ lc, rc, caseId }: Props) {
  const styles = useStyles();
  const t = useT();
  const [points, setPoints] = useState({ lc, rc });
  useEffect(() => setPoints({ lc, rc }), [lc, rc]);
  const [save, { loading }] = useMutation(SetCaseCondylePointsDocument);

  const row = (key: 'lc' | 'rc') => {
    const p = points[key];
    if (!p) return <Text size={200}>{t('ct.condyleMissing', { name: key.toUpperCase() })}</Text>;
    return (
      <div className={styles.row} data-testid={`ct-condyle-${key}`}>
        <Text size={200}>{key.toUpperCase()}</Text>
        {p.map((v, a) => (
          <Input
            key={a}
            className={styles.input}
            size="small"
            type="number"
            aria-label={t('ct.condyleAxis', { name: key.toUpperCase(), axis: 'XYZ'[a]! })}
            value={v.toFixed(1)}
            onChange={(_, data) => {
              const next = Number(data.value);
              if (!Number.isFinite(next)) return;
              setPoints((current) => {
                const point = [...current[key]!] as Point;
                point[a] = next;
                return { ...current, [key]: point };
              });
            }}
          />
        ))}
      </div>
    );
  };

  return (
    <>
      <Text size={200}>{t('ct.condylesHint')}</Text>
      {row('lc')}
      {row('rc')}
      {caseId !== null && points.lc && points.rc && (
        <Button
          size="small"
          disabled={loading}
          data-testid="ct-save-condyles"
          onClick={() =>
            void save({ variables: { caseId: String(caseId), lc: points.lc!, rc: points.rc! } })
              .then(() => notify.success('ct.condylesSaved'))
              .catch((error: unknown) => {
                console.error(error);
                notify.error('ct.condylesSaveFailed');
              })
          }
        >
          {t('ct.saveCondyles')}
        </Button>
      )}
    </>
  );
}
