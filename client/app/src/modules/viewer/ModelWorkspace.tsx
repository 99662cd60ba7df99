import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import {
  MESSAGES,
  Viewer,
  type DentalViewer,
  type ExportFormat,
  type LoadedModel,
  type Measurement,
  type ModelSource,
  type ReadyEvent,
  type ToolName,
} from '@odontia/viewer';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { notify } from '../../feedback/bus';
import { useT } from '../../i18n/I18nProvider';
import { AlignmentPanel } from './AlignmentPanel';
import { axisViewPosition, type AxisView } from './axis-views';
import { MeasurementsPanel } from './MeasurementsPanel';
import { entriesOf, toggleAll, type ModelEntry } from './model-entries';
import { ModelsPanel } from './ModelsPanel';
import { ParamsPanel, type SectionState } from './ParamsPanel';
import { useAlignment } from './use-alignment';
import { ViewerToolbar, type SidePanel } from './ViewerToolbar';

const MAX_MEASUREMENTS = 10;
const SECTION_NORMALS = { x: [-1, 0, 0], y: [0, -1, 0], z: [0, 0, -1] } as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, gap: tokens.spacingVerticalS },
  body: { display: 'flex', flexGrow: 1, minHeight: 0, gap: tokens.spacingHorizontalM },
  stage: {
    position: 'relative',
    flexGrow: 1,
    minWidth: 0,
    borderRadius: tokens.borderRadiusLarge,
    overflow: 'hidden',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  loading: {
    position: 'absolute',
    top: tokens.spacingVerticalM,
    left: tokens.spacingHorizontalM,
    pointerEvents: 'none',
  },
  side: {
    width: '300px',
    flexShrink: 0,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalM,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
});

interface Props {
  /** Model files to load (from the case's storage or from disk). */
  sources: ModelSource[];
  /** Models built in the page (e.g. a CT bone surface), added beside the sources. */
  extraModels?: LoadedModel[];
  onOpenFiles?(files: File[]): void;
  onViewer?(viewer: DentalViewer | null): void;
  /** The sources are in the viewer (each time the source list has loaded). */
  onModelsLoaded?(viewer: DentalViewer): void;
  toolbarEnd?: ReactNode;
}

