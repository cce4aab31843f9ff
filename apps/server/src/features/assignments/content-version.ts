import { createHash } from 'node:crypto';
import { DRILLS } from '@ffl/content/drills';
import { DEFENSE_CONTENT, FRAUD_CONTENT } from '@ffl/content/registry';

let cached: string | undefined;

/**
 * The learning content's version: the first 12 hex digits of a SHA-256 over every fraud and
 * defense page, quiz and drill, as this build carries them. An assignment and the audit pack cite
 * it, so that an auditor can tell which text a player was trained on.
 */
export function contentVersion(): string {
  cached ??= createHash('sha256')
    .update(JSON.stringify({ frauds: FRAUD_CONTENT, defenses: DEFENSE_CONTENT, drills: DRILLS }))
    .digest('hex')
    .slice(0, 12);
  return cached;
}
