/**
 * Who may do what in a deployment (issue 27). The server enforces these rules on every call; the
 * web app only mirrors them to decide what to show.
 *
 * - owner: everything, and the only one who grants or revokes the owner and game-master roles;
 * - admin (the game master): waves, seasons, content statistics, players, and every cohort;
 * - manager (a cohort manager): sees, exports and assigns training for the cohorts they manage;
 * - user (a player): the game.
 */

/** The roles as the account stores them. */
export const STORED_ROLES = ['owner', 'admin', 'manager', 'user'] as const;
export type StoredRole = (typeof STORED_ROLES)[number];

/** The roles as the API names them ("player" for a stored "user"). */
export const ROLES = ['owner', 'admin', 'manager', 'player'] as const;
export type Role = (typeof ROLES)[number];

/** The roles an owner grants from the console; cohort managers are granted per cohort. */
export const GRANTABLE_ROLES = ['owner', 'admin', 'player'] as const satisfies readonly Role[];
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

/** A stored role as the API names it; anything this version does not know is a player. */
export function roleOf(stored: string | null | undefined): Role {
  if (stored === 'owner' || stored === 'admin' || stored === 'manager') return stored;
  return 'player';
}

/** The role as the account stores it. */
export function storedRoleOf(role: Role): StoredRole {
  return role === 'player' ? 'user' : role;
}

/** Owners and game masters: the whole console. Takes a stored or an API role. */
export function isGameMaster(role: string | null | undefined): boolean {
  return role === 'owner' || role === 'admin';
}

export function isOwner(role: string | null | undefined): boolean {
  return role === 'owner';
}

/** Whoever has a console at all: game masters, and cohort managers for their cohorts. */
export function opensConsole(role: string | null | undefined): boolean {
  return isGameMaster(role) || role === 'manager';
}
