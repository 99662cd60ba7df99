import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { notify } from '../../feedback/bus';
import { useT } from '../../i18n/I18nProvider';
import { invoiceFields } from './profile-form';
import { UpdateProfileDocument } from './profile.mutation';
import { ProfileFieldsForm } from './ProfileFieldsForm';

export const InvoiceInfoForm_user = graphql(`
  fragment InvoiceInfoForm_user on User {
    id
    invoiceInfo {
      companyName
      taxpayerId
      phone
      businessAddress
      invoiceEmail
      contact
      contactPhone
      address
      shortName
      qualification
    }
  }
`);

type Props = { user: FragmentType<typeof InvoiceInfoForm_user>; readOnly: boolean };

/** Seed 000 §3 company info: the practice's invoice details, kept on its main account. */
export function InvoiceInfoForm({ user, readOnly }: Props) {
  const t = useT();
  const { data, complete } = useFragment({ fragment: InvoiceInfoForm_user, from: user });
  const [save, { loading }] = useMutation(UpdateProfileDocument);
  if (!complete) return null;
  const initial = Object.fromEntries(invoiceFields.map(({ key }) => [key, data.invoiceInfo[key]])) as Record<
    (typeof invoiceFields)[number]['key'],
    string
  >;
  return (
    <ProfileFieldsForm
      label={t('settings.invoiceInfo')}
      fields={invoiceFields}
      initial={initial}
      readOnly={readOnly}
      saving={loading}
      onSave={(invoiceInfo) =>
        void save({ variables: { input: { invoiceInfo } } }).then(
          () => notify.success('feedback.savedSuccessfully'),
          () => undefined,
        )
      }
    />
  );
}
