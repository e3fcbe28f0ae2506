// Counts failed sign-ins per key (IP or username) in a sliding one-minute window. Past the limit the key
// is refused with 429 until its oldest failure ages out, so the real owner is slowed, never locked out for good.
export class FailureThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit = 10,
    private readonly windowMs = 60_000,
    /** the clock; tests pass a fake one to step past the window */
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(key: string, at = this.now()): boolean {
    return this.recent(key, at).length >= this.limit;
  }

  fail(key: string, at = this.now()) {
    const list = this.recent(key, at);
    list.push(at);
    this.failures.set(key, list);
    if (this.failures.size > 50_000) this.sweep(at);
  }

  private recent(key: string, at: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => at - t < this.windowMs);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }

  private sweep(at: number) {
    for (const key of [...this.failures.keys()]) this.recent(key, at);
  }
}
