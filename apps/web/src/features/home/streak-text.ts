/** Every word of Home's streak card (issue 17: the daily streak and its freeze). */
import { formatMoney } from '../../lib/format';

let dayFormat: Intl.DateTimeFormat | undefined;

/**
 * A 'YYYY-MM-DD' day as "Tuesday 14 January" (the day itself, whatever the zone). The formatter
 * is made on first use: one costs tens of milliseconds on a slow phone.
 */
export function formatDay(day: string): string {
  dayFormat ??= new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

export const streakText = {
  heading: 'Daily streak',
  current: 'Current streak',
  longest: 'Longest streak',
  days,
  /** The card's one-line state, read first by a screen reader. */
  state: (current: number, doneToday: boolean, atRisk: boolean) => {
    if (doneToday) return `Today is done: your streak is ${days(current)}. Come back tomorrow.`;
    if (atRisk) {
      return `Your ${current}-day streak ends at midnight unless you learn something today.`;
    }
    return 'No streak yet. Learn something today to start one.';
  },
  /** Beside the title on Home, while the detail is shut. */
  glance: (current: number, doneToday: boolean, atRisk: boolean) =>
    doneToday
      ? `${days(current)}, today done`
      : atRisk
        ? `${days(current)}, at risk today`
        : 'None yet',
  keepHeading: 'To count today, do one of these',
  drillOfTheDay: 'Do the drill of the day',
  quiz: 'Take a quiz in the Fraud Wiki',
  review: (fraud: string) => `Review the ${fraud} quiz`,
  zone: (zone: string) => `Days run from midnight to midnight, ${zone} time.`,
  loadError: 'Your streak could not be loaded.',
  retry: 'Try again',

  freezeHeading: 'Streak freeze',
  freezeExplain: (price: number) =>
    `A freeze covers one missed day, so your streak survives it. It costs ${formatMoney(price)} and you can hold one.`,
  freezeHeld: 'You hold one streak freeze.',
  freezeCovers: (day: string) =>
    `You missed ${formatDay(day)}. Your freeze covers it once you learn something today.`,
  lastFrozen: (day: string) => `Your last freeze covered ${formatDay(day)}.`,
  buy: (price: number) => `Buy a freeze for ${formatMoney(price)}`,
  cannotAfford: (price: number) => `A freeze costs ${formatMoney(price)}: not enough cash for now.`,
  confirmTitle: 'Buy a streak freeze?',
  confirmBody: (price: number) =>
    `${formatMoney(price)} comes out of your cash. The freeze covers the next single day you miss.`,
  confirm: 'Buy the freeze',
  bought: 'Freeze bought. It covers the next day you miss.',
} as const;
