import {
  Button,
  Checkbox,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  SpinButton,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  jointSpaceAt,
  jointSurfaces,
  MODEL_IDS,
  segmentInWorker,
  surfaceModel,
  VOXEL_STRUCTURES,
  type CtVolume,
  type JointSpace,
  type LoadedModel,
  type SegmentationResult,
  type VoxelStructure,
} from '@odontia/viewer';
import { useEffect, useMemo, useState } from 'react';
import { notify } from '../../feedback/bus';
import { useT } from '../../i18n/I18nProvider';
import { CanalPanel } from './CanalPanel';
import { CondyleEditor } from './CondyleEditor';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  colour: { width: '28px', height: '22px', padding: 0, border: 'none', background: 'none' },
});

interface Props {
  volume: CtVolume;
  /** The case the CT belongs to, when opened from one: the condyles are saved to it. */
  caseId: number | null;
  /** The surfaces to show in the scene, each with its colour. */
  onModels(models: LoadedModel[]): void;
  /** Where the slices' cursor is (patient frame, mm): canal points are added there. */
  cursor: [number, number, number];
}

const mm = (v: number) => v.toFixed(1);

/** Segmentation of the open CT: skull, jaw and teeth surfaces with colours, condyles, joint space. */
export function SegmentationPanel({ volume, caseId, onModels, cursor }: Props) {
  const styles = useStyles();
  const t = useT();
  const [result, setResult] = useState<SegmentationResult | null>(null);
  const [running, setRunning] = useState(false);
  const [cut, setCut] = useState<number | null>(null);
  const [hidden, setHidden] = useState<Set<VoxelStructure>>(new Set());
  const [colours, setColours] = useState<Record<string, string>>({});

  const run = async (occlusalCut?: number) => {
    setRunning(true);
    try {
      const next = await segmentInWorker(volume, occlusalCut === undefined ? {} : { occlusalCut });
      setResult(next);
      setCut(Math.round(next.segmentation.occlusalCut * 10) / 10);
    } catch (error) {
      console.error(error);
      notify.error('ct.segmentFailed');
    } finally {
      setRunning(false);
    }
  };

  // A new series starts over.
  useEffect(() => setResult(null), [volume]);

  const models = useMemo(
    () =>
      result
        ? VOXEL_STRUCTURES.filter((s) => !hidden.has(s) && result.surfaces[s].triangles > 0).map((s) =>
            surfaceModel(result.surfaces[s], MODEL_IDS[s].id, colours[s] ?? MODEL_IDS[s].color),
          )
        : [],
    [result, hidden, colours],
  );
  const [canals, setCanals] = useState<LoadedModel[]>([]);
  useEffect(() => onModels([...models, ...canals]), [models, canals, onModels]);

  const joints = useMemo(() => {
    if (!result) return null;
    const at = (c: [number, number, number] | null): JointSpace | null =>
      c ? jointSpaceAt(jointSurfaces(result.surfaces.jaw, result.surfaces.skull, c)) : null;
    return { left: at(result.condyles.lc), right: at(result.condyles.rc) };
  }, [result]);

  return (
    <div className={styles.root}>
      <Text weight="semibold">{t('ct.segmentation')}</Text>
      <Button onClick={() => void run()} disabled={running} data-testid="ct-segment">
        {t('ct.segment')}
      </Button>
      {running && <Spinner size="tiny" label={t('ct.segmenting')} />}
      {result && (
        <>
          <Text size={200} data-testid="ct-segment-info">
            {t('ct.segmentInfo', {
              bone: Math.round(result.segmentation.levels.bone),
              tooth: Math.round(result.segmentation.levels.tooth),
              s: (result.ms / 1000).toFixed(1),
            })}
          </Text>
          {VOXEL_STRUCTURES.map((s) => (
            <div key={s} className={styles.row}>
              <Checkbox
                checked={!hidden.has(s)}
                label={t(`ct.structure.${s}`)}
                data-testid={`ct-structure-${s}`}
                onChange={(_, data) =>
                  setHidden((current) => {
                    const next = new Set(current);
                    if (data.checked) next.delete(s);
                    else next.add(s);
                    return next;
                  })
                }
              />
              <input
                type="color"
                className={styles.colour}
                aria-label={t('ct.colour', { name: t(`ct.structure.${s}`) })}
                value={colours[s] ?? MODEL_IDS[s].color}
                onChange={(event) => setColours((current) => ({ ...current, [s]: event.target.value }))}
              />
              <Text size={200} data-testid={`ct-volume-${s}`}>
                {t('ct.volumeCm3', { value: (result.segmentation.volumesMm3[s] / 1000).toFixed(2) })}
              </Text>
            </div>
          ))}
          <Field label={t('ct.occlusalCut')}>
            <SpinButton
              value={cut ?? 0}
              step={0.5}
              onChange={(_, data) => {
                const v = data.value ?? Number(data.displayValue);
                if (Number.isFinite(v)) setCut(v);
              }}
            />
          </Field>
          <Button size="small" disabled={running || cut === null} onClick={() => void run(cut ?? undefined)}>
            {t('ct.applyCut')}
          </Button>
          <CondyleEditor lc={result.condyles.lc} rc={result.condyles.rc} caseId={caseId} />
          <CanalPanel result={result} cursor={cursor} caseId={caseId} onModels={setCanals} />
          {joints &&
            (['left', 'right'] as const).map((side) => {
              const j = joints[side];
              if (!j) return null;
              return j.penetrating ? (
                <MessageBar key={side} intent="warning">
                  <MessageBarBody>{t(`ct.penetration.${side}`, { value: mm(-j.distanceMm) })}</MessageBarBody>
                </MessageBar>
              ) : (
                <Text key={side} size={200} data-testid={`ct-joint-${side}`}>
                  {t(`ct.jointSpace.${side}`, { value: j.distanceMm.toFixed(2) })}
                </Text>
              );
            })}
        </>
      )}
    </div>
  );
}