/** The 3D viewer with its toolbar and panels; the page decides where the models come from. */
export function ModelWorkspace({
  sources,
  extraModels = [],
  onOpenFiles,
  onViewer,
  onModelsLoaded,
  toolbarEnd,
}: Props) {
  const styles = useStyles();
  const t = useT();
  const [viewer, setViewer] = useState<DentalViewer | null>(null);
  const viewerRef = useRef<DentalViewer | null>(null);
  const [entries, setEntries] = useState<ModelEntry[]>([]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [tool, setTool] = useState<ToolName>(null);
  const [transformMode, setTransformMode] = useState<'rotate' | 'translate' | null>(null);
  const [panel, setPanel] = useState<SidePanel>(null);
  const [section, setSection] = useState<SectionState>({ visible: false, axis: 'z', offset: 0 });
  const [sectionCenter, setSectionCenter] = useState<[number, number, number]>([0, 0, 0]);
  const [measurements, setMeasurements] = useState<Measurement[]>([]);
  const [loading, setLoading] = useState(sources.length > 0);
  const alignment = useAlignment(viewer);

  const refresh = (v: DentalViewer) => {
    setEntries((previous) => {
      const next = entriesOf(v, previous);
      setCurrentId((id) => (id && next.some((entry) => entry.id === id) ? id : (next[0]?.id ?? null)));
      return next;
    });
  };

  // The Viewer reloads when the source list changes; show the spinner until its ready event.
  const sourcesKey = sources.map((source) => source.id).join('|');
  const [loadingKey, setLoadingKey] = useState(sourcesKey);
  if (loadingKey !== sourcesKey) {
    setLoadingKey(sourcesKey);
    setLoading(sources.length > 0);
  }

  useEffect(() => {
    if (!viewer || extraModels.length === 0) return;
    for (const model of extraModels) viewer.addModel(model);
    refresh(viewer);
    void viewer.zoomToFit();
    return () => {
      for (const model of extraModels) viewer.removeModel(model.id);
      refresh(viewer);
    };
  }, [viewer, extraModels]);

  // A page may show or hide models itself (the crown's margin step hides the opposing scan): the
  // panel follows the viewer, whoever changed it.
  useEffect(
    () =>
      viewer?.events.on('visibility', ({ modelId, visible }) =>
        setEntries((list) => list.map((entry) => (entry.id === modelId ? { ...entry, visible } : entry))),
      ),
    [viewer],
  );

  const onReady = (event: ReadyEvent) => {
    setLoading(false);
    const v = viewerRef.current;
    if (!v) return;
    for (const model of extraModels) if (!v.getModel(model.id)) v.addModel(model);
    refresh(v);
    onModelsLoaded?.(v);
    for (const failure of event.failed)
      notify.error('viewer.loadFailed', { name: failure.source.name ?? failure.source.id });
  };

  const handleViewer = (v: DentalViewer | null) => {
    viewerRef.current = v;
    setViewer(v);
    // Development builds expose the viewer for poking at it from the console (projectToClient, listModels …).
    if (import.meta.env.DEV) (window as { __odontiaViewer?: DentalViewer | null }).__odontiaViewer = v;
    onViewer?.(v);
  };

  const chooseTool = (next: ToolName) => {
    setTool(next);
    if (next !== 'distance' && next !== 'angle') setMeasurements([]);
  };

  const transform = (mode: 'rotate' | 'translate' | null) => {
    if (!viewer) return;
    viewer.transform(mode ? currentId : null, mode ?? undefined);
    setTransformMode(mode);
  };

  const axisView = (view: AxisView) => {
    if (!viewer) return;
    const target = viewer.controls.target.toArray();
    viewer.camera.position.fromArray(axisViewPosition(view, target, viewer.camera.position.toArray()));
    viewer.camera.lookAt(viewer.controls.target);
    viewer.controls.update();
  };

  const exportModels = async (format: ExportFormat) => {
    if (!viewer) return;
    const ids = entries.filter((entry) => selected.has(entry.id)).map((entry) => entry.id);
    if (ids.length === 0) {
      notify.warning('viewer.selectModels');
      return;
    }
    try {
      await viewer.export(format, ids);
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      if (message === MESSAGES.selectModels) notify.warning('viewer.selectModels');
      else notify.error(message === MESSAGES.noMesh ? 'viewer.noMesh' : 'viewer.exportFailed');
    }
  };

  const applySection = (next: SectionState, center = sectionCenter) => {
    setSection(next);
    if (!viewer) return;
    const normal = SECTION_NORMALS[next.axis];
    const point = center.map((c, i) => c - normal[i]! * next.offset) as [number, number, number];
    viewer.setSection(next.visible, { normal: [...normal], point });
  };

  const toggleSections = (visible: boolean) => {
    if (!viewer) return;
    // A newly shown plane passes through the orbit centre, i.e. the middle of what is framed.
    const center =
      visible && !section.visible ? (viewer.controls.target.toArray() as [number, number, number]) : sectionCenter;
    setSectionCenter(center);
    applySection({ ...section, visible, offset: visible && !section.visible ? 0 : section.offset }, center);
  };

  const sceneRadius = () =>
    Math.max(
      1,
      ...(viewer?.listModels() ?? []).flatMap((model) =>
        model.meshes.map((mesh) => {
          if (!mesh.geometry.boundingSphere) mesh.geometry.computeBoundingSphere();
          return mesh.geometry.boundingSphere?.radius ?? 1;
        }),
      ),
    );

  const setColor = (id: string, color: string, alpha: number) => {
    viewer?.setModelColor(id, color, alpha);
    setEntries((list) => list.map((entry) => (entry.id === id ? { ...entry, color, alpha } : entry)));
  };

  const choosePanel = (next: SidePanel) => {
    setPanel(next);
    if (next === 'alignment') {
      chooseTool('mark');
      if (!alignment.sourceId && entries[0]) alignment.setSourceId(entries[0].id);
      if (!alignment.targetId && entries[1]) alignment.setTargetId(entries[1].id);
    } else if (tool === 'mark') chooseTool(null);
  };

  const current = entries.find((entry) => entry.id === currentId) ?? null;

  return (
    <div className={styles.root}>
      <ViewerToolbar
        tool={tool}
        onTool={chooseTool}
        onZoomToFit={() => void viewer?.zoomToFit()}
        onAxisView={axisView}
        transformMode={transformMode}
        canTransform={current !== null}
        onTransform={transform}
        onOpenFiles={onOpenFiles}
        onExport={(format) => void exportModels(format)}
        panel={panel}
        onPanel={choosePanel}
        onScreenshot={() => viewer?.screenshot('screenshot.png')}
        sections={section.visible}
        onSections={toggleSections}
        end={toolbarEnd}
      />
      <div className={styles.body}>
        <div className={styles.stage}>
          <Viewer
            models={sources}
            tool={tool}
            onViewer={handleViewer}
            onReady={onReady}
            onMeasure={(m) => setMeasurements((list) => [m, ...list].slice(0, MAX_MEASUREMENTS))}
            onError={(error, source) => console.error(error.code, error.message, source.name ?? source.id)}
          />
          {loading && <Spinner className={styles.loading} size="small" label={t('viewer.loadingModels')} />}
        </div>
        <aside className={styles.side}>
          <section className={styles.card}>
            <Text weight="semibold">{t('viewer.models')}</Text>
            <ModelsPanel
              entries={entries}
              selected={selected}
              currentId={currentId}
              onSelect={(id, on) =>
                setSelected((set) => {
                  const next = new Set(set);
                  if (on) next.add(id);
                  else next.delete(id);
                  return next;
                })
              }
              onSelectAll={() => setSelected((set) => toggleAll(entries, set))}
              onVisible={(id, visible) => viewer?.setModelVisible(id, visible)}
              onCurrent={(id) => {
                setCurrentId(id);
                if (transformMode) viewer?.transform(id, transformMode);
              }}
            />
          </section>
          {panel === 'params' && (
            <section className={styles.card}>
              <Text weight="semibold">{t('viewer.paramsSetting')}</Text>
              <ParamsPanel
                current={current}
                onColor={setColor}
                section={section}
                sectionRange={sceneRadius()}
                onSection={(next) => applySection(next)}
              />
            </section>
          )}
          {panel === 'alignment' && (
            <section className={styles.card}>
              <Text weight="semibold">{t('viewer.alignmentSetting')}</Text>
              <AlignmentPanel
                entries={entries}
                sourceId={alignment.sourceId}
                targetId={alignment.targetId}
                marks={alignment.marks}
                result={alignment.result}
                busy={alignment.busy}
                onSource={alignment.setSourceId}
                onTarget={alignment.setTargetId}
                onStart={alignment.start}
                onClearMarks={alignment.clearMarks}
                onExit={() => choosePanel(null)}
              />
            </section>
          )}
          <section className={styles.card}>
            <Text weight="semibold">{t('viewer.measurements')}</Text>
            <MeasurementsPanel measurements={measurements} />
          </section>
        </aside>
      </div>
    </div>
  );
}
