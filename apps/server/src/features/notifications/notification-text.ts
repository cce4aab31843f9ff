/** Every phrase of the notification mails and the unsubscribe pages. */

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
    settings: 'Change your mails in Settings',
    unsubscribe: 'Unsubscribe from these mails',
  },
  kindNames: {
    'wave-soon': 'the wave reminder',
    'wave-results': 'wave results',
    reminders: 'reviews and streak reminders',
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
    stars: (stars: number) => `Stars: ${stars} of 5.`,
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
      best: (defense: string, kind: 'buy' | 'upgrade', level: number, saved: number) =>
        kind === 'buy'
          ? `Our advice: buying ${defense} (level ${level}) would have saved ${money(saved)}.`
          : `Our advice: upgrading ${defense} to level ${level} would have saved ${money(saved)}.`,
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
  page: {
    title: 'Unsubscribe',
    confirm: (what: string) => `Stop sending me ${what}?`,
    button: 'Unsubscribe',
    done: (what: string) => `Done. We will not send you ${what} any more.`,
    again: 'You can turn it back on in Settings.',
    bad: 'This unsubscribe link is not valid. It may have been cut short when it was copied.',
    badHelp: 'Sign in and change your mails in Settings instead.',
    settings: 'Open Settings',
  },
} as const;
