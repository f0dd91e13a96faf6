/**
 * A polite pace for outbound calls (the listing analyser, the geocoder): one request per host per
 * `intervalMs`. Each caller reserves the host's next free slot and waits for it, so two jobs for
 * one site run a second apart even when they start together.
 */
export class HostPacer {
  private readonly next = new Map<string, number>();

  constructor(
    private readonly intervalMs = 1000,
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {}

  /** Resolves when this caller may send its request to `host`. */
  async wait(host: string): Promise<void> {
    const now = this.now();
    const slot = Math.max(now, this.next.get(host) ?? 0);
    this.next.set(host, slot + this.intervalMs);
    // Hosts not asked for a while are forgotten, so the map stays small.
    if (this.next.size > 500) for (const [h, t] of this.next) if (t < now) this.next.delete(h);
    if (slot > now) await this.sleep(slot - now);
  }
}
