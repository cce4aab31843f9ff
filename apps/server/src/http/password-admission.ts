/**
 * The door in front of every request that checks or sets a password (sign-in, sign-up, reset,
 * change), before the database's rate limits and before better-auth sees it (decision 0027):
 * - a cheap limit per address, in memory: at most `perAddressInFlight` of its requests at once,
 *   and `perAddress` a window, else 429 `too-many-requests` with Retry-After;
 * - a global admission: at most `active` requests past the door at once, `queue` more waiting in
 *   arrival order, for at most `maxWaitMs`; past that, 503 `resource-exhausted` with Retry-After.
 * Without it, a flood of sign-ins filled the hashing queue, whose refusal better-auth turned into a
 * 500, and every attempt still wrote rate-limit rows; the refusals came back at once, so the
 * flood's loops spun at hundreds a second while other players' requests waited behind them.
 *
 * A refusal is answered after a short pause (`refusalPauseMs`, for at most `maxPaused` requests at
 * once): a script that retries as soon as it is answered then tries about once a second per
 * connection, not thousands of times. Refusals are logged at warn, one line per kind every
 * `LOG_EVERY_MS` with the count since the last line, never a stack.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../lib/app-error';
import type { Logger } from '../lib/logger';
import { MemoryRateLimiter, type RateRule, tooManyRequests } from '../lib/rate-limit';
import type { AppEnv } from './context';
import { requestIp } from './request-ip';

export interface AdmissionLimits {
  /** Requests of one address past the door or waiting at once; the next gets 429 at once. */
  perAddressInFlight: number;
  /** Requests of one address in a window, counted in memory (all password routes together). */
  perAddress: RateRule;
  /** Requests past the door at once: about two per hashing thread (one hashes, one queries). */
  active: number;
  /** Requests that may wait for a turn; past it, 503. */
  queue: number;
  /** The longest wait for a turn; past it, 503. */
  maxWaitMs: number;
  /** How long a refusal is held before it is answered. */
  refusalPauseMs: number;
  /** Refusals held at once at most; past it they are answered at once. */
  maxPaused: number;
}

export function defaultAdmissionLimits(hashThreads: number): AdmissionLimits {
  return {
    // Two, not one: two people behind one address (two browser tabs, two test workers) who sign
    // in at the same moment are both served.
    perAddressInFlight: 2,
    perAddress: { max: 100, windowSeconds: 60 },
    active: Math.max(2, hashThreads * 2),
    queue: 64,
    maxWaitMs: 10_000,
    refusalPauseMs: 1_000,
    maxPaused: 1_024,
  };
}

/** One line per kind of refusal at most this often, with how many there were. */
const LOG_EVERY_MS = 10_000;

/**
 * An IPv6 client may own a whole /64 and pick any address in it; it is counted as one. IPv4, and
 * IPv4 mapped into IPv6, are counted per address.
 */
export function addressKey(address: string): string {
  if (!address.includes(':') || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address)) {
    return address.replace(/^::ffff:/i, '');
  }
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]?.split('::') ?? [];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

interface Waiter {
  admit: () => void;
  timer: NodeJS.Timeout;
}

export interface PasswordAdmission {
  /** The middleware for each password route. */
  middleware: MiddlewareHandler<AppEnv>;
  /** Requests past the door, and waiting (tests and logs). */
  load(): { active: number; waiting: number; paused: number };
}

/**
 * The global admission: at most `limits.active` requests hold a turn at once, `limits.queue` more
 * wait in arrival order for at most `limits.maxWaitMs`; past either, 503 `resource-exhausted`.
 */
