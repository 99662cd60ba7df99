import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { FolderRegular, FolderOpenRegular } from '@fluentui/react-icons';
import {
  BONE_ISO_HU,
  BONE_WINDOW,
  ctBoneModel,
  readSeries,
  seriesFiles,
  ViewerError,
  voxelPosition,
  voxelAt as voxelNearest,
  MESSAGES,
  type CtVolume,
  type DentalViewer,
  type DicomFile,
  type LoadedModel,
  type SliceAxis,
  type WindowLevel,
} from '@odontia/viewer';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '../../feedback/bus';
import { useT } from '../../i18n/I18nProvider';
import { pickJaws } from '../trajectory/playback/use-playback-data';
import { useCaseModelSources } from '../viewer/case-files';
import { ModelWorkspace } from '../viewer/ModelWorkspace';
import { idParam } from '../viewer/urls';
import { loadCaseSeries } from './case-series';
import { ctErrorNotice, ctSkippedNotice, type CtNotice } from './ct-errors';
import { AXES, centreVoxel, huAt, sliceOf, voxelAt, type Voxel } from './ct-views';
import { CtControls } from './CtControls';
import { SaveToCase } from './SaveToCase';
import { LandmarkPanel } from './LandmarkPanel';
import { ScanRegistration } from './ScanRegistration';
import { SegmentationPanel } from './SegmentationPanel';
import { SliceView } from './SliceView';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    height: `calc(100vh - 56px - 2 * ${tokens.spacingHorizontalXL})`,
    minHeight: '560px',
  },
  side: {
    width: '240px',
    flexShrink: 0,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalM,
    // The column scrolls: its items keep their height instead of being squeezed together.
    '& > *': { flexShrink: 0 },
  },
  main: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  slices: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalS,
    height: '42%',
    minHeight: '220px',
  },
  scene: { flexGrow: 1, minHeight: '260px' },
});

type Indices = Record<SliceAxis, number>;
const indicesOf = (voxel: Voxel): Indices => ({ axial: voxel[2], coronal: voxel[1], sagittal: voxel[0] });

