import {
  Button,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarBody,
  Spinner,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  ErrorCatalogue,
  previewModel,
  suggestMarks,
  type FaceMarkSet,
  type LandmarkSource,
  type MarkName,
  type SmileDesign,
  type SmileParameters,
} from '@odontia/shared';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { notify } from '../../feedback/bus';
import { translateError } from '../../feedback/translate-error';
import type { FaceWorkspaceQuery } from '../../__generated__/graphql';
import { useT } from '../../i18n/I18nProvider';
import { idParam } from '../viewer/urls';
import { CapturePanel, type Expression } from './CapturePanel';
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
import { SmileOnPhoto } from './SmileOnPhoto';

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
  /** A pane whose view fills what its tabs leave (a viewer sized by its box must not size the box). */
  viewPane: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    overflow: 'hidden',
  },
  view: { flexGrow: 1, minHeight: 0 },
  row: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap', alignItems: 'center' },
});

type Design = FaceWorkspaceQuery['faceWorkspace']['design'];

/** The later of two reads of the design (a workspace read that started before a change answers after it). */
const latestDesign = (read: Design, answered: Design | null): Design =>
  answered && new Date(String(answered.updatedAt)) > new Date(String(read.updatedAt)) ? answered : read;

/** /smart-face/index?id=<case>: photos or video → face model → marking → smile design → export and share. */
export default function SmartFacePage() {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const [params] = useSearchParams();
  const caseId = idParam(params.get('id'));
  const workspace = useQuery(FaceWorkspaceDocument, { variables: { caseId: String(caseId) }, skip: !caseId });
  const data = workspace.data?.faceWorkspace;
  const model = data?.models.find((m) => m.expression === 'neutral') ?? null;
  // the smile photo preview needs a model with the mouth open: the smile's, else the open mouth's
  const smileModel = previewModel(data?.models ?? []);
  const [expression, setExpression] = useState<Expression>('neutral');
  const [pane, setPane] = useState<'3d' | 'photo'>('3d');
  const [landmarks, setLandmarks] = useState<LandmarkSource | null>(null);
  const [marks, setMarks] = useState<FaceMarkSet>({});
  const [mode, setMode] = useState<ZoomMode>('fit');
  // a design as the last mutation answered it: newer than a workspace read that was already under way
  const [answered, setAnswered] = useState<Design | null>(null);
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

  const current = data ? latestDesign(data.design, answered) : null;
  const savedMarks = current?.marks as FaceMarkSet | undefined;
  const [seenMarks, setSeenMarks] = useState(savedMarks);
  if (savedMarks !== seenMarks) {
    setSeenMarks(savedMarks);
    setMarks(savedMarks ?? {});
  }

  if (!caseId) return <Text>{t('face.noCase')}</Text>;
  if (!data) return <Spinner />;
  const design = current!;
  const status = design.status;
  const result = (design.result ?? null) as SmileDesign | null;
  const finished = status === 'finished';
  const refetch = () => void workspace.refetch();

  const commit = async (next: FaceMarkSet) => {
    setMarks(next);
    const saved = await saveMarks({ variables: { caseId: String(caseId), marks: next } }).catch(() => null);
    if (saved?.data) setAnswered(saved.data.saveFaceMarks);
    else refetch();
  };
  const designed = (answer: Promise<Design | undefined>) =>
    void answer.then((next) => (next ? setAnswered(next) : refetch()), refetch);
  const place = (name: MarkName) => {
    if (name !== 'midline' && !marks.midline) return notify.error(ErrorCatalogue.FaceMidlineFirst.message);
    if (!landmarks) return;
    void commit({ ...marks, [name]: suggestMarks(landmarks)[name] });
  };

  return (
    <div className={styles.root}>
      <aside className={styles.side}>
        <CapturePanel
          workspace={data}
          expression={expression}
          onExpression={setExpression}
          readOnly={finished}
          onChanged={refetch}
        />
        {data.caseGroupId ? (
          <ModelPanel
            caseId={String(caseId)}
            caseGroupId={data.caseGroupId}
            expression={expression}
            made={data.models.map((m) => m.expression)}
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
            designed(
              saveParameters({ variables: { caseId: String(caseId), parameters: change } }).then(
                (r) => r.data?.saveSmileParameters,
              ),
            )
          }
          onSubmit={() =>
            designed(submitDesign({ variables: { caseId: String(caseId) } }).then((r) => r.data?.submitSmileDesign))
          }
          onConfirm={() =>
            designed(confirmDesign({ variables: { caseId: String(caseId) } }).then((r) => r.data?.confirmSmileDesign))
          }
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
        <div className={mergeClasses(styles.pane, styles.viewPane)}>
          <TabList size="small" selectedValue={pane} onTabSelect={(_, d) => setPane(d.value as typeof pane)}>
            <Tab value="3d">{t('face.view3d')}</Tab>
            <Tab value="photo">{t('face.viewPhoto')}</Tab>
          </TabList>
          <div className={styles.view}>
            {pane === '3d' && model && <FaceScene faceUrl={model.faceUrl} design={result} exports />}
            {pane === 'photo' &&
              (smileModel && model ? (
                <SmileOnPhoto
                  photoUrl={smileModel.photoUrl!}
                  landmarksUrl={smileModel.landmarksUrl}
                  neutralLandmarksUrl={model.landmarksUrl}
                  design={result}
                  clinician
                />
              ) : (
                <MessageBar intent="warning">
                  <MessageBarBody>{translateError(intl, ErrorCatalogue.FaceSmileModelFirst.message)}</MessageBarBody>
                </MessageBar>
              ))}
          </div>
        </div>
      </main>
    </div>
  );
}
