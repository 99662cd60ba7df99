import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../__generated__';

export const CreateCaseDocument = graphql(`
  mutation CreateCase($input: CreateCaseInput!) {
    createCase(input: $input) {
      id
      ...CaseForm_case
    }
  }
`);

export const UpdateCaseDocument = graphql(`
  mutation UpdateCase($id: ID!, $input: UpdateCaseInput!) {
    updateCase(id: $id, input: $input) {
      id
      ...CaseForm_case
    }
  }
`);

export const SubmitCaseDocument = graphql(`
  mutation SubmitCase($id: ID!) {
    submitCase(id: $id) {
      id
      status
    }
  }
`);

export const StashCaseDocument = graphql(`
  mutation StashCase($id: ID!) {
    stashCase(id: $id) {
      id
      deletedAt
    }
  }
`);

export const RestoreCaseDocument = graphql(`
  mutation RestoreCase($id: ID!) {
    restoreCase(id: $id) {
      id
      deletedAt
    }
  }
`);

export const DestroyCaseDocument = graphql(`
  mutation DestroyCase($id: ID!) {
    destroyCase(id: $id)
  }
`);

export const ProductNamesDocument = graphql(`
  query ProductNames {
    products {
      id
      name
      href
    }
  }
`);

/** A case changed lists it belongs to (and its patient's counts): drop those, keep the rest. */
export function dropCaseLists(cache: ApolloCache, patientId?: string | null): void {
  for (const fieldName of ['cases', 'caseSummary', 'reservations', 'patients'])
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  if (patientId) {
    const id = cache.identify({ __typename: 'Patient', id: patientId });
    for (const fieldName of ['cases', 'caseCount', 'reservations']) cache.evict({ id, fieldName });
  }
  cache.gc();
}
