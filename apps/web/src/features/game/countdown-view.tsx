import { Siren, Timer, TriangleAlert } from 'lucide-react';
import type { NextWave } from '../../lib/api-schemas';
import { useTimeZone } from '../../lib/time-zone';
import { useServerNow } from '../../lib/use-server-now';
import { describeCountdown } from './countdown';
import { countdownText } from './countdown-text';
import './countdown.css';

/**
 * The next-wave countdown, ticking from the server clock, always with its units ("in 3 h 12 min")
 * or, from a day away, the date. Urgency shows as colour, an icon and a word ("Warning" at 5
 * minutes, "Critical" at 2), never colour alone. In the header's chip on a phone the word is read
 * out but not drawn, so that the header keeps its height when it appears (countdown.css).
 */
export function Countdown({
  next,
  variant = 'chip',
  label,
}: {
  /** undefined while the answer is loading; null when no wave is scheduled. */
  next: NextWave['next'] | undefined;
  variant?: 'chip' | 'large';
  /** Shown before the time; leave out where the surroundings already say it. */
  label?: string;
}) {
  const now = useServerNow();
  const timeZone = useTimeZone();
  if (!next) {
    return (
      <span className={`countdown countdown-${variant} countdown-none`}>
        <Timer size={16} aria-hidden="true" />
        {next === undefined ? (
          <span className="tabular">{countdownText.unknown}</span>
        ) : (
          <span>{countdownText.noWave}</span>
        )}
      </span>
    );
  }
  const view = describeCountdown(next.scheduledAt, now, timeZone);
  const Icon = view.tone === 'critical' ? Siren : view.tone === 'warning' ? TriangleAlert : Timer;
  const word =
    view.tone === 'critical'
      ? countdownText.criticalWord
      : view.tone === 'warning'
        ? countdownText.warningWord
        : null;
  return (
    <span className={`countdown countdown-${variant} countdown-${view.tone}`}>
      {label && <span className="countdown-label">{label}</span>}
      <Icon size={variant === 'large' ? 28 : 16} aria-hidden="true" />
      {view.landing || next.status === 'running' ? (
        <span className="countdown-time">{countdownText.landing}</span>
      ) : (
        <time className="countdown-time tabular" dateTime={next.scheduledAt}>
          {view.text}
        </time>
      )}
      {word && <span className="countdown-word">{word}</span>}
    </span>
  );
}
