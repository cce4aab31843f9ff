import {
  CircleCheck,
  CircleDashed,
  CircleX,
  Clock,
  ShieldCheck,
  ShieldHalf,
  ShieldX,
} from 'lucide-react';
import { protectionOfPercent } from '../../lib/measure-words';
import { QUIZ_STATE_LABELS } from './game-text';
import type { QuizState } from './quiz-status';
import './badges.css';

const TONE_ICONS = { good: ShieldCheck, warn: ShieldHalf, bad: ShieldX } as const;

/**
 * A whole protection percent (lib/measure-words' rounding) in its band, with an icon, the number
 * and the band's word, so the colour is never the only signal.
 */
export function ProtectionBadge({ percent }: { percent: number }) {
  const measure = protectionOfPercent(percent);
  const Icon = TONE_ICONS[measure.band];
  return (
    <span className={`protection-badge ptone-${measure.band}`}>
      <Icon size={16} aria-hidden="true" />
      <span className="tabular">{measure.text}</span>
      <span className="protection-word"> ({measure.word.toLowerCase()})</span>
    </span>
  );
}

/** A bar under the number: decoration only, the number beside it says the same. */
export function ProtectionBar({ percent }: { percent: number }) {
  const tone = protectionOfPercent(percent).band;
  return (
    <svg
      className="protection-bar"
      viewBox="0 0 100 6"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="0" y="0" width="100" height="6" className="protection-bar-track" />
      <rect x="0" y="0" width={percent} height="6" className={`pfill-${tone}`} />
    </svg>
  );
}

const QUIZ_ICONS = {
  new: CircleDashed,
  passed: CircleCheck,
  'review-due': Clock,
  failed: CircleX,
} as const;

export function QuizBadge({ state }: { state: QuizState }) {
  const Icon = QUIZ_ICONS[state];
  return (
    <span className={`quiz-badge quiz-${state}`}>
      <Icon size={16} aria-hidden="true" />
      {QUIZ_STATE_LABELS[state]}
    </span>
  );
}
