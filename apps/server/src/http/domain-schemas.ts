import { LEVELS, OWNED_LEVELS } from '@ffl/engine/catalogue';
import { DIFFICULTIES } from '@ffl/engine/economy';
import { DEFENSE_IDS, FAMILY_IDS, FRAUD_IDS } from '@ffl/engine/ids';
import { GRANTABLE_ROLES, ROLES } from '@ffl/engine/roles';
import { z } from '@hono/zod-openapi';

/**
 * The game's words as zod schemas, built from the engine's constants: every route that takes or
 * gives a fraud, a defense, a family, a level or a difficulty uses these, so the API document and
 * the engine cannot disagree.
 */

export const FraudIdSchema = z.enum(FRAUD_IDS, {
  message: 'Expected a fraud id from the catalogue, such as Phishing.',
});

export const DefenseIdSchema = z.enum(DEFENSE_IDS);

export const FamilySchema = z.enum(FAMILY_IDS);

export const DifficultySchema = z.enum(DIFFICULTIES);

export const RoleSchema = z.enum(ROLES).openapi('Role', {
  description:
    'owner: everything, and grants roles; admin: the game master (waves, seasons, statistics, players, every cohort); manager: a cohort manager, for the cohorts they manage; player.',
});

export const GrantableRoleSchema = z.enum(GRANTABLE_ROLES).openapi({
  description: 'The roles an owner grants; cohort managers are granted per cohort.',
});

/**
 * One literal per value. (`z.literal([…])` would type the same, but the OpenAPI generator writes
 * only its first value.)
 */
function literals<const T extends readonly [number, ...number[]]>(values: T) {
  const [first, ...rest] = values.map((value) => z.literal(value as T[number]));
  return z.union([first!, ...rest]);
}

/** A defense's level: 1 to 3 (the engine's `Level`). */
export const LevelSchema = literals(LEVELS);

/** A defense's level in a bank, 0 when not owned (the engine's `OwnedLevel`). */
export const OwnedLevelSchema = literals(OWNED_LEVELS);
