import type { Logger } from '../lib/logger';
import { createPacer, type Pacer } from '../lib/pacer';
import type { EventBus } from './event-bus';
import type { LiveEvent, PublishedEvent, UpcomingWave, WaveLandedFor } from './live-events-schemas';
import { BATCH_WINDOW_MS } from './stream-sessions';

/** How many events a reconnecting browser can catch up on. */
export const REPLAY_LIMIT = 200;
/** Bytes a stream may have queued (a client that stopped reading) before the hub closes it. */
const MAX_QUEUED_BYTES = 1 << 20;
/**
 * Streams written per slice at most. A write only queues its bytes: Node sends them (one writev
 * per socket) once the slice has ended, so the slice's time alone would let thousands of writes
 * pile into one turn of the event loop.
 */
const WRITES_PER_SLICE = 64;
/** Rows one query reads at most (players' parts, sessions): a larger answer is parsed in one go. */
const ROWS_PER_QUERY = 1_000;
/**
 * Streams one player may hold open in this process (one a tab); opening one more closes their
 * oldest, whose tab reconnects if it is still there. Without a cap one account could hold any
 * number of streams, each costing memory and a write per event (issue 26).
 */
export const MAX_STREAMS_PER_PLAYER = 8;

/** One open event stream, as the route hands it to the hub. */
export interface HubStream {
  readonly userId: string;
  /** The session the stream was opened with; the stream closes when the session ends. */
  readonly sessionToken: string;
  /** Queues bytes for the client; returns the bytes still queued (backpressure). */
  write(bytes: Uint8Array): number;
  /** Ends the stream (the browser reconnects on its own, with Last-Event-ID). */
  close(): void;
}

export interface StreamHubDeps {
  bus: EventBus;
  logger: Logger;
  now: () => Date;
  /** The wave players are waiting for. */
  nextWave: () => Promise<UpcomingWave | null>;
  /** Each listed player's part in a landed wave, in one query (the report service). */
  waveLandedForMany: (
    waveId: string,
    userIds: readonly string[],
  ) => Promise<Map<string, WaveLandedFor>>;
  /** Of these session tokens, the ones whose session still lets its player in. */
  liveSessions: (tokens: readonly string[]) => Promise<Set<string>>;
  heartbeatMs?: number;
  sessionCheckMs?: number;
  /** Streams one player may hold open (default MAX_STREAMS_PER_PLAYER). */
  maxPerPlayer?: number;
  /** Paces a write to every stream (default: a millisecond or 64 streams a slice). */
  pacer?: () => Pacer;
}

interface Entry {
  stream: HubStream;
  /** Live events that arrived while the stream was still catching up. */
  pending: PublishedEvent[] | null;
  /** The id of the last event this stream was sent. */
  lastId: number;
  closed: boolean;
}

const encoder = new TextEncoder();

/** One SSE message, laid out as hono's writeSSE lays it out: event, data, id, retry. */
export function sseFrame(event: LiveEvent, id?: number, retry?: number): Uint8Array {
  let text = `event: ${event.type}\ndata: ${JSON.stringify(event)}\n`;
  if (id !== undefined) text += `id: ${id}\n`;
  if (retry !== undefined) text += `retry: ${retry}\n`;
  return encoder.encode(`${text}\n`);
}

/** The open streams, each player's oldest first, and writing to one. */
function createStreamSet(logger: Logger, maxPerPlayer: number) {
  const entries = new Set<Entry>();
  /** Each player's open streams, oldest first. */
  const byPlayer = new Map<string, Entry[]>();

  function forget(entry: Entry) {
    entries.delete(entry);
    const mine = byPlayer.get(entry.stream.userId);
    if (!mine) return;
    const at = mine.indexOf(entry);
    if (at >= 0) mine.splice(at, 1);
    if (mine.length === 0) byPlayer.delete(entry.stream.userId);
  }

  function drop(entry: Entry) {
    if (entry.closed) return;
    entry.closed = true;
    forget(entry);
    try {
      entry.stream.close();
    } catch {
      // Already gone.
    }
  }

  function send(entry: Entry, bytes: Uint8Array, id?: number) {
    if (entry.closed) return;
    if (id !== undefined) entry.lastId = id;
    let queued: number;
    try {
      queued = entry.stream.write(bytes);
    } catch {
      drop(entry);
      return;
    }
    if (queued > MAX_QUEUED_BYTES) {
      logger.warn({ userId: entry.stream.userId }, 'an event stream stopped reading; closing it');
      drop(entry);
    }
  }

  /** Adds a stream, still catching up; the player's oldest streams make room past the cap. */
  function add(stream: HubStream, lastEventId: number | null): Entry {
    const entry: Entry = { stream, pending: [], lastId: lastEventId ?? 0, closed: false };
    const mine = byPlayer.get(stream.userId) ?? [];
    // A tab left open long ago, most likely.
    while (mine.length >= maxPerPlayer) {
      const oldest = mine[0] as Entry;
      drop(oldest);
      if (mine[0] === oldest) mine.shift();
    }
    entries.add(entry);
    mine.push(entry);
    byPlayer.set(stream.userId, mine);
    return entry;
  }

  return { entries, add, send, drop, forget };
}

