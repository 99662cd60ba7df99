import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { SettingsRegular } from '@fluentui/react-icons';
import { MarginLineEditor, type DentalViewer, type ModelSource } from '@odontia/viewer';
import { useEffect, useMemo, useRef, useState } from 'react';
import { notify } from '../../feedback/bus';
import { useT } from '../../i18n/I18nProvider';
import { ToothPickerDialog } from '../tooth/ToothPickerDialog';
import { ModelWorkspace } from '../viewer/ModelWorkspace';
import { isCrownTooth } from './crown-params';
import { EditToolbar } from './EditToolbar';
import { FinishPanel } from './FinishPanel';
import { JawPanel } from './JawPanel';
import { ParametersDialog } from './ParametersDialog';
import { ProposalPanel } from './ProposalPanel';
import { scansForTooth } from './scan-meshes';
import { useCrownDesign } from './use-crown-design';
import { useCrownEditor } from './use-crown-editor';

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
  scans: ModelSource[];
}

/** The crown design steps beside the 3D view: tooth, margin, inner surface, jaw, proposal, editing, finish. */
export function CrownWorkbench({ caseId, scans }: Props) {
  const styles = useStyles();
  const t = useT();
  const design = useCrownDesign(caseId);
  const [viewer, setViewer] = useState<DentalViewer | null>(null);
  const [picking, setPicking] = useState(false);
  const [editingParams, setEditingParams] = useState(false);
  const [jawOffset, setJawOffset] = useState(0);
  const margin = useRef<MarginLineEditor | null>(null);
  const tooth = design.state?.tooth ?? null;
  const { prepared, opposing } = useMemo(
    () => (tooth ? scansForTooth(scans, tooth) : { prepared: null, opposing: null }),
    [scans, tooth],
  );
  const crown = design.meshes(viewer, prepared?.id ?? null, opposing?.id ?? null, jawOffset);
  const editor = useCrownEditor(viewer, crown, design.params.minThickness);
  const stage = design.state?.stage ?? 'tooth';

  // The margin line is editable until it is accepted.
  const marginPoints = stage === 'margin' ? design.state?.margin : null;
  useEffect(() => {
    if (!viewer || !marginPoints || !prepared) return;
    const m = new MarginLineEditor(viewer, marginPoints, prepared.id);
    margin.current = m;
    return () => {
      m.dispose();
      margin.current = null;
    };
  }, [viewer, marginPoints, prepared]);

  const chooseTooth = (teeth: number[]) => {
    if (teeth.length !== 1 || !isCrownTooth(teeth[0]!)) {
      notify.error('Crown design supports only tooth position 6 for now');
      return;
    }
    setPicking(false);
    void design.start(teeth[0]!);
  };

  return (
    <div className={styles.root} data-testid="crown-page" data-stage={stage} data-steps={editor.steps.length}>
      <aside className={styles.side}>
        <div className={styles.step}>
          <Text weight="semibold">{t('crown.step.tooth')}</Text>
          <Text data-testid="crown-tooth">
            {tooth ? t('crown.tooth.current', { tooth }) : t('crown.tooth.none')}
          </Text>
          <Button onClick={() => setPicking(true)} disabled={design.busy} data-testid="crown-choose-tooth">
            {t('crown.tooth.choose')}
          </Button>
        </div>
        {stage === 'margin' && (
          <div className={styles.step} data-testid="crown-margin-step">
            <Text weight="semibold">{t('crown.step.margin')}</Text>
            <Text size={200}>{t('crown.margin.hint')}</Text>
            <Button
              appearance="primary"
              disabled={design.busy}
              data-testid="crown-accept-margin"
              onClick={() => margin.current && void design.acceptMargin(margin.current.points())}
            >
              {t('crown.margin.accept')}
            </Button>
          </div>
        )}
        {stage === 'jaw' && (
          <JawPanel
            offset={jawOffset}
            onOffset={(offset) => {
              setJawOffset(offset);
              if (viewer && opposing) viewer.getModel(opposing.id)?.object.position.setY(offset);
            }}
          />
        )}
        {(stage === 'jaw' || stage === 'proposing') && (
          <ProposalPanel task={design.state?.task ?? null} busy={design.busy} onRun={() => void design.propose()} />
        )}
        {(stage === 'editing' || stage === 'finished') && editor.editor && (
          <FinishPanel
            finished={stage === 'finished'}
            busy={design.busy}
            caseId={caseId}
            exported={design.state?.exported ?? null}
            onFinish={() => void design.finish(editor.editor!.meshData(), jawOffset)}
            onExport={(format) => void design.exportCrown(format)}
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
      {picking && <ToothPickerDialog value={tooth ? [tooth] : []} onOk={chooseTooth} onCancel={() => setPicking(false)} />}
      {editingParams && (
        <ParametersDialog
          value={design.params}
          onCancel={() => setEditingParams(false)}
          onOk={(params) => {
            setEditingParams(false);
            void design.setParams(params);
          }}
        />
      )}
    </div>
  );
}
