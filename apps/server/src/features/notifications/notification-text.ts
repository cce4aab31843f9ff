/** Every phrase of the notification mails and the unsubscribe pages. */
import { MAX_STARS } from '@ffl/engine/economy';
import { DEFENSE_NAMES, FAMILY_NAMES } from '@ffl/engine/ids';
import type { ReportAdvice } from '../waves/wave-schemas';

const PRODUCT = 'Fantasy Fraud League';

function groupDigits(n: number): string {
  return String(Math.abs(Math.round(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `$1,234`, `−$12,000` (a true minus sign). */
export function money(amount: number): string {
  const text = `$${groupDigits(amount)}`;
  return Math.round(amount) < 0 ? `\u2212${text}` : text;
}

/** `+$40,000`, `−$27,500`, `$0`. */
export function moneyChange(amount: number): string {
  if (Math.round(amount) === 0) return '$0';
  return amount > 0 ? `+${money(amount)}` : money(amount);
}

/** "an easy", "a hard": the indefinite article for a word read aloud the usual way. */
export function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export const NOTIFICATION_TEXT = {
  product: PRODUCT,
  greeting: (name: string) => (name.trim() ? `Hello ${name.trim()},` : 'Hello,'),
  footer: {
    why: (what: string) => `You get this mail because you turned on ${what} in Settings.`,
    /** For a mail that is on until the player turns it off (the season's end). */
    whyOptOut: (what: string) =>
      `You get this mail unless you turn off ${what} in Settings. It comes once a season.`,
    settings: 'Change your mails in Settings',
    unsubscribe: 'Unsubscribe from these mails',
  },
  kindNames: {
    'wave-soon': 'the wave reminder',
    'wave-results': 'wave results',
    reminders: 'reviews and streak reminders',
    'season-end': 'the season-end notice',
  },
  waveSoon: {
    subject: (hours: number) =>
      hours <= 1
        ? 'The wave hits within the hour: set your alert'
        : `The wave hits in ${hours} hours: set your alert`,
    lines: (hours: number, difficulty: string, forecast: string) => [
      hours <= 1
        ? 'The next attack wave hits within the hour.'
        : `The next attack wave hits in about ${hours} hours.`,
      `It is ${withArticle(difficulty)} wave. Forecast: more ${forecast} than usual.`,
      'Put your alert on the family you expect, and check your defenses before it lands.',
    ],
    action: 'Set your alert',
  },
  waveResults: {
    subject: (net: number, points: number) =>
      `Wave results: ${moneyChange(net)}, ${plural(points, 'point', 'points')}`,
    net: (net: number) => `Net change: ${moneyChange(net)}.`,
    points: (points: number, total: number) => `Points: ${points} this wave, ${total} this season.`,
    stars: (stars: number) => `Stars: ${stars} of ${MAX_STARS}.`,
    move: (before: number | null, after: number | null) => {
      if (after === null) return null;
      if (before === null) return `You are now ranked ${after}.`;
      const move = before - after;
      if (move > 0) return `You climbed ${plural(move, 'place', 'places')}, to rank ${after}.`;
      if (move < 0) return `You dropped ${plural(-move, 'place', 'places')}, to rank ${after}.`;
      return `You held rank ${after}.`;
    },
    biggestLoss: (fraud: string, damage: number, base: number) =>
      `Biggest loss: ${fraud} cost you ${money(damage)} of ${money(base)}.`,
    noLoss: 'No attack cost you anything. Well defended.',
    why: {
      layers: (names: string[], stopped: number) =>
        names.length > 0
          ? `Why: ${names.join(', ')} stopped ${money(stopped)} of it.`
          : 'Why: none of your defenses covers it.',
      alert: 'Your alert was on its family.',
    },
    /** The report's advice (the Attack Log's "Best single change"), in the same words. */
    advice: {
      /** "12 more points and $16,200 more net worth": the ranking's measures, those that rose. */
      gains: (points: number, netWorth: number) =>
        [
          points > 0 ? plural(points, 'more point', 'more points') : '',
          netWorth > 0 ? `${money(netWorth)} more net worth` : '',
        ]
          .filter(Boolean)
          .join(' and '),
      alert: (to: string, from: string, gains: string) =>
        `Best single change: the alert on ${to} (you had ${from}) would have given you ${gains} in this wave, at no cost.`,
      level: (defense: string, level: number, from: string, gains: string, price: string) =>
        `Best single change: ${defense} at level ${level} (you had ${from}) would have given you ${gains} in this wave. Its price, ${price}, would have turned cash into a defense, which net worth counts at cost.`,
      none: 'Best single change: none. Your alert pick was the best one, and no defense you could afford would have ranked you higher in this wave.',
      noAlert: 'no alert',
      notOwned: 'none',
      heldLevel: (level: number) => `level ${level}`,
    },
    action: 'Open the report',
  },
  reminder: {
    subject: (due: number, atRisk: boolean) =>
      atRisk && due > 0
        ? 'Keep your streak: reviews are due'
        : atRisk
          ? 'Your streak ends tonight'
          : `${plural(due, 'review is', 'reviews are')} due`,
    streak: (days: number) =>
      `Your ${days}-day streak ends at midnight unless you learn something today.`,
    due: (due: number) =>
      `${plural(due, 'quiz review is', 'quiz reviews are')} due. A review takes a few minutes.`,
    how: 'A drill, a quiz or a due review keeps the streak.',
    action: 'Learn something now',
  },
  assignment: {
    subject: (name: string, due: string, overdue: boolean, done: number, total: number) =>
      overdue
        ? `${name} is overdue: ${done} of ${total} done`
        : `${name} is due on ${due}: ${done} of ${total} done`,
    progress: (name: string, done: number, total: number, due: string, overdue: boolean) =>
      overdue
        ? `${name} was due on ${due}. You have done ${done} of its ${total} frauds; your organisation still expects the rest.`
        : `${name} is due on ${due}. You have done ${done} of its ${total} frauds.`,
    steps: (readSeconds: number) =>
      `Each fraud asks for three things: read its page (about ${Math.round(readSeconds / 60)} minute with the page open), pass its quiz, and try each of its drills.`,
    action: 'Continue the training',
  },
  seasonEnd: {
    subject: (season: number, hours: number | null, left: number) =>
      `Season ${season} ends ${hours === null ? 'soon' : hours <= 1 ? 'within the hour' : `in about ${hours} hours`}: ${plural(left, 'wave', 'waves')} left`,
    /** "Season 3 ends with its last wave, due Tue 2 Dec, 18:00 (Europe/Paris)." */
    ends: (season: number, when: string | null, zone: string, left: number) =>
      when === null
        ? `Season ${season} ends after ${plural(left, 'more wave', 'more waves')}.`
        : `Season ${season} ends with its last wave, due ${when} (${zone}). ${plural(left, 'wave is', 'waves are')} left.`,
    standing: (points: number, netWorth: number) =>
      `You have ${plural(points, 'point', 'points')} this season and a net worth of ${money(netWorth)}.`,
    reset: (startingCash: number) =>
      `When it ends, the final table is archived and every bank starts the next season with ${money(startingCash)} and no defenses. Your learning, leagues and reports stay.`,
    last: 'Set your alert and check your defenses before the last wave.',
    action: 'Open Home',
  },
  page: {
    title: 'Unsubscribe',
    confirm: (what: string) => `Stop sending me ${what}?`,
    button: 'Unsubscribe',
    done: (what: string) => `Done. We will not send you ${what} any more.`,
    again: 'You can turn it back on in Settings.',
    bad: 'This unsubscribe link is not valid. It may have been cut short when it was copied.',
    badHelp: 'Sign in and change your mails in Settings instead.',
  },
} as const;

/** The report's advice on a wave (report-advice.ts) as the results mail says it. */
export function describeMailAdvice(best: NonNullable<ReportAdvice['best']>): string {
  const A = NOTIFICATION_TEXT.waveResults.advice;
  const gains = A.gains(best.pointsGain, best.netWorthGain);
  const change = best.change;
  if (change.kind === 'alert') {
    return A.alert(
      change.to === null ? A.noAlert : FAMILY_NAMES[change.to],
      change.from === null ? A.noAlert : FAMILY_NAMES[change.from],
      gains,
    );
  }
  return A.level(
    DEFENSE_NAMES[change.defenseId],
    change.toLevel,
    change.fromLevel === 0 ? A.notOwned : A.heldLevel(change.fromLevel),
    gains,
    money(best.price),
  );
}