function createTurns(limits: AdmissionLimits) {
  const waiting: Waiter[] = [];
  let active = 0;
  /** A moving average of how long a request holds its turn, for the 503's Retry-After. */
  let turnMs = 100;

  function busy(reason: string): AppError {
    const drain = ((waiting.length + 1) * turnMs) / Math.max(1, limits.active) / 1000;
    return AppError.serverBusy(
      `Too many sign-ins are being checked right now (${reason}). Please try again in a moment.`,
      Math.min(30, Math.max(1, drain)),
    );
  }

  /** Resolves when a turn is free; rejects with 503 when the queue is full or the wait too long. */
  function take(signal: AbortSignal | undefined): Promise<void> {
    if (active < limits.active && waiting.length === 0) {
      active += 1;
      return Promise.resolve();
    }
    if (waiting.length >= limits.queue) return Promise.reject(busy('the queue is full'));
    return new Promise<void>((admitted, refused) => {
      const leave = () => {
        const at = waiting.indexOf(waiter);
        if (at >= 0) waiting.splice(at, 1);
        clearTimeout(waiter.timer);
        signal?.removeEventListener('abort', gone);
      };
      const gone = () => {
        leave();
        refused(new AppError('cancelled', 'The client went away.'));
      };
      const waiter: Waiter = {
        admit: () => {
          leave();
          admitted();
        },
        timer: setTimeout(() => {
          leave();
          refused(busy('the wait was too long'));
        }, limits.maxWaitMs),
      };
      waiting.push(waiter);
      signal?.addEventListener('abort', gone, { once: true });
    });
  }

  function release(heldMs: number) {
    turnMs = turnMs * 0.9 + heldMs * 0.1;
    const next = waiting.shift();
    // The turn passes straight to the next in line, so `active` stays as it is.
    if (next) next.admit();
    else active -= 1;
  }

  return { take, release, load: () => ({ active, waiting: waiting.length }) };
}

/** Logs refusals at warn: one line per kind every LOG_EVERY_MS, with the count held back. */
function createRefusalLog(logger: Logger, load: () => { active: number; waiting: number }) {
  const counts = new Map<string, { since: number; refused: number }>();
  return function noteRefusal(kind: string, fields: Record<string, unknown>) {
    const at = Date.now();
    const open = counts.get(kind);
    if (open && at - open.since < LOG_EVERY_MS) {
      open.refused += 1;
      return;
    }
    counts.set(kind, { since: at, refused: 0 });
    logger.warn(
      {
        kind,
        ...fields,
        ...(open ? { refusedSinceLastLine: open.refused } : {}),
        ...load(),
      },
      'password checks: refused a request (a flood?)',
    );
  };
}

export function createPasswordAdmission(options: {
  limits: AdmissionLimits;
  logger: Logger;
  /** The clock of the per-address window (tests move it). */
  now?: () => number;
}): PasswordAdmission {
  const { limits } = options;
  const perAddress = new MemoryRateLimiter(options.now ?? Date.now);
  const inFlight = new Map<string, number>();
  const turns = createTurns(limits);
  const noteRefusal = createRefusalLog(options.logger, turns.load);
  let paused = 0;

  /** Answers a refusal after the pause, unless too many are paused already. */
  async function refuse(error: AppError): Promise<never> {
    if (paused < limits.maxPaused && limits.refusalPauseMs > 0) {
      paused += 1;
      const pause = Math.min(limits.refusalPauseMs, (error.retryAfter ?? 1) * 1000);
      await new Promise((done) => setTimeout(done, pause));
      paused -= 1;
    }
    throw error;
  }

  const middleware: MiddlewareHandler<AppEnv> = async (c: Context<AppEnv>, next) => {
    const address = addressKey(requestIp(c));
    const wait = perAddress.hit(address, limits.perAddress);
    if (wait !== null) {
      noteRefusal('per-address', {});
      return refuse(tooManyRequests(wait));
    }
    const mine = inFlight.get(address) ?? 0;
    if (mine >= limits.perAddressInFlight) {
      noteRefusal('per-address-in-flight', {});
      return refuse(tooManyRequests(1));
    }
    inFlight.set(address, mine + 1);
    try {
      // The body is read before the turn is taken, so a client that sends it slowly holds only
      // its own address's places, never a turn.
      if (c.req.method !== 'GET') await c.req.text();
      try {
        await turns.take(c.req.raw.signal);
      } catch (error) {
        if (error instanceof AppError && error.code === 'resource-exhausted') {
          noteRefusal('queue', { reason: error.message });
          return await refuse(error);
        }
        throw error;
      }
      const started = performance.now();
      try {
        await next();
      } finally {
        turns.release(performance.now() - started);
      }
    } finally {
      const left = (inFlight.get(address) ?? 1) - 1;
      if (left > 0) inFlight.set(address, left);
      else inFlight.delete(address);
    }
  };

  return {
    middleware,
    load: () => ({ ...turns.load(), paused }),
  };
}