type StreamSet = ReturnType<typeof createStreamSet>;

/**
 * The latest events in memory, so that thousands of browsers reconnecting at once (after a deploy)
 * are served without each querying the database. A new process reads them from the bus first;
 * until then streams wait (`warm`), and should it fail, reconnects read the database.
 */
function createReplay(bus: EventBus, logger: Logger) {
  const recent: PublishedEvent[] = [];
  /** Whether `recent` holds every event there has been. */
  let complete = false;

  function remember(event: PublishedEvent) {
    if (recent.some((known) => known.id >= event.id)) return;
    recent.push(event);
    if (recent.length > REPLAY_LIMIT) {
      recent.shift();
      complete = false;
    }
  }

  const warm = bus.readLatest(REPLAY_LIMIT).then(
    (events) => {
      const live = recent.splice(0, recent.length);
      for (const event of [...events, ...live]) remember(event);
      complete = events.length < REPLAY_LIMIT;
    },
    (error: unknown) => logger.warn({ err: error }, 'could not read the recent events'),
  );

  /** Events after `lastId`, from memory when it reaches back far enough. */
  async function missedSince(lastId: number): Promise<PublishedEvent[]> {
    const oldest = recent[0]?.id;
    if (complete || (oldest !== undefined && lastId >= oldest - 1)) {
      return recent.filter((event) => event.id > lastId);
    }
    return bus.readAfter(lastId, REPLAY_LIMIT);
  }

  return { remember, warm, missedSince };
}

/** The next wave, asked of the database at most once a second and after every event. */
function createNextWaveCache(load: () => Promise<UpcomingWave | null>) {
  let cached: { at: number; value: Promise<UpcomingWave | null> } | null = null;
  return {
    get(): Promise<UpcomingWave | null> {
      const time = Date.now();
      if (!cached || time - cached.at > 1000) {
        const value = load();
        cached = { at: time, value };
        value.catch(() => {
          if (cached?.value === value) cached = null;
        });
      }
      return cached.value;
    },
    forget() {
      cached = null;
    },
  };
}

/**
 * Players' parts in a landed wave, ROWS_PER_QUERY players a query. Lookups of one wave asked for
 * in the same window share one query: thousands of browsers reconnecting at once each catch up on
 * the same landed wave.
 */
function createWaveParts(waveLandedForMany: StreamHubDeps['waveLandedForMany']) {
  async function partsOf(waveId: string, userIds: readonly string[]) {
    const parts = new Map<string, WaveLandedFor>();
    for (let start = 0; start < userIds.length; start += ROWS_PER_QUERY) {
      const slice = await waveLandedForMany(waveId, userIds.slice(start, start + ROWS_PER_QUERY));
      for (const [userId, part] of slice) parts.set(userId, part);
    }
    return parts;
  }

  const gathering = new Map<
    string,
    { userIds: Set<string>; result: Promise<Map<string, WaveLandedFor>> }
  >();
  return function gatheredPartsOf(waveId: string, userIds: readonly string[]) {
    let batch = gathering.get(waveId);
    if (!batch) {
      const ids = new Set<string>();
      const result = new Promise<void>((go) => setTimeout(go, BATCH_WINDOW_MS)).then(() => {
        gathering.delete(waveId);
        return partsOf(waveId, [...ids]);
      });
      batch = { userIds: ids, result };
      gathering.set(waveId, batch);
    }
    for (const userId of userIds) batch.userIds.add(userId);
    return batch.result;
  };
}

const NOT_HIT: WaveLandedFor = { hit: false, reportId: null, netChange: null, stars: null };

