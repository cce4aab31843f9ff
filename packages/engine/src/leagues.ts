/**
 * The rules of private leagues that are game rules rather than storage: the server enforces them
 * (features/leagues) and the web app words them.
 */

/** The most private leagues a player can be in at once, created or joined. */
export const LEAGUE_LIMIT = 25;
