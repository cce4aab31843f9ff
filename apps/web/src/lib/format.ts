/** Number formats shared by every game screen: money is whole credits shown as `$1,234,567`. */

const money = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** `$1,234,567`, or `−$12,000` for a negative amount (a true minus sign). */
export function formatMoney(amount: number): string {
  const text = `$${money.format(Math.abs(Math.round(amount)))}`;
  return amount < 0 ? `\u2212${text}` : text;
}

/** A change with its sign always shown: `+$40,000`, `−$27,500`, `$0`. */
export function formatMoneyChange(amount: number): string {
  if (amount === 0) return '$0';
  return amount > 0 ? `+${formatMoney(amount)}` : formatMoney(amount);
}

/** A share 0–1 (or a whole percent with `alreadyPercent`) as `42%`. */
export function formatPercent(value: number, alreadyPercent = false): string {
  return `${Math.round(alreadyPercent ? value : value * 100)}%`;
}

export type Tone = 'good' | 'warn' | 'bad';

/** The visual.md thresholds for protection: good ≥ 70%, warn 40–69%, bad < 40% (0–100 input). */
export function protectionTone(percent: number): Tone {
  if (percent >= 70) return 'good';
  if (percent >= 40) return 'warn';
  return 'bad';
}

/** HH:MM:SS for a countdown in milliseconds (never negative; hours can exceed 24). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}