/** An event every stream is sent alike, stamped with the server's time. */
function toShared(
  event: Exclude<PublishedEvent, { type: 'wave-landed' }>,
  serverTime: string,
): LiveEvent {
  switch (event.type) {
    case 'countdown':
      return { type: event.type, next: event.data.next, serverTime };
    case 'leaderboard-changed':
      return { type: event.type, reason: event.data.reason, serverTime };
    case 'season-started':
      return { type: event.type, season: event.data.season, serverTime };
  }
}

/**
 * Writes an event to its streams, a slice at a time: a landed wave with each player's own part
 * (one query for all of them), anything else as one message encoded once per slice.
 */
function createDelivery(
  streams: StreamSet,
  partsOf: ReturnType<typeof createWaveParts>,
  pacer: () => Pacer,
  now: () => Date,
) {
  return async function deliver(event: PublishedEvent, targets: Entry[]) {
    const live = targets.filter((entry) => !entry.closed);
    if (live.length === 0) return;
    if (event.type === 'wave-landed') {
      const { waveId } = event.data;
      const parts = await partsOf(
        waveId,
        live.map((entry) => entry.stream.userId),
      );
      const pace = pacer();
      let serverTime = now().toISOString();
      for (const entry of live) {
        const part = parts.get(entry.stream.userId) ?? NOT_HIT;
        streams.send(
          entry,
          sseFrame({ type: 'wave-landed', waveId, ...part, serverTime }, event.id),
          event.id,
        );
        if (pace.tick()) {
          await pace.rest();
          serverTime = now().toISOString();
        }
      }
      return;
    }
    const pace = pacer();
    let frame = sseFrame(toShared(event, now().toISOString()), event.id);
    for (const entry of live) {
      streams.send(entry, frame, event.id);
      if (pace.tick()) {
        await pace.rest();
        frame = sseFrame(toShared(event, now().toISOString()), event.id);
      }
    }
  };
}

/**
 * Closes the streams whose session has ended: on a timer, when asked, or shortly after a change
 * (`recheckSoon`). One query per ROWS_PER_QUERY sessions; calls made while a check runs share it.
 */
function createSessionChecks(streams: StreamSet, deps: StreamHubDeps) {
  async function checkSessions() {
    const all = [...streams.entries];
    if (all.length === 0) return;
    const tokens = [...new Set(all.map((entry) => entry.stream.sessionToken))];
    const alive = new Set<string>();
    for (let start = 0; start < tokens.length; start += ROWS_PER_QUERY) {
      for (const token of await deps.liveSessions(tokens.slice(start, start + ROWS_PER_QUERY)))
        alive.add(token);
    }
    for (const entry of all) if (!alive.has(entry.stream.sessionToken)) streams.drop(entry);
  }

  let checking: Promise<void> | null = null;
  function recheckSessions(): Promise<void> {
    checking ??= checkSessions()
      .catch((error: unknown) =>
        deps.logger.warn({ err: error }, 'could not check stream sessions'),
      )
      .finally(() => {
        checking = null;
      });
    return checking;
  }

  let soon: NodeJS.Timeout | null = null;
  let lastCheck = 0;
  /**
   * Rechecks sessions shortly: at most once a second, so that a flood of sign-ins (each of which
   * may change a session) costs one query a second, not one each.
   */
  function recheckSoon() {
    if (soon) return;
    soon = setTimeout(
      () => {
        soon = null;
        lastCheck = Date.now();
        void recheckSessions();
      },
      Math.max(0, lastCheck + 1000 - Date.now()),
    );
    soon.unref();
  }

  const timer = setInterval(() => void recheckSessions(), deps.sessionCheckMs ?? 30_000);
  timer.unref();

  return {
    recheckSessions,
    recheckSoon,
    stop() {
      clearInterval(timer);
      if (soon) clearTimeout(soon);
    },
  };
}

/**
 * Sends the heartbeat, a frame made for the moment, to every stream that is not catching up,
 * paced. Returns the timer.
 */
function startHeartbeat(streams: StreamSet, pacer: () => Pacer, deps: StreamHubDeps) {
  async function everyone(frameNow: () => Uint8Array) {
    const pace = pacer();
    let frame = frameNow();
    for (const entry of [...streams.entries]) {
      if (!entry.pending) streams.send(entry, frame);
      if (pace.tick()) {
        await pace.rest();
        frame = frameNow();
      }
    }
  }
  const timer = setInterval(() => {
    void everyone(() => sseFrame({ type: 'ping', serverTime: deps.now().toISOString() }));
  }, deps.heartbeatMs ?? 20_000);
  timer.unref();
  return timer;
}

