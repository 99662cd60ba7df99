import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { notify } from '../../feedback/bus';
import { useT } from '../../i18n/I18nProvider';
import { shippingFields } from './profile-form';
import { UpdateProfileDocument } from './profile.mutation';
import { ProfileFieldsForm } from './ProfileFieldsForm';

export const ShippingAddressForm_user = graphql(`
  fragment ShippingAddressForm_user on User {
    id
    shippingAddress {
      contact
      phone
      address
    }
  }
`);

type Props = { user: FragmentType<typeof ShippingAddressForm_user>; readOnly: boolean };

/** Where the practice receives deliveries, kept on its main account. */
export function ShippingAddressForm({ user, readOnly }: Props) {
  const t = useT();
  const { data, complete } = useFragment({ fragment: ShippingAddressForm_user, from: user });
  const [save, { loading }] = useMutation(UpdateProfileDocument);
  if (!complete) return null;
  const initial = Object.fromEntries(shippingFields.map(({ key }) => [key, data.shippingAddress[key]])) as Record<
    (typeof shippingFields)[number]['key'],
    string
  >;
  return (
    <ProfileFieldsForm
      label={t('settings.shippingAddress')}
      fields={shippingFields}
      initial={initial}
      readOnly={readOnly}
      saving={loading}
      onSave={(shippingAddress) =>
        void save({ variables: { input: { shippingAddress } } }).then(
          () => notify.success('feedback.savedSuccessfully'),
          () => undefined,
        )
      }
    />
  );
}
