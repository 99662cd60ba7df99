import { graphql } from '../../__generated__';

/**
 * The practice's balance. Every purchase refetches it, which updates the normalized `Practice`
 * object the account dropdown reads, so the new balance shows without a reload.
 */
export const AccountBalanceDocument = graphql(`
  query AccountBalance {
    me {
      id
      isMainAccount
      practice {
        id
        balance
        usableStorageGb
      }
    }
  }
`);

/** Options for a purchase mutation: wait for the new balance (and whatever else changed) before resolving. */
export const afterPurchase = (...others: string[]) => ({
  refetchQueries: [AccountBalanceDocument, ...others],
  awaitRefetchQueries: true,
});

/** One key per user action: a retried request never charges or credits twice. */
export const newIdempotencyKey = (): string => crypto.randomUUID();
