import { useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import type { Schemas } from '../../lib/api-schemas';
import { useTimeZone } from '../../lib/time-zone';
import { useServerNow } from '../../lib/use-server-now';
import { seasonQuery } from './home-api';
import { describeSeason, seasonText } from './season-text';
import './season-line.css';

/** The season's end and the waves left, in words (the view, for a given moment and zone). */
export function SeasonLineView({
  season,
  now,
  timeZone,
}: {
  season: Schemas['SeasonCalendar'];
  now: number;
  timeZone: string;
}) {
  return (
    <div className="home-season">
      <p className="home-season-line">
        <CalendarClock size={16} aria-hidden="true" />
        <span>{describeSeason(season, now, timeZone)}</span>
      </p>
      <p className="hint-line home-season-length">{seasonText.length(season.waves)}</p>
    </div>
  );
}

/** Home's line on the season: when it ends, in the player's time zone, and the waves left. */
export function SeasonLine() {
  const season = useQuery(seasonQuery);
  const timeZone = useTimeZone();
  const now = useServerNow();
  if (!season.data) return null;
  return <SeasonLineView season={season.data} now={now} timeZone={timeZone} />;
}
