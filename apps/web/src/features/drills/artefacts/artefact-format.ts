/**
 * Amounts as a document of each setting writes them: rand with a space between thousands and a
 * decimal point (`R12 500.00`), dollars with commas (`$12,500.00`). Written out by hand, like
 * lib/format.ts, so no locale data is loaded.
 */
import { groupDigits } from '../../../lib/format';

export type Currency = 'ZAR' | 'USD';

export function formatDocumentMoney(amount: number, currency: Currency): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = groupDigits(Math.floor(cents / 100));
  const fraction = String(cents % 100).padStart(2, '0');
  const sign = amount < 0 && cents > 0 ? '\u2212' : '';
  if (currency === 'ZAR') return `${sign}R${whole.replaceAll(',', '\u00a0')}.${fraction}`;
  return `${sign}$${whole}.${fraction}`;
}

/** The sum of invoice lines, in cents first so that 0.1 + 0.2 never shows as 0.30000000004. */
export function invoiceTotal(lines: readonly { amount: number }[]): number {
  return lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0) / 100;
}

/** Two letters for an avatar: "Thandi Mokoena" → "TM", "IT Desk (Priya)" → "IP", "proteabank" → "PR". */
export function initials(name: string): string {
  // "Ayesha Patel (Protea Bank)": the person, not the firm in brackets after the name. One word in
  // brackets is the person ("IT Service Desk (Priya)"), and counts as the last word.
  const words = name
    .replace(/\s*\([^)\s]+(?:\s+[^)\s]+)+\)\s*$/, '')
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return '?';
  // A sender known only by a number gets a sign, as a phone shows a blank contact.
  if (!/\p{L}/u.test(name)) return '#';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return `${words[0]![0] ?? ''}${words.at(-1)![0] ?? ''}`.toUpperCase();
}

/** A URL split for the address bar: the scheme, the host (shown brighter) and the rest. */
export function splitUrl(url: string): { scheme: string; host: string; rest: string } {
  const match = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)(.*)$/i.exec(url);
  if (!match) return { scheme: '', host: url, rest: '' };
  return { scheme: match[1] ?? '', host: match[2] ?? '', rest: match[3] ?? '' };
}
