/**
 * An audit entry in the console's words. The server sends each entry's details as the variant of
 * its action (`kind`, the server's audit-schemas.ts, typed here by the API document), holding
 * engine ids, ISO times and minutes; the game master reads names, local times and intervals, and
 * a link instead of a wave's id. Details the server could not read come as `unrecognised`, with
 * their stored fields, and are shown as they are.
 */

import { FAMILY_NAMES, FRAUD_NAMES, isFamilyId, isFraudId } from '@ffl/engine/ids';
import type { Schemas } from '../../lib/api-schemas';
import { describeInterval, formatDateTime } from './admin-format';
import { ADMIN_TEXT } from './admin-text';

const D = ADMIN_TEXT.audit.detail;

type AuditEntry = Schemas['AuditPage']['entries'][number];
type AuditDetails = Schemas['AuditDetails'];
type Details<K extends AuditDetails['kind']> = Extract<AuditDetails, { kind: K }>;

/** What an entry acted on: a wave to open, a season, a player's address, or the schedule. */
export type AuditTarget =
  | { kind: 'wave'; id: string; label: string }
  | { kind: 'text'; text: string }
  | { kind: 'none' };

const WAVE_ACTIONS = new Set(['schedule-wave', 'edit-wave', 'cancel-wave', 'retry-wave']);

export function auditTarget(
  entry: Pick<AuditEntry, 'action' | 'target' | 'details'>,
  timeZone: string,
): AuditTarget {
  const { action, target, details } = entry;
  if (WAVE_ACTIONS.has(action) && target) {
    const label =
      'at' in details
        ? ADMIN_TEXT.waves.waveOn(formatDateTime(details.at, timeZone))
        : ADMIN_TEXT.audit.openWave;
    return { kind: 'wave', id: target, label };
  }
  if (details.kind === 'start-season') {
    return { kind: 'text', text: ADMIN_TEXT.season.current(details.number) };
  }
  if (action === 'update-schedule') return { kind: 'text', text: ADMIN_TEXT.audit.schedule };
  return target ? { kind: 'text', text: target } : { kind: 'none' };
}

/**
 * The entry's details in one short line of words. Internal ids and seeds are left out, and so is
 * a wave's time, which the target already names.
 */
export function describeAuditDetails(details: AuditDetails, timeZone: string): string {
  return detailParts(details, timeZone).join('; ');
}

function detailParts(details: AuditDetails, timeZone: string): string[] {
  switch (details.kind) {
    case 'schedule-wave':
    case 'edit-wave':
      return describeDraw(details);
    case 'cancel-wave':
    case 'retry-wave':
    case 'grant-admin':
    case 'revoke-admin':
    case 'disable-player':
    case 'archive-player':
    case 'enable-player':
    case 'create-cohort':
    case 'new-join-code':
      // The wave's time is its target; a player's id means nothing to read; a cohort's name is
      // the target.
      return [];
    case 'set-role':
      return [D.role(ADMIN_TEXT.roles[details.from], ADMIN_TEXT.roles[details.to])];
    case 'rename-cohort':
      return [D.renamedFrom(details.from)];
    case 'delete-cohort':
      return [D.membersLeft(details.members)];
    case 'move-player':
      return [
        D.cohortMove(
          details.from?.name ?? ADMIN_TEXT.player.noCohort,
          details.to?.name ?? ADMIN_TEXT.player.noCohort,
        ),
      ];
    case 'grant-manager':
    case 'revoke-manager':
      return [D.cohort(details.cohortName)];
    case 'assign-training':
    case 'cancel-training':
      return [
        D.cohort(details.cohortName),
        D.frauds(details.frauds.map(fraudName).join(', ')),
        D.due(formatDateTime(details.dueAt, timeZone)),
      ];
    case 'view-player-work':
      return [details.what === 'report' ? D.openedReport : D.openedWork];
    case 'import-roster':
      return [
        D.roster(details.invited, details.moved, details.unchanged, details.errors),
        ...(details.newCohorts.length > 0 ? [D.newCohorts(details.newCohorts.join(', '))] : []),
      ];
    case 'update-schedule':
      return [D.before(describeSchedule(details.before)), D.after(describeSchedule(details.after))];
    case 'start-season':
      // The season's number is the target.
      return [D.previousSeason(details.previous), D.archived(details.archivedRows)];
    case 'programme.start':
      return [
        D.other('name', details.name),
        D.other('postAfterDays', String(details.postAfterDays)),
        D.other('retentionAfterDays', String(details.retentionAfterDays)),
      ];
    case 'forms.rebalance':
      return [
        D.other('method', details.method),
        D.other('players', String(details.players)),
        D.other('firstAttempts', String(details.firstAttempts)),
        D.other(
          'largestDifference',
          details.largestDifference === null
            ? ADMIN_TEXT.common.none
            : String(details.largestDifference),
        ),
      ];
    case 'create-organisation':
      return [D.other('domains', details.domains.join(', '))];
    case 'update-organisation':
      return [D.other('changed', details.fields.join(', '))];
    case 'set-sso-provider':
      return [D.other(details.provider === 'saml' ? 'SAML' : 'OpenID Connect', details.identity)];
    case 'delete-organisation':
      return [];
    case 'lti.add-platform':
    case 'lti.approve-platform':
    case 'lti.remove-platform':
      return [D.other('issuer', details.issuer), D.other('clientId', details.clientId)];
    case 'create-scim-token':
    case 'revoke-scim-token':
      return [D.other('token', `${details.name} (${details.prefix}…)`)];
    case 'scim-provision-player':
    case 'scim-forget-player':
      // The player's address is the target; the actor names the organisation and token.
      return [];
    case 'scim-link-group':
    case 'scim-unlink-group':
      return [D.cohort(details.cohortName)];
    case 'unrecognised':
      return details.fields
        .filter(({ key }) => !HIDDEN_FIELDS.has(key))
        .map(({ key, value }) =>
          key === 'at' && value !== null && !Number.isNaN(Date.parse(value))
            ? D.at(formatDateTime(value, timeZone))
            : D.other(key, value ?? ADMIN_TEXT.common.none),
        );
  }
}

/** Stored fields that mean nothing to read: an account's id and a draw's seed. */
const HIDDEN_FIELDS = new Set(['userId', 'seed']);

const fraudName = (id: string) => (isFraudId(id) ? FRAUD_NAMES[id] : id);
const familyName = (id: string) => (isFamilyId(id) ? FAMILY_NAMES[id] : id);

/** A wave's draw: "Difficulty: Easy; Forecast: …; Attacks: …". */
function describeDraw(draw: Details<'schedule-wave'> | Details<'edit-wave'>): string[] {
  return [
    D.difficulty(ADMIN_TEXT.waves.difficulties[draw.difficulty] ?? draw.difficulty),
    D.forecast(
      draw.forecast.length === 0 ? D.noForecast : draw.forecast.map(familyName).join(', '),
    ),
    D.attacks(draw.attacks.map(fraudName).join(', ')),
  ];
}

/** "running, every day, from 18:00": only the parts the entry holds. */
function describeSchedule(schedule: Details<'update-schedule'>['after']): string {
  const parts: string[] = [];
  if (schedule.enabled !== undefined) parts.push(schedule.enabled ? D.running : D.paused);
  if (schedule.intervalMinutes !== undefined)
    parts.push(describeInterval(schedule.intervalMinutes));
  if (schedule.timeOfDay !== undefined) parts.push(D.from(schedule.timeOfDay));
  return parts.length > 0 ? parts.join(', ') : ADMIN_TEXT.common.none;
}