/** /ct/: a DICOM series from disk as axial, coronal and sagittal slices, and its bone surface in 3D. */
export default function CtPage() {
  const styles = useStyles();
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const [volume, setVolume] = useState<CtVolume | null>(null);
  const [reading, setReading] = useState<number | null>(null);
  const [failure, setFailure] = useState<CtNotice | null>(null);
  const [warning, setWarning] = useState<CtNotice | null>(null);
  const [window, setWindow] = useState<WindowLevel>(BONE_WINDOW);
  const [voxel, setVoxel] = useState<Voxel>([0, 0, 0]);
  const cursor = useMemo<[number, number, number]>(
    () => (volume ? voxelPosition(volume, voxel) : [0, 0, 0]),
    [volume, voxel],
  );
  const [indices, setIndices] = useState<Indices>({ axial: 0, coronal: 0, sagittal: 0 });
  const [sync, setSync] = useState(true);
  const [crosshair, setCrosshair] = useState(true);
  const [threshold, setThreshold] = useState(BONE_ISO_HU);
  const [building, setBuilding] = useState(false);
  const [bone, setBone] = useState<LoadedModel[]>([]);
  const [boneInfo, setBoneInfo] = useState<{ triangles: number; ms: number } | null>(null);
  const [structures, setStructures] = useState<LoadedModel[]>([]);
  // The slices of a series opened from disk, which can be stored as the case's CT.
  const [diskFiles, setDiskFiles] = useState<DicomFile[] | null>(null);
  // The segmented surfaces (patient frame) replace the plain bone surface (scanner frame) in the scene.
  const sceneModels = useMemo(() => (structures.length ? structures : bone), [structures, bone]);

  const client = useApolloClient();
  const [params] = useSearchParams();
  const caseId = idParam(params.get('caseId'));

  // A case's scans join the CT in the scene, to be registered onto its teeth.
  const caseModels = useCaseModelSources(caseId, null);
  const jaws = useMemo(() => pickJaws(caseModels.sources), [caseModels.sources]);
  const scanSources = useMemo(() => (jaws ? [jaws.upper, jaws.lower] : NO_SOURCES), [jaws]);
  const scanIds = useMemo(() => jaws && { upper: jaws.upper.id, lower: jaws.lower.id }, [jaws]);
  const [viewer, setViewer] = useState<DentalViewer | null>(null);
  const [scansLoaded, setScansLoaded] = useState(0);

  const show = async (count: number, load: () => Promise<CtVolume>) => {
    setReading(count);
    setFailure(null);
    setWarning(null);
    try {
      const next = await load();
      setWarning(ctSkippedNotice(next));
      const centre = centreVoxel(next);
      setVolume(next);
      setWindow(next.window ?? BONE_WINDOW);
      setVoxel(centre);
      setIndices(indicesOf(centre));
      setBone([]);
      setBoneInfo(null);
    } catch (error) {
      console.error(error);
      const notice = ctErrorNotice(error);
      setFailure(notice);
      notify.error(notice.id, notice.values);
    } finally {
      setReading(null);
    }
  };

  const openFiles = (files: File[]) =>
    show(files.length, async () => {
      let read: DicomFile[];
      try {
        read = await Promise.all(
          files.map(async (file) => ({ name: file.webkitRelativePath || file.name, data: await file.arrayBuffer() })),
        );
      } catch (error) {
        throw new ViewerError(MESSAGES.ctLoadFailed, { cause: error });
      }
      // Zips are unpacked here in the browser; the slices never leave the machine to be opened.
      const slices = seriesFiles(read);
      const opened = await readSeries(slices);
      const skipped = new Set(opened.skipped?.map((f) => f.name));
      setDiskFiles(slices.filter((f) => !skipped.has(f.name)));
      return opened;
    });

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length) void openFiles(files);
  };

  const openCase = (id: number) =>
    show(0, () => {
      setDiskFiles(null);
      return loadCaseSeries(client, id);
    });

  // Arriving from a case (/ct/?caseId=…) opens its stored series.
  useEffect(() => {
    if (caseId !== null) void openCase(caseId);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [caseId]);

  const pick = (axis: SliceAxis, px: number, py: number) => {
    if (!volume) return;
    const next = voxelAt(volume, axis, indices[axis], px, py);
    setVoxel(next);
    if (sync) setIndices(indicesOf(next));
  };

  /** The cursor and all three slices on a point of the patient frame. */
  const showPoint = (p: [number, number, number]) => {
    if (!volume) return;
    const next = voxelNearest(volume, p);
    setVoxel(next);
    setIndices(indicesOf(next));
  };

  const moveSlice = (axis: SliceAxis, index: number) => {
    setIndices((current) => ({ ...current, [axis]: index }));
    if (sync)
      setVoxel((current) =>
        axis === 'axial'
          ? [current[0], current[1], index]
          : axis === 'coronal'
            ? [current[0], index, current[2]]
            : [index, current[1], current[2]],
      );
  };

  const buildBone = async () => {
    if (!volume) return;
    setBuilding(true);
    const started = performance.now();
    try {
      const model = await ctBoneModel(volume, { iso: threshold });
      const triangles = model.meshes.reduce((sum, mesh) => sum + mesh.geometry.getAttribute('position').count / 3, 0);
      setBone([model]);
      setBoneInfo({ triangles, ms: Math.round(performance.now() - started) });
    } catch (error) {
      console.error(error);
      notify.error('ct.parseFailed');
    } finally {
      setBuilding(false);
    }
  };

  return (
    <div className={styles.root}>
      <aside className={styles.side}>
        <Button
          appearance="primary"
          icon={<FolderOpenRegular />}
          onClick={() => input.current?.click()}
          disabled={reading !== null}
        >
          {t('ct.openSeries')}
        </Button>
        <Button icon={<FolderRegular />} onClick={() => folderInput.current?.click()} disabled={reading !== null}>
          {t('ct.openFolder')}
        </Button>
        <Text size={200}>{t('ct.openHint')}</Text>
        {caseId !== null && (
          <Button onClick={() => void openCase(caseId)} disabled={reading !== null}>
            {t('ct.caseSeries')}
          </Button>
        )}
        {caseId !== null && diskFiles && volume && reading === null && (
          <SaveToCase caseId={caseId} files={diskFiles} onSaved={() => setDiskFiles(null)} />
        )}
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept=".dcm,application/dicom,.zip,application/zip"
          data-testid="ct-files"
          onChange={picked}
        />
        <input ref={folderInput} type="file" hidden data-testid="ct-folder" {...FOLDER_PICKER} onChange={picked} />
        {reading !== null && (
          <Spinner size="tiny" label={reading > 0 ? t('ct.loading', { count: reading }) : t('common.loading')} />
        )}
        {failure && (
          <MessageBar intent="error" layout="multiline" data-testid="ct-error">
            <MessageBarBody>{t(failure.id, failure.values)}</MessageBarBody>
          </MessageBar>
        )}
        {warning && (
          <MessageBar intent="warning" layout="multiline" data-testid="ct-warning">
            <MessageBarBody>{t(warning.id, warning.values)}</MessageBarBody>
          </MessageBar>
        )}
        {volume && (
          <>
            <Text size={200} data-testid="ct-info">
              {t('ct.volumeInfo', {
                x: volume.dims[0],
                y: volume.dims[1],
                z: volume.dims[2],
                sx: volume.spacing[0].toFixed(2),
                sy: volume.spacing[1].toFixed(2),
                sz: volume.spacing[2].toFixed(2),
                min: volume.min,
                max: volume.max,
              })}
            </Text>
            <Text size={200} data-testid="ct-cursor">
              {t('ct.cursor', { x: voxel[0], y: voxel[1], z: voxel[2], hu: huAt(volume, voxel) })}
            </Text>
            <CtControls
              volume={volume}
              window={window}
              onWindow={setWindow}
              sync={sync}
              onSync={(on) => {
                setSync(on);
                if (on) setIndices(indicesOf(voxel));
              }}
              crosshair={crosshair}
              onCrosshair={setCrosshair}
              threshold={threshold}
              onThreshold={setThreshold}
              building={building}
              onBone={() => void buildBone()}
            />
            {building && <Spinner size="tiny" label={t('ct.boneBuilding')} />}
            {boneInfo && (
              <Text size={200} data-testid="ct-bone-info">
                {t('ct.boneDone', boneInfo)}
              </Text>
            )}
            <SegmentationPanel volume={volume} caseId={caseId} onModels={setStructures} cursor={cursor} />
            {caseId !== null && scanIds && structures.length > 0 && (
              <ScanRegistration caseId={caseId} viewer={viewer} scans={scanIds} scansLoaded={scansLoaded} />
            )}
            {caseId !== null && <LandmarkPanel caseId={caseId} cursor={cursor} onShow={showPoint} />}
          </>
        )}
      </aside>
      <div className={styles.main}>
        {volume ? (
          <div className={styles.slices}>
            {AXES.map((axis) => (
              <SliceView
                key={axis}
                volume={volume}
                axis={axis}
                voxel={voxel}
                window={window}
                crosshair={crosshair}
                index={sync ? sliceOf(axis, voxel) : indices[axis]}
                onIndex={(index) => moveSlice(axis, index)}
                onPick={(px, py) => pick(axis, px, py)}
                onWindow={setWindow}
              />
            ))}
          </div>
        ) : (
          <Text>{t('ct.noSeries')}</Text>
        )}
        <div className={styles.scene}>
          <ModelWorkspace
            sources={scanSources}
            extraModels={sceneModels}
            onViewer={setViewer}
            onModelsLoaded={() => setScansLoaded((n) => n + 1)}
          />
        </div>
      </div>
    </div>
  );
}

const NO_SOURCES: never[] = [];
// Chromium, Firefox and Safari pick a whole folder with this non-standard attribute; React's types lack it.
const FOLDER_PICKER = { webkitdirectory: '' } as object;
