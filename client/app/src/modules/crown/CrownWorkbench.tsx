import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useApolloClient } from '@apollo/client/react';
import { SettingsRegular } from '@fluentui/react-icons';
import {
  buildModelObject,
  MarginLineEditor,
  type DentalViewer,
  type LoadedModel,
  type MeshData,
  type ModelSource,
} from '@odontia/viewer';
import { useEffect, useMemo, useRef, useState } from 'react';
import { notify } from '../../feedback/bus';
import { useT } from '../../i18n/I18nProvider';
import { ToothPickerDialog } from '../tooth/ToothPickerDialog';
import { ModelWorkspace } from '../viewer/ModelWorkspace';
import { crownFileName, exportCrown, finishCrown, FinishRefused } from './crown-finish';
import { loadCrownMesh } from './crown-files';
import { isCrownTooth } from './crown-params';
import { EditToolbar } from './EditToolbar';
import { FinishPanel } from './FinishPanel';
import { JawPanel } from './JawPanel';
import { ParametersDialog } from './ParametersDialog';
import { ProposalPanel } from './ProposalPanel';
import { focusPreparation, scansForTooth, whenLoaded } from './scan-meshes';
import { useCrownDesign, useCrownMeshes } from './use-crown-design';
import { useCrownEditor } from './use-crown-editor';
import { loadUndercutMap, undercutModel } from './undercut-map';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    height: `calc(100vh - 56px - 2 * ${tokens.spacingHorizontalXL})`,
    minHeight: '560px',
  },
  side: {
    width: '260px',
    flexShrink: 0,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalM,
  },
  main: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  step: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

interface Props {
  caseId: number;
  caseGroupId: string;
  scans: ModelSource[];
}

