import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CACHE_BYTES,
  estimateBytes,
  MIN_CACHE_BYTES,
  pickEvictions,
  resolveCacheBytes,
} from './cache-budget';

describe('resolveCacheBytes', () => {
  it('defaults to the specification size', () => {
    expect(resolveCacheBytes()).toBe(41_943_040);
    expect(resolveCacheBytes('big')).toBe(DEFAULT_CACHE_BYTES);
    expect(resolveCacheBytes(Number.NaN)).toBe(DEFAULT_CACHE_BYTES);
  });

  it('never goes below the minimum', () => {
    expect(resolveCacheBytes(10)).toBe(MIN_CACHE_BYTES);
    expect(resolveCacheBytes(1_048_575)).toBe(1_048_576);
    expect(resolveCacheBytes(5_000_000.7)).toBe(5_000_000);
  });
});

describe('estimateBytes', () => {
  it('counts the UTF-8 bytes of the JSON', () => {
    expect(estimateBytes({ a: 1 })).toBe(7);
    expect(estimateBytes('é')).toBe(4);
    expect(estimateBytes(undefined)).toBe(0);
  });

  it('is 0 for what JSON cannot hold', () => {
    const loop: { self?: unknown } = {};
    loop.self = loop;
    expect(estimateBytes(loop)).toBe(0);
    expect(estimateBytes(() => 1)).toBe(0);
  });
});

describe('pickEvictions', () => {
  const entry = (key: string, bytes: number, lastUsed: number, active = false) => ({
    key,
    bytes,
    lastUsed,
    active,
  });

  it('drops nothing while everything fits', () => {
    expect(pickEvictions([entry('a', 10, 1), entry('b', 10, 2)], 20)).toEqual([]);
  });

  it('drops the least recently used until the rest fit', () => {
    const entries = [entry('new', 40, 30), entry('old', 40, 10), entry('mid', 40, 20)];
    expect(pickEvictions(entries, 80)).toEqual(['old']);
    expect(pickEvictions(entries, 50)).toEqual(['old', 'mid']);
  });

  it('never drops what is on screen, even over budget', () => {
    const entries = [entry('shown', 100, 1, true), entry('hidden', 10, 5)];
    expect(pickEvictions(entries, 50)).toEqual(['hidden']);
  });
});
