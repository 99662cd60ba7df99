import { Avatar, Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useFragment, useMutation } from '@apollo/client/react';
import type { FragmentType } from '@apollo/client';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { notify } from '../../feedback/bus';
import { useT } from '../../i18n/I18nProvider';
import { isAvatarUrl } from './profile-form';
import { UpdateProfileDocument } from './profile.mutation';

export const BasicInfo_user = graphql(`
  fragment BasicInfo_user on User {
    id
    name
    avatar
    phone
    email
    country
    isMainAccount
    memberNumber
    practice {
      id
      usableStorageGb
    }
  }
`);

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  field: { minWidth: '240px' },
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalM,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

type Props = { user: FragmentType<typeof BasicInfo_user> };

export function BasicInfo({ user }: Props) {
  const styles = useStyles();
  const t = useT();
  const { data } = useFragment({ fragment: BasicInfo_user, from: user });
  const rows: [string, string][] = [
    [t('settings.phone'), data.phone || t('common.notFilled')],
    [t('settings.email'), data.email || t('common.notFilled')],
    [t('settings.country'), data.country || t('common.notFilled')],
    [t('settings.accountType'), t(data.isMainAccount ? 'settings.mainAccount' : 'settings.subAccount')],
    [t('settings.memberNumber'), String(data.memberNumber ?? 0)],
    [t('settings.storage'), t('settings.storageValue', { size: data.practice?.usableStorageGb ?? 0 })],
  ];
  return (
    <div className={styles.root}>
      {data.id && <NameAvatarForm key={data.id} name={data.name ?? ''} avatar={data.avatar ?? ''} />}
      <dl className={styles.list}>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Every user's own name and avatar (an http(s) image URL). */
function NameAvatarForm(props: { name: string; avatar: string }) {
  const styles = useStyles();
  const t = useT();
  const [name, setName] = useState(props.name);
  const [avatar, setAvatar] = useState(props.avatar);
  const [errors, setErrors] = useState<{ name?: string; avatar?: string }>({});
  const [save, { loading }] = useMutation(UpdateProfileDocument);
  const submit = () => {
    const found = {
      name: name.trim() ? undefined : 'profile.nameRequired',
      avatar: isAvatarUrl(avatar) ? undefined : 'profile.avatarInvalid',
    };
    setErrors(found);
    if (found.name || found.avatar) return;
    void save({ variables: { input: { name: name.trim(), avatar: avatar.trim() } } }).then(
      () => notify.success('feedback.savedSuccessfully'),
      () => undefined,
    );
  };
  return (
    <form
      className={styles.form}
      aria-label={t('settings.basicInfo')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Avatar name={name} image={isAvatarUrl(avatar) && avatar.trim() ? { src: avatar.trim() } : undefined} size={56} />
      <Field
        className={styles.field}
        label={t('settings.name')}
        required
        validationMessage={errors.name ? t(errors.name) : undefined}
      >
        <Input value={name} maxLength={100} onChange={(_, d) => setName(d.value)} />
      </Field>
      <Field
        className={styles.field}
        label={t('profile.avatarUrl')}
        validationMessage={errors.avatar ? t(errors.avatar) : undefined}
      >
        <Input value={avatar} maxLength={500} placeholder="https://" onChange={(_, d) => setAvatar(d.value)} />
      </Field>
      <Button type="submit" appearance="primary" disabled={loading}>
        {t('common.save')}
      </Button>
    </form>
  );
}
