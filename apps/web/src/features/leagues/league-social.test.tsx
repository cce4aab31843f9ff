import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PodiumPlaces } from './league-podium';
import type { LeaguePodium } from './leagues-api';
import { inviteCodeOf } from './leagues-model';
import { ordinal, leaguesText as t } from './leagues-text';

const place = (position: number, rank: number, bankName: string, isMe = false) => ({
  position,
  rank,
  bankName,
  manager: isMe ? 'Me Myself' : null,
  anonymous: !isMe,
  isMe,
  wavePoints: 40,
  points: 100 - position,
  netWorth: 1_000_000,
  move: 0,
});

const podium: LeaguePodium = {
  waveId: 'W'.repeat(20),
  rankedAt: '2030-01-14T18:00:00.000Z',
  difficulty: 'hard',
  members: 4,
  top: [
    place(1, 1, 'Anonymous bank #0042'),
    place(2, 1, 'Harbour Savings', true),
    place(3, 3, 'Gold Trust'),
  ],
  climber: null,
  me: null,
};

describe('places in words', () => {
  it('are ordinals, the teens included', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });

  it('say how I moved in the league, one place or many', () => {
    expect(t.myMove(3, 1)).toBe('You climbed 2 places, from 3rd to 1st.');
    expect(t.myMove(1, 2)).toBe('You dropped 1 place, from 1st to 2nd.');
    expect(t.myMove(2, 2)).toBe('You kept 2nd place.');
    expect(t.climber('Gold Trust', 1, 2)).toBe('Biggest climber: Gold Trust, up 1 place to 2nd.');
  });
});

describe('the invite link a sign-in page returns to', () => {
  it('gives its code, upper case, and nothing for any other page', () => {
    expect(inviteCodeOf('/join/k7mpq2xh')).toBe('K7MPQ2XH');
    for (const other of [
      undefined,
      '/home',
      '/join/K7MPQ2X',
      '/join/K7MPQ2XH/x',
      '/leagues/K7MPQ2XH',
    ]) {
      expect(inviteCodeOf(other)).toBeNull();
    }
  });
});

describe('the podium', () => {
  it('is an ordered list of the top three with their ranks (ties shared), and marks me in words', () => {
    const html = renderToStaticMarkup(<PodiumPlaces podium={podium} />);
    expect(
      html.startsWith('<ol class="podium-places" aria-label="Top three after the wave">'),
    ).toBe(true);
    expect(html.match(/<li /g)).toHaveLength(3);
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('1st Anonymous bank #0042 99 points (40 this wave)');
    expect(text).toContain('1st Harbour Savings You Me Myself 98 points');
    expect(text).toContain('3rd Gold Trust');
  });
});
