import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { isServerUnreachable, shouldRetry } from './retry-policy';

const network = new ApiError('network-request-failed', 'Connection failed.', 0);
const timeout = new ApiError('deadline-exceeded', 'Request time out', 0);
const cancelled = new ApiError('cancelled', 'The request was cancelled.', 0);
const badGateway = new ApiError('internal', 'The operation could not be completed', 502);
const internal = new ApiError('internal', 'boom', 500);
const notFound = new ApiError('not-found', 'nope', 404);

describe('isServerUnreachable', () => {
  it('is true for failed connections, timeouts and a proxy saying the app is down', () => {
    expect([network, timeout, badGateway].map(isServerUnreachable)).toEqual([true, true, true]);
  });

  it('is false for answers of ours, cancellations and foreign errors', () => {
    expect([cancelled, internal, notFound, new Error('x'), null].map(isServerUnreachable)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('shouldRetry', () => {
  it('keeps retrying while the server is unreachable, past any count', () => {
    expect(shouldRetry(5, network)).toBe(true);
    expect(shouldRetry(500, timeout)).toBe(true);
  });

  it('gives up on server errors after five failures', () => {
    expect(shouldRetry(4, internal)).toBe(true);
    expect(shouldRetry(5, internal)).toBe(false);
  });

  it('never retries a 4xx answer', () => {
    expect(shouldRetry(0, notFound)).toBe(false);
  });
});
