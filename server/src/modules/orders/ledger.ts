import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/app-error.js';
import { OrderStatus, type OrderType } from './order.entity.js';

export interface LedgerEntry {
  practiceId: number;
  userId: number | null;
  type: OrderType;
  /** Signed points; a finished entry moves the balance by exactly this much. */
  amount: number;
  status: OrderStatus;
  detail?: string;
  productId?: number | null;
  caseGroupId?: number | null;
  subscriptionId?: number | null;
  provider?: string | null;
  idempotencyKey?: string | null;
}

/**
 * Moves the practice balance by `amount` (only when it stays >= 0: one conditional UPDATE, so
 * concurrent charges cannot overdraw) and returns the new balance; `InsufficientPoints` otherwise.
 * Must run inside the transaction that writes the matching order row.
 */
export async function moveBalance(em: EntityManager, practiceId: number, amount: number): Promise<number> {
  const rows = await em.execute<{ balance: number }[]>(
    'update practice set balance = balance + ? where id = ? and balance + ? >= 0 returning balance',
    [amount, practiceId, amount],
    'all',
  );
  if (rows.length === 0) throw new AppError('InsufficientPoints');
  return rows[0]!.balance;
}

/**
 * Writes one ledger row; a finished entry moves the balance first, in the caller's transaction.
 * Returns the new order's id.
 */
export async function postOrder(em: EntityManager, entry: LedgerEntry): Promise<number> {
  if (entry.status === OrderStatus.Finished && entry.amount !== 0) {
    await moveBalance(em, entry.practiceId, entry.amount);
  }
  return insertOrder(em, entry);
}

export async function insertOrder(em: EntityManager, entry: LedgerEntry): Promise<number> {
  const rows = await em.execute<{ id: number }[]>(
    `insert into points_order
       (practice_id, user_id, type, amount, status, detail, product_id, case_group_id, subscription_id,
        provider, idempotency_key, finished_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
    [
      entry.practiceId,
      entry.userId,
      entry.type,
      entry.amount,
      entry.status,
      entry.detail ?? '',
      entry.productId ?? null,
      entry.caseGroupId ?? null,
      entry.subscriptionId ?? null,
      entry.provider ?? null,
      entry.idempotencyKey ?? null,
      entry.status === OrderStatus.Finished ? new Date() : null,
    ],
    'all',
  );
  return rows[0]!.id;
}

/** Turns a submitted credit into a finished one and credits it, exactly once (the row is locked). */
export async function finishOrder(em: EntityManager, orderId: number): Promise<boolean> {
  const rows = await em.execute<{ practice_id: number; amount: number }[]>(
    `update points_order set status = ?, finished_at = now()
      where id = ? and status = ? returning practice_id, amount`,
    [OrderStatus.Finished, orderId, OrderStatus.Submitted],
    'all',
  );
  if (rows.length === 0) return false;
  const { practice_id: practiceId, amount } = rows[0]!;
  if (amount !== 0) await moveBalance(em, practiceId, amount);
  return true;
}
