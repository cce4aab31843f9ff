import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from './live-events';
import { type EventSourceLike, openLiveStream, STALL_MS } from './live-stream';

class FakeSource implements EventSourceLike {
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  error() {
    this.onerror?.(new Event('error'));
  }
  emit(type: string, data: unknown, id = '') {
    this.listeners.get(type)?.({ data: JSON.stringify(data), lastEventId: id } as MessageEvent);
  }
}

function setup() {
  const sources: FakeSource[] = [];
  const events: LiveEvent[] = [];
  const log: string[] = [];
  const stream = openLiveStream(
    '/api/events',
    {
      onEvent: (e) => events.push(e),
      onAnswer: () => log.push('answer'),
      onFailure: () => log.push('failure'),
    },
    {
      create: (url) => {
        const source = new FakeSource(url);
        sources.push(source);
        return source;
      },
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
    },
  );
  return { stream, sources, events, log, last: () => sources[sources.length - 1]! };
}

describe('openLiveStream', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('delivers parsed events and reports answers', () => {
    const { last, events, log } = setup();
    last().open();
    last().emit('ping', { type: 'ping', serverTime: '2030-01-01T00:00:00.000Z' });
    expect(events).toEqual([{ type: 'ping', serverTime: '2030-01-01T00:00:00.000Z' }]);
    expect(log).toEqual(['answer', 'answer']);
  });

  it('reconnects with the backoff and resumes from the last event id', async () => {
    const { sources, last, log } = setup();
    last().open();
    last().emit('leaderboard-changed', {}, '41');
    last().error();
    expect(sources[0]!.closed).toBe(true);
    expect(log.at(-1)).toBe('failure');
    await vi.advanceTimersByTimeAsync(999);
    expect(sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(last().url).toBe('/api/events?lastEventId=41');
    last().error();
    await vi.advanceTimersByTimeAsync(1499);
    expect(sources).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources).toHaveLength(3);
    // A successful open starts the backoff over.
    last().open();
    last().error();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sources).toHaveLength(4);
  });

  it('treats a silent stream as broken', async () => {
    const { sources, last, log } = setup();
    last().open();
    await vi.advanceTimersByTimeAsync(STALL_MS - 1);
    last().emit('ping', {});
    await vi.advanceTimersByTimeAsync(STALL_MS - 1);
    expect(sources[0]!.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources[0]!.closed).toBe(true);
    expect(log.at(-1)).toBe('failure');
  });

  it('can skip the wait once the server is back', () => {
    const { sources, last, stream } = setup();
    last().error();
    stream.reconnectNow();
    expect(sources).toHaveLength(2);
    stream.reconnectNow();
    expect(sources).toHaveLength(2);
  });

  it('stops for good when closed', async () => {
    const { sources, last, stream } = setup();
    last().error();
    stream.close();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sources).toHaveLength(1);
  });
});
