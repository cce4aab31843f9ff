import { CircleCheck, CircleDashed, CircleX, Clock, ShieldCheck, ShieldHalf, ShieldX } from 'lucide-react';
import { protectionTone } from '../../lib/format';
import type { QuizState } from '../quiz/quiz-api';
import { QUIZ_STATE_LABELS, TONE_WORDS } from './wiki-text';

const TONE_ICONS = { good: ShieldCheck, warn: ShieldHalf, bad: ShieldX } as const;

/**
 * A protection percent in its tone, with an icon, the number and a word, so the colour is never
 * the only signal.
 */
export function ProtectionBadge({ percent }: { percent: number }) {
  const tone = protectionTone(percent);
  const Icon = TONE_ICONS[tone];
  return (
    <span className={`protection-badge tone-${tone}`}>
      <Icon size={16} aria-hidden="true" />
      <span className="tabular">{percent}%</span>
      <span className="protection-word">({TONE_WORDS[tone]})</span>
    </span>
  );
}

/** A bar under the number: decoration only, the number beside it says the same. */
export function ProtectionBar({ percent }: { percent: number }) {
  const tone = protectionTone(percent);
  return (
    <span className="protection-bar" aria-hidden="true">
      <span className={`protection-bar-fill fill-${tone}`} style={{ width: `${percent}%` }} />
    </span>
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
