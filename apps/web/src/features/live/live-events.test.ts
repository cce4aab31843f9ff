import { describe, expect, it } from 'vitest';
import { LIVE_EVENT_TYPES, parseLiveEvent } from './live-events';

const serverTime = '2030-01-01T12:00:00.000Z';
const next = {
  id: 'a'.repeat(20),
  scheduledAt: '2030-01-01T18:00:00.000Z',
  difficulty: 'hard',
  forecast: ['cyber'],
  status: 'scheduled',
  automatic: false,
};
const landed = {
  type: 'wave-landed',
  waveId: 'w1',
  hit: true,
  reportId: 'r1',
  netChange: -12_375,
  stars: 2,
  serverTime,
};

/** An SSE message as the server sends it: named by its type, the event as JSON. */
const message = (event: { type: string; [field: string]: unknown }) =>
  parseLiveEvent(event.type, JSON.stringify(event));

describe('parseLiveEvent', () => {
  it('reads the countdown: the next wave (or none) and the server clock', () => {
    expect(message({ type: 'countdown', next, serverTime })).toEqual({
      type: 'countdown',
      next,
      serverTime,
    });
    expect(message({ type: 'countdown', next: null, serverTime })).toEqual({
      type: 'countdown',
      next: null,
      serverTime,
    });
  });

  it('reads a wave that hit this bank, and one that did not', () => {
    expect(message(landed)).toEqual(landed);
    const missed = { ...landed, hit: false, reportId: null, netChange: null, stars: null };
    expect(message(missed)).toEqual(missed);
  });

  it('reads the signals with what they carry, and drops fields the union does not have', () => {
    expect(message({ type: 'leaderboard-changed', reason: 'season', serverTime })).toEqual({
      type: 'leaderboard-changed',
      reason: 'season',
      serverTime,
    });
    expect(message({ type: 'season-started', season: 4, serverTime })).toEqual({
      type: 'season-started',
      season: 4,
      serverTime,
    });
    expect(message({ type: 'ping', serverTime, extra: 'ignored' })).toEqual({
      type: 'ping',
      serverTime,
    });
  });

  it('refuses a message with a field of the wrong type, in any field of any event', () => {
    expect(message({ ...landed, netChange: '-12375' })).toBeNull();
    expect(message({ ...landed, stars: 2.5 })).toBeNull();
    expect(message({ ...landed, hit: 'yes' })).toBeNull();
    expect(message({ ...landed, reportId: 7 })).toBeNull();
    expect(
      message({ type: 'countdown', next: { ...next, automatic: 'no' }, serverTime }),
    ).toBeNull();
    expect(
      message({ type: 'countdown', next: { ...next, forecast: ['weather'] }, serverTime }),
    ).toBeNull();
    expect(message({ type: 'season-started', season: '4', serverTime })).toBeNull();
    expect(message({ type: 'ping', serverTime: 1_893_499_200_000 })).toBeNull();
  });

  it('drops what is malformed, incomplete, misnamed or unknown', () => {
    expect(parseLiveEvent('countdown', '{')).toBeNull();
    expect(parseLiveEvent('wave-landed', '[]')).toBeNull();
    expect(message({ type: 'countdown', next })).toBeNull();
    const { waveId: _waveId, ...withoutWave } = landed;
    expect(message(withoutWave)).toBeNull();
    expect(message({ type: 'leaderboard-changed', reason: 'other', serverTime })).toBeNull();
    // The SSE event's name must be the event's own type.
    expect(parseLiveEvent('countdown', JSON.stringify({ type: 'ping', serverTime }))).toBeNull();
    expect(parseLiveEvent('ping', JSON.stringify({ serverTime }))).toBeNull();
    expect(message({ type: 'other', serverTime })).toBeNull();
    expect(message({ type: 'toString', serverTime })).toBeNull();
  });

  it('listens to every type of the union', () => {
    expect([...LIVE_EVENT_TYPES].sort()).toEqual([
      'countdown',
      'leaderboard-changed',
      'ping',
      'season-started',
      'wave-landed',
    ]);
  });
});
