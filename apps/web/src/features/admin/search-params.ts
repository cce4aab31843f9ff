/** Reading the console's URL search parameters: anything odd falls back to the default. */

/** `page` as a whole number from 1; omitted when absent, 1 or unusable. */
export function readPage(search: Record<string, unknown>): { page?: number } {
  const raw = search.page;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
  return Number.isInteger(n) && n > 1 && n <= 100_000 ? { page: n } : {};
}

/** `q`, the player search, trimmed and bounded like the server's (254 characters). */
export function readQuery(search: Record<string, unknown>): { q?: string } {
  const raw = search.q;
  if (typeof raw !== 'string' && typeof raw !== 'number') return {};
  const q = String(raw).trim().slice(0, 254);
  return q ? { q } : {};
}
