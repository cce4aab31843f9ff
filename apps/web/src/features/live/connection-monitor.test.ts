import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConnectionMonitor, OFFLINE_AFTER_MS } from './connection-monitor';

function setup(answers: boolean[] = []) {
  const probes: number[] = [];
  const monitor = createConnectionMonitor({
    now: () => Date.now(),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    probe: async () => {
      probes.push(Date.now());
      return answers.shift() ?? false;
    },
  });
  return { monitor, probes };
}

describe('createConnectionMonitor', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes offline 10 s after the first failure without an answer', async () => {
    const { monitor } = setup();
    monitor.reportFailure();
    expect(monitor.getSnapshot()).toEqual({ offline: false, troubleSince: 0 });
    await vi.advanceTimersByTimeAsync(OFFLINE_AFTER_MS - 1);
    expect(monitor.getSnapshot().offline).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(monitor.getSnapshot()).toEqual({ offline: true, troubleSince: 0 });
  });

  it('stays online when an answer arrives within 10 s', async () => {
    const { monitor } = setup();
    monitor.reportFailure();
    await vi.advanceTimersByTimeAsync(500);
    monitor.reportAnswer();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(monitor.getSnapshot()).toEqual({ offline: false, troubleSince: null });
  });

  it('more failures do not restart the 10 s', async () => {
    const { monitor } = setup();
    monitor.reportFailure();
    await vi.advanceTimersByTimeAsync(6000);
    monitor.reportFailure();
    await vi.advanceTimersByTimeAsync(4000);
    expect(monitor.getSnapshot().offline).toBe(true);
  });

  it('probes /api/health with the backoff and recovers when it answers', async () => {
    const { monitor, probes } = setup([false, false, false, false, false, true]);
    const recovered = vi.fn();
    monitor.onRecovered(recovered);
    monitor.reportFailure();
    await vi.advanceTimersByTimeAsync(30_000);
    // 1 s, then +1.5 s, +2.25 s, +3.375 s, +5.0625 s, +7.59375 s (timers drop the fractions).
    expect(probes).toEqual([1000, 2500, 4750, 8125, 13_187, 20_780]);
    expect(monitor.getSnapshot()).toEqual({ offline: false, troubleSince: null });
    expect(recovered).toHaveBeenCalledTimes(1);
  });

  it('tells recovery listeners only after a real offline period', async () => {
    const { monitor } = setup([true]);
    const recovered = vi.fn();
    monitor.onRecovered(recovered);
    monitor.reportFailure();
    await vi.advanceTimersByTimeAsync(1000);
    expect(monitor.getSnapshot().troubleSince).toBeNull();
    expect(recovered).not.toHaveBeenCalled();
  });

  it('any answer ends offline mode and stops probing', async () => {
    const { monitor, probes } = setup();
    const listener = vi.fn();
    monitor.subscribe(listener);
    monitor.reportFailure();
    await vi.advanceTimersByTimeAsync(12_000);
    expect(monitor.getSnapshot().offline).toBe(true);
    const probed = probes.length;
    monitor.reportAnswer();
    expect(monitor.getSnapshot().offline).toBe(false);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(probes.length).toBe(probed);
    // trouble began, offline, back online
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('a new trouble starts a fresh probe schedule', async () => {
    const { monitor, probes } = setup([true]);
    monitor.reportFailure();
    await vi.advanceTimersByTimeAsync(1000);
    expect(monitor.getSnapshot().troubleSince).toBeNull();
    monitor.reportFailure();
    await vi.advanceTimersByTimeAsync(1000);
    expect(probes).toEqual([1000, 2000]);
  });
});
