import {
  CircleCheck,
  CircleDashed,
  CircleX,
  Clock,
  ShieldCheck,
  ShieldHalf,
  ShieldX,
} from 'lucide-react';
import { protectionTone } from '../../lib/format';
import { QUIZ_STATE_LABELS, TONE_WORDS } from './game-text';
import type { QuizState } from './quiz-status';
import './badges.css';

const TONE_ICONS = { good: ShieldCheck, warn: ShieldHalf, bad: ShieldX } as const;

/**
 * A protection percent in its tone, with an icon, the number and a word, so the colour is never
 * the only signal.
 */
export function ProtectionBadge({ percent }: { percent: number }) {
  const tone = protectionTone(percent);
  const Icon = TONE_ICONS[tone];
  return (
    <span className={`protection-badge ptone-${tone}`}>
      <Icon size={16} aria-hidden="true" />
      <span className="tabular">{percent}%</span>
      <span className="protection-word"> ({TONE_WORDS[tone]})</span>
    </span>
  );
}

/** A bar under the number: decoration only, the number beside it says the same. */
export function ProtectionBar({ percent }: { percent: number }) {
  const tone = protectionTone(percent);
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
