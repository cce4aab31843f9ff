import { useQuery } from '@tanstack/react-query';
import { formatAt } from '../../lib/date-format';
import { useTimeZone } from '../../lib/time-zone';
import { boosterStatusQuery } from './booster-api';
import { BOOSTER_TEXT } from './booster-text';

/** My finished post-wave boosters, newest first: the curve's points between checks. */
export function BoosterResults() {
  const timeZone = useTimeZone();
  const status = useQuery(boosterStatusQuery);
  const results = status.data?.results ?? [];
  if (results.length === 0) return null;
  return (
    <section className="progress-section" aria-labelledby="progress-boosters">
      <h2 id="progress-boosters">{BOOSTER_TEXT.progressHeading}</h2>
      <p className="muted">{BOOSTER_TEXT.progressLead}</p>
      <ul className="progress-checks">
        {results.map((r) => (
          <li key={r.id} className="tabular">
            {BOOSTER_TEXT.progressLine(
              r.familyId,
              r.correct,
              r.total,
              formatAt(r.completedAt, timeZone, 'longDate'),
              r.lost,
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