/**
 * A new stream's start: the countdown, then what it missed, then the live events that came
 * meanwhile (queued in its `pending` until then); a stream that cannot start is closed.
 */
function createCatchUp(parts: {
  streams: StreamSet;
  replay: ReturnType<typeof createReplay>;
  nextWave: ReturnType<typeof createNextWaveCache>;
  deliver: ReturnType<typeof createDelivery>;
  now: () => Date;
  logger: Logger;
}) {
  const { streams, replay, nextWave, deliver } = parts;
  return async function catchUp(entry: Entry, lastEventId: number | null) {
    try {
      await replay.warm;
      const countdown: LiveEvent = {
        type: 'countdown',
        next: await nextWave.get(),
        serverTime: parts.now().toISOString(),
      };
      streams.send(entry, sseFrame(countdown, undefined, 1000));
      const missed = lastEventId === null ? [] : await replay.missedSince(lastEventId);
      for (;;) {
        for (const event of missed) if (event.id > entry.lastId) await deliver(event, [entry]);
        const queued = entry.pending ?? [];
        if (queued.length === 0) break;
        missed.splice(0, missed.length, ...queued);
        entry.pending = [];
      }
      entry.pending = null;
    } catch (error) {
      parts.logger.warn({ err: error }, 'could not open an event stream');
      streams.drop(entry);
    }
  };
}

/**
 * Every event stream of this process in one place. An event from the bus is prepared once for all
 * the streams — one query for the players' parts of a landed wave, one encoded message for
 * everything else — and written in slices that yield to the event loop, so that a wave's moment
 * does not stall the process's other requests. One timer sends the heartbeat to every stream and
 * checks, in one query, that their sessions are still alive. Recent events are kept in memory, so
 * that thousands of browsers reconnecting at once (after a deploy) do not each query the database.
 */
export function createStreamHub(deps: StreamHubDeps) {
  const streams = createStreamSet(deps.logger, deps.maxPerPlayer ?? MAX_STREAMS_PER_PLAYER);
  const pacer = deps.pacer ?? (() => createPacer({ items: WRITES_PER_SLICE }));
  const nextWave = createNextWaveCache(deps.nextWave);
  const replay = createReplay(deps.bus, deps.logger);
  const deliver = createDelivery(streams, createWaveParts(deps.waveLandedForMany), pacer, deps.now);

  let delivering = Promise.resolve();
  const unsubscribe = deps.bus.subscribe((event) => {
    replay.remember(event);
    nextWave.forget();
    const targets: Entry[] = [];
    for (const entry of streams.entries) {
      if (entry.pending) entry.pending.push(event);
      else targets.push(entry);
    }
    // Events go out one after the other, so every stream gets them in id order.
    delivering = delivering
      .then(() => deliver(event, targets))
      .catch((error: unknown) => {
        deps.logger.error({ err: error, eventId: event.id }, 'could not push an event');
        // Those streams missed it: closing them makes their browsers reconnect and catch up.
        for (const entry of targets) if (entry.lastId < event.id) streams.drop(entry);
      });
  });

  const heartbeat = startHeartbeat(streams, pacer, deps);
  const sessions = createSessionChecks(streams, deps);

  const catchUp = createCatchUp({
    streams,
    replay,
    nextWave,
    deliver,
    now: deps.now,
    logger: deps.logger,
  });

  return {
    /**
     * Adds a stream: it gets the countdown, then what it missed since `lastEventId`, then every
     * live event. Returns the function that removes it (when the browser goes away).
     */
    open(stream: HubStream, lastEventId: number | null): () => void {
      const entry = streams.add(stream, lastEventId);
      void catchUp(entry, lastEventId);
      return () => {
        entry.closed = true;
        streams.forget(entry);
      };
    },
    /** Closes the streams whose session has ended; calls made while one runs share it. */
    recheckSessions: sessions.recheckSessions,
    recheckSoon: sessions.recheckSoon,
    /** Streams open in this process. */
    get size() {
      return streams.entries.size;
    },
    /** Ends every stream (graceful shutdown: browsers reconnect to another process). */
    async close() {
      clearInterval(heartbeat);
      sessions.stop();
      unsubscribe();
      for (const entry of [...streams.entries]) streams.drop(entry);
      await delivering;
    },
  };
}

export type StreamHub = ReturnType<typeof createStreamHub>;
