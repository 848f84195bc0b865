/**
 * Refused sign-in proofs per client address. Each refused /auth-users call costs a proof check (for
 * OTPless, a call to its API), so an address that keeps sending bad proofs is stopped for a while.
 * Counted in this process (a sliding window in memory): with several instances behind a load balancer
 * the limit holds per instance. Sign-in codes themselves are limited per phone/email and per address in
 * the database (sandbox/model.ts), or by the hosted OTP service in production.
 */
import { LRUCache } from 'lru-cache';

export const MAX_REFUSED_SIGN_INS_PER_ADDRESS = 20;
export const REFUSED_SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export class RefusedSignIns {
  // Bounded, so a flood from many addresses cannot grow the process without limit.
  private readonly byAddress = new LRUCache<string, number[]>({ max: 50_000 });

  constructor(private readonly now: () => number = Date.now) {}

  private recent(address: string): number[] {
    const since = this.now() - REFUSED_SIGN_IN_WINDOW_MS;
    return (this.byAddress.get(address) ?? []).filter((at) => at > since);
  }

  /** True once the address has MAX_REFUSED_SIGN_INS_PER_ADDRESS refusals within the window. */
  isBlocked(address: string): boolean {
    return this.recent(address).length >= MAX_REFUSED_SIGN_INS_PER_ADDRESS;
  }

  record(address: string): void {
    this.byAddress.set(address, [...this.recent(address), this.now()]);
  }
}
