import { describe, expect, it } from 'vitest';
import { parseLiveEvent } from './live-events';

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
  it('reads the countdown as the next-wave answer', () => {
    expect(parseLiveEvent('countdown', JSON.stringify({ next, serverTime }))).toEqual({
      type: 'countdown',
      wave: { serverTime, next },
    });
    expect(parseLiveEvent('countdown', JSON.stringify({ next: null, serverTime }))).toEqual({
      type: 'countdown',
      wave: { serverTime, next: null },
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
    expect(parseLiveEvent('wave-landed', JSON.stringify({ waveId: 'w1', hit: false }))).toEqual({
      type: 'wave-landed',
      serverTime: null,
      waveId: 'w1',
      hit: false,
      reportId: null,
      netChange: null,
      stars: null,
    });
  });

  it('passes the simple signals through', () => {
    for (const type of ['leaderboard-changed', 'season-started', 'ping']) {
      expect(parseLiveEvent(type, JSON.stringify({ serverTime }))).toEqual({ type, serverTime });
    }
  });

  it('drops what is malformed or unknown', () => {
    expect(parseLiveEvent('countdown', '{')).toBeNull();
    expect(parseLiveEvent('countdown', JSON.stringify({ next: { id: 1 }, serverTime }))).toBeNull();
    expect(parseLiveEvent('countdown', JSON.stringify({ next }))).toBeNull();
    expect(parseLiveEvent('wave-landed', JSON.stringify({ hit: true }))).toBeNull();
    expect(parseLiveEvent('wave-landed', '[]')).toBeNull();
    expect(parseLiveEvent('other', JSON.stringify({ serverTime }))).toBeNull();
  });
});
