import { Button, Checkbox, makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { useMutation } from '@apollo/client/react';
import { captureSetError, ErrorCatalogue, FACE_CAPTURE_LIMITS, uploadKindOf } from '@odontia/shared';
import { useRef, useState } from 'react';
import { notify } from '../../feedback/bus';
import { useT } from '../../i18n/I18nProvider';
import { safeName } from '../files/file-rules';
import { useUploads } from '../files/useUploads';
import type { FaceWorkspaceQuery } from '../../__generated__/graphql';
import { AddFaceCapturesDocument, DeleteFaceCapturesDocument } from './face.documents';

export const EXPRESSIONS = ['neutral', 'smile', 'open_mouth'] as const;
export type Expression = (typeof EXPRESSIONS)[number];
type Workspace = FaceWorkspaceQuery['faceWorkspace'];
const noop = () => undefined;

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, maxHeight: '180px', overflowY: 'auto' },
  thumb: { width: '56px', height: '56px', objectFit: 'cover', borderRadius: tokens.borderRadiusSmall },
  item: { display: 'flex', flexDirection: 'column', alignItems: 'center' },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

interface Props {
  workspace: Workspace;
  /** The expression whose captures are shown (and whose model step 2 generates). */
  expression: Expression;
  onExpression: (expression: Expression) => void;
  readOnly: boolean;
  onChanged: () => void;
}

/** Step 1: photos or a video per expression; the seed's counts are checked here first, then by the server. */
export function CapturePanel({ workspace, expression, onExpression, readOnly, onChanged }: Props) {
  const styles = useStyles();
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const folder = `${workspace.captureFolder}${expression}/`;
  const uploads = useUploads(folder, noop);
  const [addCaptures] = useMutation(AddFaceCapturesDocument);
  const [deleteCaptures] = useMutation(DeleteFaceCapturesDocument);
  const captures = workspace.captures.filter((c) => c.expression === expression);
  const photos = captures.filter((c) => c.kind === 'photo').length;

  const onFiles = async (files: File[]) => {
    const kinds = files.map((f) => uploadKindOf(f.name));
    const newPhotos = kinds.filter((k) => k === 'image').length;
    const newVideos = kinds.filter((k) => k === 'video').length;
    if (newPhotos + newVideos !== files.length)
      return notify.error(ErrorCatalogue.UnsupportedFormat.message, { type: 'jpg/png/mp4/mov' });
    if (newPhotos > FACE_CAPTURE_LIMITS.photosPerUpload)
      return notify.error(ErrorCatalogue.FacePhotosPerUpload.message);
    if (captureSetError(photos + newPhotos, captures.length - photos + newVideos) === 'photosOrVideo')
      return notify.error(ErrorCatalogue.FacePhotosOrVideo.message);
    if (photos + newPhotos > FACE_CAPTURE_LIMITS.maxPhotos) return notify.error(ErrorCatalogue.FacePhotoCount.message);
    for (const file of files) await uploads.upload(file);
    await addCaptures({
      variables: { caseId: workspace.caseId, expression, keys: files.map((f) => `${folder}${safeName(f.name)}`) },
    }).catch(() => undefined);
    onChanged();
  };

  const onDelete = async () => {
    if (selected.size === 0) return notify.error(ErrorCatalogue.FaceDeleteSelection.message);
    await deleteCaptures({ variables: { ids: [...selected] } });
    setSelected(new Set());
    onChanged();
  };

  const toggle = (id: string) =>
    setSelected((old) => {
      const next = new Set(old);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section aria-label={t('face.step.capture')}>
      <Text weight="semibold">{t('face.step.capture')}</Text>
      <TabList selectedValue={expression} onTabSelect={(_, d) => onExpression(d.value as Expression)}>
        {EXPRESSIONS.map((e) => (
          <Tab key={e} value={e}>
            {t(`face.expression.${e}`)}
          </Tab>
        ))}
      </TabList>
      <Text size={200}>{t('face.captureRule')}</Text>
      <div className={styles.row}>
        <Text data-testid="capture-count">{t('face.capturesCount', { photos, videos: captures.length - photos })}</Text>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept="image/jpeg,image/png,image/webp,video/mp4,video/quicktime,video/webm"
          data-testid="capture-input"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            void onFiles(files);
          }}
        />
        <Button disabled={readOnly} onClick={() => input.current?.click()}>
          {t('face.choose')}
        </Button>
        <Button disabled={readOnly} onClick={() => void onDelete()}>
          {t('face.deleteSelected')}
        </Button>
      </div>
      <div className={styles.list}>
        {captures.map((c) => (
          <div key={c.id} className={styles.item}>
            {c.kind === 'photo' ? (
              <img className={styles.thumb} src={c.url} alt="" />
            ) : (
              <Text size={200}>{t('face.video', { seconds: ((c.durationMs ?? 0) / 1000).toFixed(1) })}</Text>
            )}
            <Checkbox checked={selected.has(c.id)} onChange={() => toggle(c.id)} aria-label={c.key} />
          </div>
        ))}
      </div>
    </section>
  );
}
