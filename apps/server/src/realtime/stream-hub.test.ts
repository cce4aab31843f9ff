import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { createPacer } from '../lib/pacer';
import type { EventBus } from './event-bus';
import type { PublishedEvent, WaveLandedFor } from './live-events-schemas';
import {
  createStreamHub,
  type HubStream,
  MAX_STREAMS_PER_PLAYER,
  type StreamHub,
  sseFrame,
} from './stream-hub';

/** An in-memory bus: events published here reach the hub as the database bus delivers them. */
function memoryBus(stored: PublishedEvent[] = []) {
  const listeners = new Set<(event: PublishedEvent) => void>();
  let latestGate: Promise<void> = Promise.resolve();
  const bus: EventBus & { emit: (event: PublishedEvent) => void } = {
    async publish() {
      throw new Error('not used');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async readAfter(afterId, limit) {
      return stored.filter((event) => event.id > afterId).slice(0, limit);
    },
    async readLatest(limit) {
      await latestGate;
      return stored.slice(-limit);
    },
    async close() {},
    emit(event) {
      stored.push(event);
      for (const listener of listeners) listener(event);
    },
  };
  return {
    bus,
    /** Holds back the hub's first read of recent events until `release` is called. */
    holdLatest() {
      let release: () => void = () => undefined;
      latestGate = new Promise<void>((done) => {
        release = done;
      });
      return () => release();
    },
  };
}

const decoder = new TextDecoder();

function fakeStream(userId: string, queued = () => 0) {
  const frames: string[] = [];
  const stream: HubStream & { frames: string[]; closed: boolean } = {
    userId,
    sessionToken: `token-${userId}`,
    frames,
    closed: false,
    write(bytes) {
      frames.push(decoder.decode(bytes));
      return queued();
    },
    close() {
      stream.closed = true;
    },
  };
  return stream;
}

const idsOf = (frames: string[]) =>
  frames.flatMap((frame) => {
    const id = /^id: (\d+)$/m.exec(frame)?.[1];
    return id ? [Number(id)] : [];
  });

const countdown = (id: number): PublishedEvent => ({ id, type: 'countdown', data: { next: null } });
const landed = (id: number, waveId: string): PublishedEvent => ({
  id,
  type: 'wave-landed',
  data: { waveId },
});

let hub: StreamHub | undefined;
afterEach(async () => {
  await hub?.close();
  hub = undefined;
});

function makeHub(
  bus: EventBus,
  parts: (
    waveId: string,
    userIds: readonly string[],
  ) => Promise<Map<string, WaveLandedFor>> = async () => new Map(),
) {
  hub = createStreamHub({
    bus,
    logger: createLogger('silent', false),
    now: () => new Date('2026-11-24T12:00:00Z'),
    nextWave: async () => null,
    waveLandedForMany: parts,
    liveSessions: async (tokens) => new Set(tokens),
    // Rests every 128 streams, so that the tests do not depend on this machine's speed.
    pacer: () => createPacer({ items: 128 }),
  });
  return hub;
}

/** Waits until `ready` holds, letting the hub's queued work run. */
async function settle(ready: () => boolean) {
  for (let turn = 0; turn < 10_000 && !ready(); turn += 1) {
    await new Promise((done) => setImmediate(done));
  }
  expect(ready()).toBe(true);
}

describe('the stream hub', () => {
  it('lays out a message as SSE: event, data, id, retry, blank line', () => {
    const text = decoder.decode(
      sseFrame({ type: 'ping', serverTime: '2026-11-24T12:00:00.000Z' }, 7, 1000),
    );
    expect(text).toBe(
      'event: ping\ndata: {"type":"ping","serverTime":"2026-11-24T12:00:00.000Z"}\nid: 7\nretry: 1000\n\n',
    );
  });

  it('sends what a reconnecting stream missed, then the events that came meanwhile, each once and in order', async () => {
    const memory = memoryBus([countdown(1), countdown(2), countdown(3)]);
    const release = memory.holdLatest();
    const subject = makeHub(memory.bus);
    const stream = fakeStream('u1');
    subject.open(stream, 1);
    // Events arrive while the hub is still reading what the stream missed.
    memory.bus.emit(countdown(4));
    memory.bus.emit(countdown(5));
    release();
    await settle(() => idsOf(stream.frames).includes(5));
    memory.bus.emit(countdown(6));
    await settle(() => idsOf(stream.frames).includes(6));
    expect(idsOf(stream.frames)).toEqual([2, 3, 4, 5, 6]);
    // The first message is the countdown to the next wave, with the reconnect delay.
    expect(stream.frames[0]).toMatch(/^event: countdown\n.*\nretry: 1000\n\n$/s);
  });

  it('gives each player their own part of a landed wave, from one lookup for all the streams', async () => {
    const memory = memoryBus();
    const lookups: string[][] = [];
    const subject = makeHub(memory.bus, async (waveId, userIds) => {
      lookups.push([...userIds]);
      return new Map([
        ['hit', { hit: true, reportId: `report-of-hit-${waveId}`, netChange: -500, stars: 2 }],
      ]);
    });
    const hit = fakeStream('hit');
    const missed = fakeStream('missed');
    subject.open(hit, null);
    subject.open(missed, null);
    await settle(() => hit.frames.length === 1 && missed.frames.length === 1);
    memory.bus.emit(landed(1, 'w1'));
    await settle(() => hit.frames.length === 2 && missed.frames.length === 2);
    expect(lookups).toEqual([['hit', 'missed']]);
    expect(JSON.parse(/^data: (.*)$/m.exec(hit.frames[1] ?? '')?.[1] ?? '')).toMatchObject({
      type: 'wave-landed',
      waveId: 'w1',
      hit: true,
      reportId: 'report-of-hit-w1',
      netChange: -500,
    });
    expect(JSON.parse(/^data: (.*)$/m.exec(missed.frames[1] ?? '')?.[1] ?? '')).toMatchObject({
      hit: false,
      reportId: null,
    });
  });

  it('looks up the part of a wave once for all the streams that catch up on it at the same time', async () => {
    const memory = memoryBus([landed(1, 'w1')]);
    const lookups: string[][] = [];
    const subject = makeHub(memory.bus, async (_waveId, userIds) => {
      lookups.push([...userIds]);
      return new Map();
    });
    const streams = ['a', 'b', 'c'].map((userId) => fakeStream(userId));
    for (const stream of streams) subject.open(stream, 0);
    await settle(() => streams.every((stream) => idsOf(stream.frames).includes(1)));
    expect(lookups).toEqual([['a', 'b', 'c']]);
  });

  it('writes to many streams in slices, letting other work run between them', async () => {
    const memory = memoryBus();
    const subject = makeHub(memory.bus);
    const streams = Array.from({ length: 1200 }, (_, index) => fakeStream(`u${index}`));
    for (const stream of streams) subject.open(stream, null);
    await settle(() => streams.every((stream) => stream.frames.length === 1));
    let otherWorkRan = false;
    let lastStreamHadItFirst = false;
    memory.bus.emit(countdown(1));
    setImmediate(() => {
      otherWorkRan = true;
      lastStreamHadItFirst = (streams.at(-1)?.frames.length ?? 0) > 1;
    });
    await settle(() => streams.every((stream) => stream.frames.length === 2));
    expect(otherWorkRan).toBe(true);
    expect(lastStreamHadItFirst).toBe(false);
  });

  it('closes a stream whose browser stopped reading, and keeps writing to the others', async () => {
    const memory = memoryBus();
    const subject = makeHub(memory.bus);
    const stuck = fakeStream('stuck', () => 2 << 20);
    const reading = fakeStream('reading');
    subject.open(stuck, null);
    subject.open(reading, null);
    await settle(() => stuck.closed && reading.frames.length === 1);
    expect(subject.size).toBe(1);
    memory.bus.emit(countdown(1));
    await settle(() => reading.frames.length === 2);
    expect(stuck.frames).toHaveLength(1);
  });

  it('closes the streams that missed an event it could not prepare, so their browsers catch up', async () => {
    const memory = memoryBus();
    const subject = makeHub(memory.bus, async () => {
      throw new Error('connection lost');
    });
    const stream = fakeStream('u1');
    subject.open(stream, null);
    await settle(() => stream.frames.length === 1);
    memory.bus.emit(landed(1, 'w1'));
    await settle(() => stream.closed);
    expect(subject.size).toBe(0);
  });

  it('closes the streams whose session ended, and ends every stream when it closes', async () => {
    const memory = memoryBus();
    const alive = new Set(['token-stays']);
    hub = createStreamHub({
      bus: memory.bus,
      logger: createLogger('silent', false),
      now: () => new Date(),
      nextWave: async () => null,
      waveLandedForMany: async () => new Map(),
      liveSessions: async (tokens) => new Set(tokens.filter((token) => alive.has(token))),
    });
    const stays = fakeStream('stays');
    const goes = fakeStream('goes');
    hub.open(stays, null);
    hub.open(goes, null);
    await hub.recheckSessions();
    expect([stays.closed, goes.closed]).toEqual([false, true]);
    await hub.close();
    expect(stays.closed).toBe(true);
    hub = undefined;
  });

  it("caps a player's open streams, closing the oldest to make room, and leaves other players' alone (issue 26)", async () => {
    const memory = memoryBus();
    const open = makeHub(memory.bus);
    expect(MAX_STREAMS_PER_PLAYER).toBe(8);
    const other = fakeStream('other');
    open.open(other, null);
    const tabs = Array.from({ length: 100 }, () => fakeStream('hoarder'));
    const removers = tabs.map((tab) => open.open(tab, null));
    // Only the newest eight are open, and every older one was told to close.
    expect(tabs.map((tab) => tab.closed)).toEqual([
      ...Array(100 - MAX_STREAMS_PER_PLAYER).fill(true),
      ...Array(MAX_STREAMS_PER_PLAYER).fill(false),
    ]);
    expect(open.size).toBe(MAX_STREAMS_PER_PLAYER + 1);
    expect(other.closed).toBe(false);
    // A tab that goes away by itself frees its place: the next one closes nobody.
    removers.at(-1)?.();
    open.open(fakeStream('hoarder'), null);
    expect(tabs.filter((tab) => !tab.closed)).toHaveLength(MAX_STREAMS_PER_PLAYER);
    expect(open.size).toBe(MAX_STREAMS_PER_PLAYER + 1);
    // Events reach the open ones only.
    memory.bus.emit(countdown(1));
    await settle(() => idsOf(tabs.at(-2)?.frames ?? []).includes(1));
    expect(idsOf(tabs[0]?.frames ?? [])).toEqual([]);
  });
});
