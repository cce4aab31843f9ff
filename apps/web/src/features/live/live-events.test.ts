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

describe('parseLiveEvent', () => {
  it('reads the countdown: the next wave (or none) and the server clock', () => {
    expect(
      parseLiveEvent('countdown', JSON.stringify({ type: 'countdown', next, serverTime })),
    ).toEqual({ type: 'countdown', next, serverTime });
    expect(parseLiveEvent('countdown', JSON.stringify({ next: null, serverTime }))).toEqual({
      type: 'countdown',
      next: null,
      serverTime,
    });
  });

  it('reads a wave that hit this bank with its report and net change', () => {
    const data = {
      waveId: 'w1',
      hit: true,
      reportId: 'r1',
      netChange: -12_375,
      stars: 2,
      serverTime,
    };
    expect(parseLiveEvent('wave-landed', JSON.stringify(data))).toEqual({
      type: 'wave-landed',
      serverTime,
      waveId: 'w1',
      hit: true,
      reportId: 'r1',
      netChange: -12_375,
      stars: 2,
    });
  });

  it('reads a wave that did not hit this bank', () => {
    const data = { waveId: 'w1', hit: false, reportId: 'r9', serverTime };
    expect(parseLiveEvent('wave-landed', JSON.stringify(data))).toEqual({
      type: 'wave-landed',
      serverTime,
      waveId: 'w1',
      hit: false,
      reportId: null,
      netChange: null,
      stars: null,
    });
  });

  it('reads the signals with what they carry', () => {
    expect(
      parseLiveEvent('leaderboard-changed', JSON.stringify({ reason: 'season', serverTime })),
    ).toEqual({ type: 'leaderboard-changed', reason: 'season', serverTime });
    expect(parseLiveEvent('season-started', JSON.stringify({ season: 4, serverTime }))).toEqual({
      type: 'season-started',
      season: 4,
      serverTime,
    });
    expect(parseLiveEvent('ping', JSON.stringify({ serverTime }))).toEqual({
      type: 'ping',
      serverTime,
    });
  });

  it('drops what is malformed or unknown', () => {
    expect(parseLiveEvent('countdown', '{')).toBeNull();
    expect(parseLiveEvent('countdown', JSON.stringify({ next: { id: 1 }, serverTime }))).toBeNull();
    expect(parseLiveEvent('countdown', JSON.stringify({ next }))).toBeNull();
    expect(parseLiveEvent('wave-landed', JSON.stringify({ hit: true, serverTime }))).toBeNull();
    expect(parseLiveEvent('wave-landed', JSON.stringify({ waveId: 'w1', hit: false }))).toBeNull();
    expect(parseLiveEvent('wave-landed', '[]')).toBeNull();
    expect(
      parseLiveEvent('leaderboard-changed', JSON.stringify({ reason: 'other', serverTime })),
    ).toBeNull();
    expect(
      parseLiveEvent('season-started', JSON.stringify({ season: '4', serverTime })),
    ).toBeNull();
    expect(parseLiveEvent('other', JSON.stringify({ serverTime }))).toBeNull();
    expect(parseLiveEvent('toString', JSON.stringify({ serverTime }))).toBeNull();
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
