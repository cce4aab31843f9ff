/**
 * The season's length and end on Home (issue 29): "Season 3 ends in 5 days, on 14 Jan, 18:00 ·
 * 5 waves left", in the player's time zone. The numbers come from the server (GET /api/season),
 * whose season length is the engine's.
 */
import type { Schemas } from '../../lib/api-schemas';
import { formatDayTime } from '../../lib/date-format';
import { DAY_MS, formatTimeUntil } from '../../lib/time-left';

type SeasonCalendar = Schemas['SeasonCalendar'];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const seasonText = {
  /** "in 5 days, on 14 Jan, 18:00"; under a day, the countdown's own "in 3 h 12 min". */
  when: (endsAt: number, now: number, timeZone: string) => {
    const left = endsAt - now;
    if (left < DAY_MS) return formatTimeUntil(endsAt, now, timeZone);
    const days = Math.floor(left / DAY_MS);
    return `in ${plural(days, 'day', 'days')}, on ${formatDayTime(endsAt, timeZone)}`;
  },
  ends: (season: number, when: string, left: number) =>
    `Season ${season} ends ${when} · ${plural(left, 'wave', 'waves')} left`,
  /** The schedule is paused and too few waves are scheduled to know the date. */
  endsAfter: (season: number, left: number) =>
    `Season ${season} ends after ${plural(left, 'more wave', 'more waves')} · the date is set once they are scheduled`,
  over: (season: number) => `Season ${season} is over: the next season starts in a moment.`,
  starting: (season: number) => `Season ${season} is starting: every bank is being reset.`,
  /** What a season is, after the line. */
  length: (waves: number) =>
    `A season is ${plural(waves, 'wave', 'waves')}; then the final table is archived and every bank starts again.`,
} as const;

/** The season line: its end and the waves left, or what is happening instead. */
export function describeSeason(season: SeasonCalendar, now: number, timeZone: string): string {
  if (season.status === 'resetting') return seasonText.starting(season.number);
  if (season.left === 0) return seasonText.over(season.number);
  if (season.endsAt === null) return seasonText.endsAfter(season.number, season.left);
  const endsAt = Date.parse(season.endsAt);
  return seasonText.ends(season.number, seasonText.when(endsAt, now, timeZone), season.left);
}

/**
 * Whether a report is from before the current season began: Home's last wave is this season's,
 * so after a reset it shows none until the new season's first wave lands.
 */
export function isFromEarlierSeason(
  report: { landedAt: string },
  season: Pick<SeasonCalendar, 'startedAt'> | undefined,
): boolean {
  if (!season) return false;
  return Date.parse(report.landedAt) < Date.parse(season.startedAt);
}