/** The crown design steps beside the 3D view: tooth, margin, inner surface, jaw, proposal, editing, finish. */
export function CrownWorkbench({ caseId, caseGroupId, scans }: Props) {
  const styles = useStyles();
  const t = useT();
  const client = useApolloClient();
  const design = useCrownDesign(caseGroupId, scans);
  const [viewer, setViewer] = useState<DentalViewer | null>(null);
  const [picking, setPicking] = useState(false);
  const [editingParams, setEditingParams] = useState(false);
  const [finished, setFinished] = useState<{ crown: MeshData; fileId: string | null } | null>(null);
  const [finishing, setFinishing] = useState(false);
  const margin = useRef<MarginLineEditor | null>(null);
  const { stage, tooth } = design;
  const { prepared, opposing } = useMemo(
    () => (tooth ? scansForTooth(scans, tooth) : { prepared: null, opposing: null }),
    [scans, tooth],
  );
  const crown = useCrownMeshes(
    viewer,
    stage === 'editing' ? design.urls : null,
    prepared?.id ?? null,
    opposing?.id ?? null,
  );
  const editor = useCrownEditor(viewer, crown, design.params.minThickness);

  // The margin line is editable until it is accepted, seen from occlusal with the opposing scan hidden
  // (it would cover the preparation and catch the dragged points); then the view is as it was.
  const marginPoints = stage === 'margin' ? design.margin : null;
  useEffect(() => {
    if (!viewer || !marginPoints || !prepared) return;
    const m = new MarginLineEditor(viewer, marginPoints, prepared.id);
    margin.current = m;
    const unfocus = focusPreparation(viewer, marginPoints, prepared.id, opposing?.id ?? null);
    return () => {
      unfocus();
      m.dispose();
      margin.current = null;
    };
  }, [viewer, marginPoints, prepared, opposing]);

  // A design finished earlier: its stored crown is what the exports write.
  const editedUrl = stage === 'finished' && !finished ? (design.urls?.edited ?? null) : null;
  useEffect(() => {
    if (!editedUrl) return;
    let live = true;
    void loadCrownMesh(editedUrl).then((mesh) => live && setFinished({ crown: mesh, fileId: null }));
    return () => {
      live = false;
    };
  }, [editedUrl]);

  // The finished crown stays in place on the preparation (the editor's mesh is gone once it is confirmed).
  const finishedModel = useMemo<LoadedModel[]>(
    () =>
      stage === 'finished' && finished
        ? [
            buildModelObject(
              { id: 'crown-finished', name: tooth ? crownFileName(tooth, 'stl') : 'crown', color: '#efe6cf' },
              { meshes: [finished.crown] },
            ),
          ]
        : [],
    [stage, finished, tooth],
  );

  // Inner Surface and Jaw Position: the inner surface of the accepted design is shown with the scans.
  const innerUrl = stage === 'jaw' || stage === 'proposing' ? (design.urls?.inner ?? null) : null;
  const [innerModel, setInnerModel] = useState<LoadedModel[]>([]);
  useEffect(() => {
    if (!innerUrl) return;
    let live = true;
    void loadCrownMesh(innerUrl).then(
      (mesh) =>
        live &&
        setInnerModel([
          buildModelObject({ id: 'crown-inner', name: t('crown.step.inner'), color: '#6fa8dc' }, { meshes: [mesh] }),
        ]),
    );
    return () => {
      live = false;
      setInnerModel([]);
    };
  }, [innerUrl, t]);

  // The undercut map replaces the inner surface (which covers the preparation) while it is shown.
  const undercutUrl = stage === 'jaw' || stage === 'proposing' ? (design.urls?.undercut ?? null) : null;
  const [undercutShown, setUndercutShown] = useState(false);
  const [undercutModels, setUndercutModels] = useState<LoadedModel[]>([]);
  const acceptedMargin = design.margin;
  useEffect(() => {
    if (!undercutShown || !undercutUrl || !viewer || !prepared) return;
    let live = true;
    const unfocus = acceptedMargin ? focusPreparation(viewer, acceptedMargin, prepared.id, opposing?.id ?? null) : null;
    void loadUndercutMap(undercutUrl).then(
      (map) => {
        const model = live ? undercutModel(viewer, prepared.id, map, t('crown.undercut.name')) : null;
        if (model) setUndercutModels([model]);
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
      unfocus?.();
      setUndercutModels([]);
    };
  }, [undercutShown, undercutUrl, viewer, prepared, opposing, acceptedMargin, t]);

  // Jaw Position: the opposing scan shown where the clinician set it (the proposal is made against it there).
  const [shiftX, shiftY, shiftZ] = design.opposingShift;
  useEffect(() => {
    if (!viewer || !opposing) return;
    return whenLoaded(viewer, [opposing.id], () => {
      viewer.getModel(opposing.id)!.object.position.set(shiftX, shiftY, shiftZ);
      viewer.invalidate();
    });
  }, [viewer, opposing, shiftX, shiftY, shiftZ]);

  const chooseTooth = (teeth: number[]) => {
    if (teeth.length !== 1 || !isCrownTooth(teeth[0]!)) {
      notify.error('Crown design supports only tooth position 6 for now');
      return;
    }
    setPicking(false);
    void design.start(teeth[0]!);
  };

  const finish = async () => {
    if (!editor.editor || !crown?.inner || !tooth) return;
    setFinishing(true);
    try {
      const summary = editor.editor.thicknessSummary();
      const done = await finishCrown(client, {
        caseGroupId,
        caseId,
        tooth,
        outer: editor.editor.meshData(),
        inner: crown.inner,
        thinPoints: summary.below,
        minThickness: design.params.minThickness,
      });
      setFinished(done);
      await design.refetch();
      notify.success('crown.finish.done');
    } catch (error) {
      if (error instanceof FinishRefused) notify.error(error.messageId, error.values);
      else console.error(error);
    } finally {
      setFinishing(false);
    }
  };

  return (
    <div
      className={styles.root}
      data-testid="crown-page"
      data-stage={stage}
      data-steps={editor.steps.length}
      data-jaw-opening={design.opening}
    >
      <aside className={styles.side}>
        <div className={styles.step}>
          <Text weight="semibold">{t('crown.step.tooth')}</Text>
          <Text data-testid="crown-tooth">{tooth ? t('crown.tooth.current', { tooth }) : t('crown.tooth.none')}</Text>
          <Button onClick={() => setPicking(true)} disabled={design.busy} data-testid="crown-choose-tooth">
            {t('crown.tooth.choose')}
          </Button>
        </div>
        {stage === 'detecting' && <ProposalPanel task={design.task} busy onRun={() => undefined} />}
        {stage === 'margin' && (
          <div className={styles.step} data-testid="crown-margin-step">
            <Text weight="semibold">{t('crown.step.margin')}</Text>
            <Text size={200}>{t('crown.margin.hint')}</Text>
            <Button
              appearance="primary"
              disabled={design.busy}
              data-testid="crown-accept-margin"
              onClick={() => margin.current && design.acceptMargin(margin.current.points())}
            >
              {t('crown.margin.accept')}
            </Button>
          </div>
        )}
        {(stage === 'jaw' || stage === 'proposing') && (
          <JawPanel
            undercut={design.undercut}
            mapShown={undercutShown}
            onMapShown={setUndercutShown}
            opening={design.opening}
            onOpening={design.setOpening}
            disabled={stage !== 'jaw' || design.busy}
          />
        )}
        {(stage === 'jaw' || stage === 'proposing') && (
          <ProposalPanel task={design.task} busy={design.busy} onRun={() => void design.propose()} />
        )}
        {((stage === 'editing' && editor.editor) || stage === 'finished') && (
          <FinishPanel
            finished={stage === 'finished' && finished !== null}
            busy={finishing || stage === 'finished'}
            caseId={caseId}
            fileId={finished?.fileId ?? null}
            onFinish={() => void finish()}
            onExport={(format) => {
              if (finished && tooth)
                exportCrown(finished.crown, tooth, format).catch((error: unknown) => {
                  console.error(error);
                  notify.error('viewer.exportFailed');
                });
            }}
          />
        )}
      </aside>
      <main className={styles.main}>
        {stage === 'editing' && editor.editor && (
          <EditToolbar
            tool={editor.tool}
            onTool={editor.setTool}
            brush={editor.brush}
            onBrush={editor.setBrush}
            map={editor.map}
            onMap={editor.setMap}
            summary={editor.summary}
            steps={editor.steps}
            onRecover={editor.recover}
          />
        )}
        <ModelWorkspace
          sources={scans}
          extraModels={finishedModel.length ? finishedModel : undercutShown ? undercutModels : innerModel}
          onViewer={setViewer}
          toolbarEnd={
            <Button
              appearance="subtle"
              size="small"
              icon={<SettingsRegular />}
              data-testid="crown-params"
              onClick={() => setEditingParams(true)}
            >
              {t('crown.params')}
            </Button>
          }
        />
      </main>
      {picking && (
        <ToothPickerDialog value={tooth ? [tooth] : []} onOk={chooseTooth} onCancel={() => setPicking(false)} />
      )}
      {editingParams && (
        <ParametersDialog
          value={design.params}
          onCancel={() => setEditingParams(false)}
          onOk={(params) => {
            setEditingParams(false);
            design.setParams(params);
          }}
        />
      )}
    </div>
  );
}
