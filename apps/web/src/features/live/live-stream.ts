/**
 * The tab's one connection to /api/events. The browser's own reconnect is replaced by ours, so
 * that it follows the specification's backoff (1 s × 1.5 up to 60 s) and resumes with
 * `lastEventId`, which makes the server replay what this tab missed. A stream that has been silent
 * for longer than two server heartbeats is treated as dead.
 */
import { backoffDelay } from '../../lib/backoff';
import { LIVE_EVENT_TYPES, type LiveEvent, parseLiveEvent } from './live-events';

/** The server pings every 20 s; two missed pings mean the connection is gone. */
export const STALL_MS = 45_000;

export interface EventSourceLike {
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface LiveStreamDeps {
  create: (url: string) => EventSourceLike;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

export interface LiveStreamHandlers {
  onEvent: (event: LiveEvent) => void;
  /** The server answered: the stream is open, or an event arrived. */
  onAnswer: () => void;
  /** The stream broke without an answer. */
  onFailure: () => void;
}

export interface LiveStream {
  /** Skips the rest of the backoff wait, e.g. once the server is known to answer again. */
  reconnectNow(): void;
  close(): void;
}

export function openLiveStream(
  url: string,
  handlers: LiveStreamHandlers,
  deps: LiveStreamDeps,
): LiveStream {
  let source: EventSourceLike | null = null;
  let retryTimer: unknown = null;
  let stallTimer: unknown = null;
  let attempt = 0;
  let lastEventId: string | null = null;
  let closed = false;

  const clearStall = () => {
    if (stallTimer !== null) deps.clearTimer(stallTimer);
    stallTimer = null;
  };
  const armStall = () => {
    clearStall();
    stallTimer = deps.setTimer(fail, STALL_MS);
  };

  function fail() {
    if (closed || source === null) return;
    source.close();
    source = null;
    clearStall();
    handlers.onFailure();
    retryTimer = deps.setTimer(() => {
      retryTimer = null;
      connect();
    }, backoffDelay(attempt));
    attempt += 1;
  }

  function connect() {
    if (closed) return;
    const target =
      lastEventId === null ? url : `${url}?lastEventId=${encodeURIComponent(lastEventId)}`;
    const es = deps.create(target);
    source = es;
    es.onopen = () => {
      if (source !== es) return;
      attempt = 0;
      armStall();
      handlers.onAnswer();
    };
    es.onerror = () => {
      if (source === es) fail();
    };
    for (const type of LIVE_EVENT_TYPES) {
      es.addEventListener(type, (message) => {
        if (source !== es) return;
        if (/^\d{1,15}$/.test(message.lastEventId)) lastEventId = message.lastEventId;
        armStall();
        handlers.onAnswer();
        const event = parseLiveEvent(type, message.data);
        if (event) handlers.onEvent(event);
      });
    }
  }

  connect();
  return {
    reconnectNow() {
      if (closed || retryTimer === null) return;
      deps.clearTimer(retryTimer);
      retryTimer = null;
      connect();
    },
    close() {
      closed = true;
      clearStall();
      if (retryTimer !== null) deps.clearTimer(retryTimer);
      source?.close();
      source = null;
    },
  };
}
