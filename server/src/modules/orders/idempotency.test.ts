import { describe, expect, it } from 'vitest';
import { fingerprintOf } from './idempotency.js';

describe('fingerprintOf', () => {
  it('ignores parameter order and tells kinds and values apart', () => {
    const a = fingerprintOf({ kind: 'recharge', params: { amount: 5, provider: 'sandbox' } });
    expect(fingerprintOf({ kind: 'recharge', params: { provider: 'sandbox', amount: 5 } })).toBe(a);
    expect(fingerprintOf({ kind: 'recharge', params: { amount: 6, provider: 'sandbox' } })).not.toBe(a);
    expect(fingerprintOf({ kind: 'recharge', params: { amount: '5', provider: 'sandbox' } })).not.toBe(a);
    expect(fingerprintOf({ kind: 'subscribe', params: { amount: 5, provider: 'sandbox' } })).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });
});
