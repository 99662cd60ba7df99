import { graphql } from '../../__generated__';

/** Answers the User with every settings block's fragment, so the normalized cache refreshes them all. */
export const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      ...BasicInfo_user
      ...InvoiceInfoForm_user
      ...ShippingAddressForm_user
    }
  }
`);
