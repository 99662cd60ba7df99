import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  ErrorCatalogue,
  suggestMarks,
  type FaceMarkSet,
  type LandmarkSource,
  type MarkName,
  type SmileDesign,
  type SmileParameters,
} from '@odontia/shared';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '../../feedback/bus';
import { useT } from '../../i18n/I18nProvider';
import { idParam } from '../viewer/urls';
import { CapturePanel } from './CapturePanel';
import { DesignPanel } from './DesignPanel';
import {
  ConfirmSmileDesignDocument,
  FaceWorkspaceDocument,
  SaveFaceMarksDocument,
  SaveSmileParametersDocument,
  SubmitSmileDesignDocument,
} from './face.documents';
import { FaceScene } from './FaceScene';
import { MarkingView, type ZoomMode } from './MarkingView';
import { ModelPanel } from './ModelPanel';
import { SharePanel } from './SharePanel';

const MARKS: MarkName[] = ['midline', 'pupils', 'upperLip', 'innerCanthi', 'alae', 'smileLine', 'lipContour'];

const useStyles = makeStyles({
  root: { display: 'flex', gap: tokens.spacingHorizontalM, minHeight: 'calc(100vh - 100px)' },
  side: {
    width: '340px',
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalM,
    overflowY: 'auto',
  },
  main: {
    flexGrow: 1,
    minWidth: 0,
    display: 'grid',
    gridTemplateRows: 'minmax(320px, 1fr) minmax(320px, 1fr)',
    gap: tokens.spacingVerticalM,
  },
  pane: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalS,
    minHeight: 0,
    overflow: 'auto',
  },
  row: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap', alignItems: 'center' },
});

/** /smart-face/index?id=<case>: photos or video → face model → marking → smile design → export and share. */
export default function SmartFacePage() {
  const styles = useStyles();
  const t = useT();
  const [params] = useSearchParams();
  const caseId = idParam(params.get('id'));
  const workspace = useQuery(FaceWorkspaceDocument, { variables: { caseId: String(caseId) }, skip: !caseId });
  const data = workspace.data?.faceWorkspace;
  const model = data?.models.find((m) => m.expression === 'neutral') ?? null;
  const [landmarks, setLandmarks] = useState<LandmarkSource | null>(null);
  const [marks, setMarks] = useState<FaceMarkSet>({});
  const [mode, setMode] = useState<ZoomMode>('fit');
  const [saveMarks] = useMutation(SaveFaceMarksDocument);
  const [saveParameters] = useMutation(SaveSmileParametersDocument);
  const [submitDesign] = useMutation(SubmitSmileDesignDocument);
  const [confirmDesign] = useMutation(ConfirmSmileDesignDocument);

  const landmarksUrl = model?.landmarksUrl ?? null;
  useEffect(() => {
    if (!landmarksUrl) return;
    let live = true;
    void fetch(landmarksUrl)
      .then((r) => r.json() as Promise<LandmarkSource>)
      .then((file) => live && setLandmarks(file));
    return () => {
      live = false;
    };
    // a presigned URL changes on every read; the model is the same while the expression is
  }, [Boolean(landmarksUrl)]); // eslint-disable-line react-hooks/exhaustive-deps

  const savedMarks = data?.design.marks as FaceMarkSet | undefined;
  const [seenMarks, setSeenMarks] = useState(savedMarks);
  if (savedMarks !== seenMarks) {
    setSeenMarks(savedMarks);
    setMarks(savedMarks ?? {});
  }

  if (!caseId) return <Text>{t('face.noCase')}</Text>;
  if (!data) return <Spinner />;
  const design = data.design;
  const status = design.status;
  const result = (design.result ?? null) as SmileDesign | null;
  const finished = status === 'finished';
  const refetch = () => void workspace.refetch();

  const commit = async (next: FaceMarkSet) => {
    setMarks(next);
    await saveMarks({ variables: { caseId: String(caseId), marks: next } }).catch(() => undefined);
    refetch();
  };
  const place = (name: MarkName) => {
    if (name !== 'midline' && !marks.midline) return notify.error(ErrorCatalogue.FaceMidlineFirst.message);
    if (!landmarks) return;
    void commit({ ...marks, [name]: suggestMarks(landmarks)[name] });
  };

  return (
    <div className={styles.root}>
      <aside className={styles.side}>
        <CapturePanel workspace={data} readOnly={finished} onChanged={refetch} />
        {data.caseGroupId ? (
          <ModelPanel
            caseId={String(caseId)}
            caseGroupId={data.caseGroupId}
            hasModel={!!model}
            readOnly={finished}
            onModel={refetch}
          />
        ) : null}
        <section aria-label={t('face.step.mark')}>
          <Text weight="semibold">{t('face.step.mark')}</Text>
          <Text block size={200}>
            {t('face.mark.hint')}
          </Text>
          <div className={styles.row}>
            {MARKS.map((name) => (
              <Button
                key={name}
                size="small"
                appearance={marks[name] ? 'primary' : 'secondary'}
                disabled={!landmarks || finished}
                onClick={() => place(name)}
                data-testid={`mark-${name}`}
              >
                {t(`face.mark.${name}`)}
              </Button>
            ))}
          </div>
        </section>
        <DesignPanel
          parameters={design.parameters as SmileParameters}
          design={result}
          status={status}
          readOnly={finished}
          onApply={(change) =>
            void saveParameters({ variables: { caseId: String(caseId), parameters: change } }).then(refetch, refetch)
          }
          onSubmit={() => void submitDesign({ variables: { caseId: String(caseId) } }).then(refetch, refetch)}
          onConfirm={() => void confirmDesign({ variables: { caseId: String(caseId) } }).then(refetch, refetch)}
        />
        {result && <SharePanel caseId={String(caseId)} links={data.shareLinks} onChanged={refetch} />}
      </aside>
      <main className={styles.main}>
        <div className={styles.pane}>
          <div className={styles.row}>
            {(['fit', 'actual', 'zoom'] as const).map((m) => (
              <Button key={m} size="small" appearance={mode === m ? 'primary' : 'subtle'} onClick={() => setMode(m)}>
                {t(m === 'fit' ? 'face.fit' : m === 'actual' ? 'face.actualSize' : 'face.startZoom')}
              </Button>
            ))}
          </div>
          {landmarks ? (
            <MarkingView
              landmarks={landmarks.landmarks}
              marks={marks}
              design={result}
              mode={mode}
              readOnly={finished}
              onChange={setMarks}
              onCommit={(next) => void commit(next)}
            />
          ) : (
            <MessageBar>
              <MessageBarBody>{t('face.noModel')}</MessageBarBody>
            </MessageBar>
          )}
        </div>
        <div className={styles.pane}>{model && <FaceScene faceUrl={model.faceUrl} design={result} exports />}</div>
      </main>
    </div>
  );
}
