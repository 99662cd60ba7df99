import {
  Button,
  Checkbox,
  Field,
  makeStyles,
  Radio,
  RadioGroup,
  SpinButton,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useMutation, useQuery } from '@apollo/client/react';
import { CT_CANAL } from '@odontia/shared';
import {
  canalTube,
  MODEL_IDS,
  snapToLumen,
  surfaceModel,
  type LoadedModel,
  type SegmentationResult,
} from '@odontia/viewer';
import { useEffect, useMemo, useState } from 'react';
import { notify } from '../../feedback/bus';
import { useT } from '../../i18n/I18nProvider';
import { CaseCtCanalsDocument, SetCaseCtCanalsDocument } from './ct.queries';

type Point = [number, number, number];
type Side = 'left' | 'right';

const DIAMETER = CT_CANAL.diameterMm;

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  colour: { width: '28px', height: '22px', padding: 0, border: 'none', background: 'none' },
});

interface Props {
  /** The segmentation the points snap to the canal's lumen on. */
  result: SegmentationResult;
  /** Where the slices' cursor is (patient frame, mm): a point is added there. */
  cursor: Point;
  caseId: number | null;
  onModels(models: LoadedModel[]): void;
}

/**
 * Mandibular canal tracing: the clinician moves the slices' cursor onto the canal and adds points along it;
 * each snaps to the middle of the lumen, and a tube of the chosen diameter follows the spline through them.
 * Saved with the case; shown, hidden and recoloured like the segmented structures.
 */
export function CanalPanel({ result, cursor, caseId, onModels }: Props) {
  const styles = useStyles();
  const t = useT();
  const [side, setSide] = useState<Side>('left');
  const [lines, setLines] = useState<Record<Side, Point[]>>({ left: [], right: [] });
  const [diameter, setDiameter] = useState<number>(DIAMETER.default);
  const [shown, setShown] = useState(true);
  const [colour, setColour] = useState<string>(MODEL_IDS.canal.color);
  const saved = useQuery(CaseCtCanalsDocument, {
    variables: { caseId: String(caseId ?? '') },
    skip: caseId === null,
    fetchPolicy: 'network-only',
  });
  const [save, saving] = useMutation(SetCaseCtCanalsDocument);

  const stored = saved.data?.caseCtCanals;
  useEffect(() => {
    if (!stored) return;
    setLines({ left: stored.left as Point[], right: stored.right as Point[] });
    setDiameter(stored.diameterMm);
  }, [stored]);

  const tubes = useMemo(
    () =>
      (['left', 'right'] as const).flatMap((s) =>
        lines[s].length >= 2 ? [{ side: s, tube: canalTube(lines[s], diameter) }] : [],
      ),
    [lines, diameter],
  );
  useEffect(
    () =>
      onModels(shown ? tubes.map(({ side: s, tube }) => surfaceModel(tube, `${MODEL_IDS.canal.id}-${s}`, colour)) : []),
    [tubes, shown, colour, onModels],
  );

  const edit = (next: Point[]) => setLines((current) => ({ ...current, [side]: next }));
  const length = tubes.find((x) => x.side === side)?.tube.lengthMm ?? 0;

  return (
    <>
      <Text weight="semibold">{t('ct.canal.title')}</Text>
      <Text size={200}>{t('ct.canal.hint')}</Text>
      <RadioGroup layout="horizontal" value={side} onChange={(_, d) => setSide(d.value as Side)}>
        <Radio value="left" label={t('ct.canal.left')} data-testid="ct-canal-left" />
        <Radio value="right" label={t('ct.canal.right')} data-testid="ct-canal-right" />
      </RadioGroup>
      <div className={styles.row}>
        <Button
          size="small"
          data-testid="ct-canal-add"
          onClick={() => edit([...lines[side], snapToLumen(result.volume, result.segmentation, cursor)])}
        >
          {t('ct.canal.add')}
        </Button>
        <Button size="small" disabled={!lines[side].length} onClick={() => edit(lines[side].slice(0, -1))}>
          {t('ct.canal.undo')}
        </Button>
        <Button size="small" disabled={!lines[side].length} onClick={() => edit([])} data-testid="ct-canal-clear">
          {t('ct.canal.clear')}
        </Button>
      </div>
      <Text size={200} data-testid="ct-canal-count" data-points={lines[side].length} data-length-mm={length.toFixed(1)}>
        {t('ct.canal.count', { count: lines[side].length, length: length.toFixed(1) })}
      </Text>
      <Field label={t('ct.canal.diameter')}>
        <SpinButton
          value={diameter}
          min={DIAMETER.min}
          max={DIAMETER.max}
          step={DIAMETER.step}
          precision={1}
          onChange={(_, d) => {
            const v = d.value ?? Number(d.displayValue);
            if (Number.isFinite(v)) setDiameter(Math.min(DIAMETER.max, Math.max(DIAMETER.min, v)));
          }}
        />
      </Field>
      <div className={styles.row}>
        <Checkbox checked={shown} label={t('ct.structure.canal')} onChange={(_, d) => setShown(Boolean(d.checked))} />
        <input
          type="color"
          className={styles.colour}
          aria-label={t('ct.colour', { name: t('ct.structure.canal') })}
          value={colour}
          onChange={(event) => setColour(event.target.value)}
        />
      </div>
      {caseId !== null && (
        <Button
          size="small"
          disabled={saving.loading || lines.left.length === 1 || lines.right.length === 1}
          data-testid="ct-canal-save"
          onClick={() =>
            void save({
              variables: { caseId: String(caseId), diameterMm: diameter, left: lines.left, right: lines.right },
            })
              .then(() => notify.success('ct.canal.saved'))
              .catch((error: unknown) => {
                console.error(error);
                notify.error('ct.canal.saveFailed');
              })
          }
        >
          {t('ct.canal.save')}
        </Button>
      )}
    </>
  );
}
