import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../lib/api-schemas';
import { SeasonLineView } from './season-line';
import { describeSeason, isFromEarlierSeason } from './season-text';

const HOUR = 3_600_000;
const now = Date.UTC(2026, 0, 9, 12, 0, 0);

function season(overrides: Partial<Schemas['SeasonCalendar']> = {}): Schemas['SeasonCalendar'] {
  return {
    number: 3,
    status: 'active',
    startedAt: '2026-01-01T18:00:00.000Z',
    waves: 12,
    landed: 7,
    left: 5,
    endsAt: new Date(now + 5 * 24 * HOUR + 6 * HOUR).toISOString(),
    ...overrides,
  };
}

describe("Home's season line", () => {
  it('says when the season ends, in the player’s time zone, and the waves left', () => {
    expect(describeSeason(season(), now, 'UTC')).toBe(
      'Season 3 ends in 5 days, on 14 Jan, 18:00 · 5 waves left',
    );
    // The same moment in Auckland (13 hours ahead in January) is the next morning.
    expect(describeSeason(season(), now, 'Pacific/Auckland')).toBe(
      'Season 3 ends in 5 days, on 15 Jan, 07:00 · 5 waves left',
    );
  });

  it('counts down under a day, and says one wave', () => {
    const soon = season({ left: 1, endsAt: new Date(now + 3 * HOUR + 12 * 60_000).toISOString() });
    expect(describeSeason(soon, now, 'UTC')).toBe('Season 3 ends in 3 h 12 min · 1 wave left');
  });

  it('says what it knows when the date is not known, when the season is over, and while it resets', () => {
    expect(describeSeason(season({ endsAt: null }), now, 'UTC')).toBe(
      'Season 3 ends after 5 more waves · the date is set once they are scheduled',
    );
    expect(describeSeason(season({ left: 0, landed: 12, endsAt: null }), now, 'UTC')).toBe(
      'Season 3 is over: the next season starts in a moment.',
    );
    expect(describeSeason(season({ status: 'resetting', number: 4 }), now, 'UTC')).toBe(
      'Season 4 is starting: every bank is being reset.',
    );
  });

  it('shows the line and the season’s length', () => {
    const html = renderToStaticMarkup(
      <SeasonLineView season={season()} now={now} timeZone="UTC" />,
    );
    expect(html).toContain('Season 3 ends in 5 days, on 14 Jan, 18:00 · 5 waves left');
    expect(html).toContain(
      'A season is 12 waves; then the final table is archived and every bank starts again.',
    );
  });
});

describe("Home's last wave after a new season", () => {
  it('is not last season’s wave', () => {
    const current = season({ startedAt: '2026-01-01T18:00:00.000Z' });
    expect(isFromEarlierSeason({ landedAt: '2026-01-01T17:59:59.000Z' }, current)).toBe(true);
    expect(isFromEarlierSeason({ landedAt: '2026-01-01T18:00:00.000Z' }, current)).toBe(false);
    // Before the season is known, the newest report shows as before.
    expect(isFromEarlierSeason({ landedAt: '2020-01-01T00:00:00.000Z' }, undefined)).toBe(false);
  });
});
