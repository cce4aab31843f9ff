/**
 * Password hashing on threads of its own. better-auth hashes with Node's asynchronous scrypt,
 * which runs on libuv's shared pool of four threads; a flood of sign-in attempts filled that pool,
 * and everything else that uses it (the Web Crypto HMAC that checks every session cookie, zlib,
 * file reads) queued behind 60 ms hashes. Here a small pool of worker threads does the hashing
 * with the same parameters and the same `salt:key` format, so existing hashes keep verifying, and
 * a bounded queue answers `resource-exhausted` rather than letting the wait grow without limit.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from '../lib/app-error';
import type { Logger } from '../lib/logger';

/**
 * better-auth's scrypt cost (@better-auth/utils/password): N 16384, with r 16, p 1 and 64 bytes.
 * Every server hashes at this cost; only the in-process API tests ask for less (test/in-process.ts).
 */
export const SCRYPT_COST = 16_384;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { randomBytes, scryptSync, timingSafeEqual } = require('node:crypto');
const N = workerData.cost, r = 16, p = 1, dkLen = 64;
const key = (password, salt) =>
  scryptSync(password.normalize('NFKC'), salt, dkLen, { N, r, p, maxmem: 128 * N * r * 2 });
parentPort.on('message', (job) => {
  try {
    if (job.op === 'hash') {
      const salt = randomBytes(16).toString('hex');
      parentPort.postMessage({ id: job.id, value: salt + ':' + key(job.password, salt).toString('hex') });
    } else {
      const [salt, expected] = String(job.hash).split(':');
      if (!salt || !expected) throw new Error('Invalid password hash');
      const actual = key(job.password, salt);
      const wanted = Buffer.from(expected, 'hex');
      const same = wanted.length === actual.length && timingSafeEqual(actual, wanted);
      parentPort.postMessage({ id: job.id, value: same });
    }
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: String(error && error.message || error) });
  }
});
`;

type JobInput = { op: 'hash'; password: string } | { op: 'verify'; password: string; hash: string };
type Job = JobInput & { id: number };

interface Pending {
  job: Job;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

export interface PasswordHasherOptions {
  /** Worker threads (default: one fewer than the cores, at least 1, at most 4). */
  threads?: number;
  /** Jobs that may wait for a thread; past this a request gets `resource-exhausted`. */
  maxQueue?: number;
  /**
   * scrypt's N, a power of two (default SCRYPT_COST, better-auth's). A hash verifies only at the
   * cost it was made with, and the `salt:key` format does not record it: never lower it for a
   * database that keeps its accounts.
   */
  cost?: number;
  logger?: Logger;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Jobs running and waiting now. */
  load(): { running: number; queued: number };
  close(): Promise<void>;
}

export function defaultHashThreads(): number {
  return Math.min(4, Math.max(1, availableParallelism() - 1));
}

export function createPasswordHasher(options: PasswordHasherOptions = {}): PasswordHasher {
  const threads = options.threads ?? defaultHashThreads();
  const maxQueue = options.maxQueue ?? 64;
  const cost = options.cost ?? SCRYPT_COST;
  if (!Number.isInteger(Math.log2(cost)) || cost < 2) {
    throw new Error(`scrypt's cost must be a power of two, not ${cost}`);
  }
  const queue: Pending[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, Pending>();
  let nextId = 1;
  let closed = false;

  function start(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { cost } });
    worker.unref();
    worker.on('message', (message: { id: number; value?: unknown; error?: string }) => {
      const pending = busy.get(worker);
      busy.delete(worker);
      if (pending && pending.job.id === message.id) {
        if (message.error !== undefined) pending.reject(new Error(message.error));
        else pending.resolve(message.value);
      }
      idle.push(worker);
      pump();
    });
    // A thread that dies fails its job, and is replaced so the pool keeps its size.
    worker.on('error', (error) => {
      options.logger?.error({ err: error }, 'password hashing thread failed; starting another');
      const pending = busy.get(worker);
      busy.delete(worker);
      pending?.reject(error);
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      if (!closed) {
        idle.push(start());
        pump();
      }
    });
    return worker;
  }

  for (let i = 0; i < threads; i++) idle.push(start());

  function pump() {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop() as Worker;
      const pending = queue.shift() as Pending;
      busy.set(worker, pending);
      worker.postMessage(pending.job);
    }
  }

  function submit<T>(job: JobInput): Promise<T> {
    if (closed) return Promise.reject(new AppError('unavailable', 'The server is shutting down.'));
    if (queue.length >= maxQueue) {
      return Promise.reject(
        AppError.serverBusy(
          'Too many sign-ins are being checked right now. Try again in a moment.',
          1,
        ),
      );
    }
    return new Promise<T>((resolve, reject) => {
      queue.push({
        job: { ...job, id: nextId++ } as Job,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      pump();
    });
  }

  return {
    hash: (password) => submit<string>({ op: 'hash', password }),
    verify: (hash, password) => submit<boolean>({ op: 'verify', password, hash }),
    load: () => ({ running: busy.size, queued: queue.length }),
    async close() {
      closed = true;
      for (const pending of [...queue.splice(0), ...busy.values()]) {
        pending.reject(new AppError('unavailable', 'The server is shutting down.'));
      }
      await Promise.all([...idle, ...busy.keys()].map((worker) => worker.terminate()));
    },
  };
}
