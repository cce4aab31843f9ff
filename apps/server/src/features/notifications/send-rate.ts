/**
 * Spaces sends evenly at `perSecond`: send k of a busy run starts at start + k × 1000/perSecond ms,
 * so no window of one second ever holds more than `perSecond` sends, whatever the number of lanes
 * sharing it. After an idle spell the run starts afresh (no burst saved up). One per process:
 * several processes each take their own share (decision 0024).
 */
export class SendRate {
  private start = 0;
  private taken = 0;

  constructor(
    private readonly perSecond: number,
    private readonly clock: {
      now: () => number;
      sleep: (ms: number) => Promise<void>;
    } = {
      now: () => performance.now(),
      sleep: (ms) => new Promise((done) => setTimeout(done, ms)),
    },
  ) {}

  /** Resolves when the next send may start. */
  async take(): Promise<void> {
    const now = this.clock.now();
    let slot = this.start + (this.taken * 1000) / this.perSecond;
    if (this.taken === 0 || slot < now) {
      // Idle, or behind: the run starts again now.
      this.start = now;
      this.taken = 0;
      slot = now;
    }
    this.taken += 1;
    if (slot > now) await this.clock.sleep(slot - now);
  }
}
