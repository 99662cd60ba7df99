import { Button, Card, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { EMAIL_FORMAT, MAINLAND_MOBILE, PRODUCT_TITLE } from '@odontia/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../__generated__';
import { useT } from '../../i18n/I18nProvider';
import { LanguageSwitch } from '../../layout/LanguageSwitch';
import { safeRedirect } from '../../routes/paths';
import { encryptPassword } from '../../session/rsa';
import { useSession } from '../../session/SessionProvider';

const RsaKeyDocument = graphql(`
  query RsaPublicKey {
    rsaPublicKey
  }
`);

const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
    }
  }
`);

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalL,
    background: `linear-gradient(135deg, ${tokens.colorBrandBackground2} 0%, ${tokens.colorNeutralBackground2} 60%)`,
  },
  card: { width: '100%', maxWidth: '400px', padding: tokens.spacingHorizontalXXL },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  brand: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightBold, fontSize: tokens.fontSizeBase600 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

interface Errors {
  account?: string;
  password?: string;
}

export default function LoginPage() {
  const styles = useStyles();
  const t = useT();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { signIn } = useSession();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [login, { loading }] = useMutation(LoginDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const id = account.trim();
    const found: Errors = {};
    if (!id) found.account = 'login.accountRequired';
    else if (!MAINLAND_MOBILE.test(id) && !EMAIL_FORMAT.test(id)) found.account = 'login.accountInvalid';
    if (!password) found.password = 'login.passwordRequired';
    setErrors(found);
    if (found.account || found.password) return;

    const key = await client
      .query({ query: RsaKeyDocument, fetchPolicy: 'network-only', context: { silent: true } })
      .then((result) => result.data?.rsaPublicKey)
      .catch(() => null);
    const sent = await encryptPassword(password, key);
    const identity = id.includes('@') ? { email: id } : { phone: id };
    const result = await login({ variables: { input: { ...identity, password: sent } } }).catch(() => null);
    const token = result?.data?.login.token;
    if (!token) return;
    await signIn(token);
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  };

  return (
    <main className={styles.root}>
      <Card className={styles.card}>
        <div className={styles.header}>
          <span className={styles.brand}>{PRODUCT_TITLE}</span>
          <LanguageSwitch />
        </div>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <div>
            <h1 className={styles.heading}>{t('login.heading')}</h1>
            <Text size={200}>{t('login.subtitle')}</Text>
          </div>
          <Field label={t('login.account')} required validationMessage={errors.account ? t(errors.account) : undefined}>
            <Input
              name="account"
              autoComplete="username"
              placeholder={t('login.accountPlaceholder')}
              value={account}
              onChange={(_, { value }) => setAccount(value)}
            />
          </Field>
          <Field
            label={t('login.password')}
            required
            validationMessage={errors.password ? t(errors.password) : undefined}
          >
            <Input
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(_, { value }) => setPassword(value)}
            />
          </Field>
          <Button appearance="primary" type="submit" size="large" disabled={loading}>
            {t('login.submit')}
          </Button>
        </form>
      </Card>
    </main>
  );
}
