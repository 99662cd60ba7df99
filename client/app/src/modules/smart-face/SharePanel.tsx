import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { notify } from '../../feedback/bus';
import { useT } from '../../i18n/I18nProvider';
import type { FaceWorkspaceQuery } from '../../__generated__/graphql';
import { CreateFaceShareLinkDocument, RevokeFaceShareLinkDocument } from './face.documents';

type Link = FaceWorkspaceQuery['faceWorkspace']['shareLinks'][number];

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end', flexWrap: 'wrap' },
});

export const shareUrl = (token: string) => `${window.location.origin}/smart-viewer?token=${token}`;

interface Props {
  caseId: string;
  links: Link[];
  onChanged: () => void;
}

/** Share links for the patient: expiring (7 days unless changed), revocable; the token is shown once. */
export function SharePanel({ caseId, links, onChanged }: Props) {
  const styles = useStyles();
  const t = useT();
  const [days, setDays] = useState('7');
  const [created, setCreated] = useState<string | null>(null);
  const [create] = useMutation(CreateFaceShareLinkDocument);
  const [revoke] = useMutation(RevokeFaceShareLinkDocument);
  const onCreate = async () => {
    const reply = await create({ variables: { caseId, days: Number(days) || 7 } });
    const token = reply.data?.createFaceShareLink.token;
    if (token) {
      setCreated(shareUrl(token));
      notify.success('face.share.created');
    }
    onChanged();
  };
  const date = (iso: unknown) => new Date(String(iso)).toLocaleString();
  return (
    <section aria-label={t('face.step.share')}>
      <div className={styles.row}>
        <Field label={t('face.share.days')}>
          <Input type="number" value={days} onChange={(_, d) => setDays(d.value)} style={{ width: '80px' }} />
        </Field>
        <Button onClick={() => void onCreate()}>{t('face.share.create')}</Button>
      </div>
      {created && (
        <Field label={t('face.share.link')}>
          <Input readOnly value={created} data-testid="share-url" />
        </Field>
      )}
      {links.map((link) => (
        <div key={link.id} className={styles.row} data-testid="share-link">
          <Text size={200}>
            {link.revokedAt ? t('face.share.revoked') : t('face.share.expires', { date: date(link.expiresAt) })}
          </Text>
          {!link.revokedAt && (
            <Button size="small" onClick={() => void revoke({ variables: { id: link.id } }).then(onChanged)}>
              {t('face.share.revoke')}
            </Button>
          )}
        </div>
      ))}
    </section>
  );
}
