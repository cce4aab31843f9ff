/** Number formats shared by every game screen: money is whole credits shown as `$1,234,567`. */

/**
 * Whole digits in groups of three: `1,234,567`. Written out rather than with `Intl.NumberFormat`,
 * whose first construction loads locale data and costs tens of milliseconds on a slow phone at
 * start-up, on the page's first render (decision 0013).
 */
export function groupDigits(whole: number): string {
  const digits = String(Math.abs(Math.round(whole)));
  let out = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const group = digits.slice(Math.max(0, end - 3), end);
    out = out ? `${group},${out}` : group;
  }
  return out;
}

/** `55`, `77.5`, `0.45`, `1,234.5`: a number as a person writes it, with no trailing zeros. */
export function formatNumber(value: number, maxDecimals = 2): string {
  const factor = 10 ** maxDecimals;
  const rounded = Math.round(Math.abs(value) * factor) / factor;
  const whole = Math.trunc(rounded);
  const fraction = String(rounded).split('.')[1];
  const text = fraction ? `${groupDigits(whole)}.${fraction}` : groupDigits(whole);
  return value < 0 && rounded !== 0 ? `-${text}` : text;
}

/** `$1,234,567`, or `−$12,000` for a negative amount (a true minus sign). */
export function formatMoney(amount: number): string {
  const rounded = Math.round(amount);
  const text = `$${groupDigits(rounded)}`;
  return rounded < 0 ? `\u2212${text}` : text;
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

/**
 * A–Z by name, ignoring case, for the catalogue's plain English names. Not `localeCompare`: its
 * first call builds a collator, tens of milliseconds on a slow phone at the first render.
 */
export function compareNames(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
