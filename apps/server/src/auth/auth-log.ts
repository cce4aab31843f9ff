import type { Logger } from '../lib/logger';

type Level = 'debug' | 'info' | 'warn' | 'error';

/**
 * better-auth's error-level messages that a request causes by itself: a forged, replayed or
 * missing OAuth state, a malformed callback, a foreign origin or redirect. A scanner sends
 * thousands of them, and none is a fault of the server, so they are not errors.
 */
const CLIENT_MISTAKES: readonly { kind: string; matches: (message: string) => boolean }[] = [
  { kind: 'oauth-state', matches: (m) => m === 'Failed to parse state' },
  { kind: 'oauth-state-missing', matches: (m) => m === 'State not found' },
  { kind: 'oauth-callback-request', matches: (m) => m === 'INVALID_CALLBACK_REQUEST' },
  { kind: 'oauth-issuer', matches: (m) => m === 'OAuth issuer mismatch' },
  { kind: 'origin', matches: (m) => m.startsWith('Invalid origin') },
  { kind: 'redirect-url', matches: (m) => m.startsWith('Invalid redirect URL') },
  { kind: 'cross-site', matches: (m) => m.startsWith('Blocked cross-site navigation') },
];

/** One line per kind per window; the rest are counted and reported on the next line. */
export const SAMPLE_WINDOW_MS = 60_000;

/** The short code better-auth attaches to some errors (e.g. `state_mismatch`), if any. */
function codeOf(args: unknown[]): string | undefined {
  const first = args[0];
  if (first && typeof first === 'object' && 'code' in first && typeof first.code === 'string') {
    return first.code.slice(0, 64);
  }
  return undefined;
}

/**
 * The `log` function for better-auth's `logger` option. Server faults stay at error level, as
 * they come. Client mistakes go to warn, sampled: at most one line per kind a minute, carrying
 * how many of that kind were held back since the last line.
 */
export function createAuthLog(logger: Logger, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  // Keys are the fixed kinds above, never text from a request, so the map stays small.
  const windows = new Map<string, { startedAt: number; suppressed: number }>();

  function sampled(kind: string, message: string, args: unknown[]) {
    const at = now();
    const open = windows.get(kind);
    if (open && at - open.startedAt < SAMPLE_WINDOW_MS) {
      open.suppressed += 1;
      return;
    }
    windows.set(kind, { startedAt: at, suppressed: 0 });
    const code = codeOf(args);
    logger.warn(
      {
        kind,
        ...(code ? { code } : {}),
        ...(open?.suppressed ? { suppressed: open.suppressed } : {}),
      },
      `auth: client mistake: ${message}`,
    );
  }

  return (level: Level, message: string, ...args: unknown[]) => {
    if (level === 'error') {
      const mistake = CLIENT_MISTAKES.find((candidate) => candidate.matches(message));
      if (mistake) sampled(mistake.kind, message, args);
      else logger.error({ args }, message);
    } else if (level === 'warn') logger.warn({ args }, message);
    else logger.debug({ args }, message);
  };
}
