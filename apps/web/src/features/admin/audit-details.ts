/**
 * An audit entry in the console's words. The server stores each action's details as it wrote them
 * (engine ids, ISO times, minutes); the game master reads names, local times and intervals, and
 * a link instead of a wave's id.
 */

import { FAMILY_NAMES, FRAUD_NAMES, isFamilyId, isFraudId } from '@ffl/engine/ids';
import { describeInterval, formatDateTime } from './admin-format';
import { ADMIN_TEXT } from './admin-text';

const D = ADMIN_TEXT.audit.detail;

/** What an entry acted on: a wave to open, a season, a player's address, or the schedule. */
export type AuditTarget =
  | { kind: 'wave'; id: string; label: string }
  | { kind: 'text'; text: string }
  | { kind: 'none' };

const WAVE_ACTIONS = new Set(['schedule-wave', 'edit-wave', 'cancel-wave', 'retry-wave']);

function record(details: unknown): Record<string, unknown> {
  return details !== null && typeof details === 'object' && !Array.isArray(details)
    ? (details as Record<string, unknown>)
    : {};
}

export function auditTarget(
  action: string,
  target: string | null,
  details: unknown,
  timeZone: string,
): AuditTarget {
  const fields = record(details);
  if (WAVE_ACTIONS.has(action) && target) {
    const label =
      typeof fields.at === 'string'
        ? ADMIN_TEXT.waves.waveOn(formatDateTime(fields.at, timeZone))
        : ADMIN_TEXT.audit.openWave;
    return { kind: 'wave', id: target, label };
  }
  if (action === 'start-season' && typeof fields.number === 'number') {
    return { kind: 'text', text: ADMIN_TEXT.season.current(fields.number) };
  }
  if (action === 'update-schedule') return { kind: 'text', text: ADMIN_TEXT.audit.schedule };
  return target ? { kind: 'text', text: target } : { kind: 'none' };
}

/** The order details read in; the database keeps JSON keys in an order of its own. */
const ORDER = ['difficulty', 'forecast', 'attacks', 'at', 'previous', 'archivedRows', 'before'];

function rank(key: string): number {
  const at = ORDER.indexOf(key);
  return at === -1 ? ORDER.length : at;
}

/**
 * The entry's details in one short line of words. Internal ids and seeds are left out, and so is
 * a wave's time, which the target already names.
 */
export function describeAuditDetails(action: string, details: unknown, timeZone: string): string {
  const parts: string[] = [];
  const entries = Object.entries(record(details)).sort(([a], [b]) => rank(a) - rank(b));
  for (const [key, value] of entries) {
    if (key === 'at' && WAVE_ACTIONS.has(action)) continue;
    const part = describeField(key, value, timeZone);
    if (part) parts.push(part);
  }
  return parts.join('; ');
}

function names(value: unknown, known: (id: string) => string): string {
  const list = Array.isArray(value) ? value : [value];
  return list.map((item) => known(String(item))).join(', ');
}

const fraudName = (id: string) => (isFraudId(id) ? FRAUD_NAMES[id] : id);
const familyName = (id: string) => (isFamilyId(id) ? FAMILY_NAMES[id] : id);

function describeField(key: string, value: unknown, timeZone: string): string | null {
  switch (key) {
    case 'userId':
    case 'seed':
    case 'number':
      // An account's id and a draw's seed mean nothing to read; the season's number is the target.
      return null;
    case 'at':
      return D.at(formatDateTime(String(value), timeZone));
    case 'difficulty':
      return D.difficulty(ADMIN_TEXT.waves.difficulties[String(value)] ?? String(value));
    case 'forecast':
      return D.forecast(
        Array.isArray(value) && value.length === 0 ? D.noForecast : names(value, familyName),
      );
    case 'attacks':
      return D.attacks(names(value, fraudName));
    case 'previous':
      return typeof value === 'number' ? D.previousSeason(value) : null;
    case 'archivedRows':
      return typeof value === 'number' ? D.archived(value) : null;
    case 'before':
      return D.before(describeSchedule(value));
    case 'after':
      return D.after(describeSchedule(value));
    default:
      return D.other(key, plain(value));
  }
}

/** "running, every day, from 18:00": only the parts the entry holds. */
function describeSchedule(value: unknown): string {
  const fields = record(value);
  const parts: string[] = [];
  if (typeof fields.enabled === 'boolean') parts.push(fields.enabled ? D.running : D.paused);
  if (typeof fields.intervalMinutes === 'number') {
    parts.push(describeInterval(fields.intervalMinutes));
  }
  if (typeof fields.timeOfDay === 'string') parts.push(D.from(fields.timeOfDay));
  return parts.length > 0 ? parts.join(', ') : ADMIN_TEXT.common.none;
}

function plain(value: unknown): string {
  if (value === null || value === undefined) return ADMIN_TEXT.common.none;
  if (Array.isArray(value)) return value.map(plain).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k} ${plain(v)}`)
      .join(', ');
  }
  return String(value);
}
