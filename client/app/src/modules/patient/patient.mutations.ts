import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../__generated__';

export const StashPatientDocument = graphql(`
  mutation StashPatient($id: ID!) {
    stashPatient(id: $id) {
      id
      deletedAt
    }
  }
`);

export const RestorePatientDocument = graphql(`
  mutation RestorePatient($id: ID!) {
    restorePatient(id: $id) {
      id
      deletedAt
    }
  }
`);

export const DestroyPatientDocument = graphql(`
  mutation DestroyPatient($id: ID!) {
    destroyPatient(id: $id)
  }
`);

/**
 * Stashing or restoring moves a patient and its cases between the live lists and the recycle
 * bins: those list fields are dropped so the screens showing them reload just those.
 */
export function dropRecordLists(cache: ApolloCache): void {
  for (const fieldName of ['patients', 'cases', 'caseSummary', 'reservations'])
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
