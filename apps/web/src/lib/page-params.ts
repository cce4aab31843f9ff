/**
 * Route parameters the app can judge without a session: the catalogue's fraud and defense ids.
 * An address with an id the catalogue lacks (`/frauds/X`, `/defenses/X`) is no page at all, for
 * anyone, so a signed-out visitor gets the 404 at once instead of being asked to sign in first
 * (the server answers such addresses with a 404 status too: apps/server/src/http/app-routes.ts).
 */
import { isDefenseId, isFraudId } from '@ffl/engine/ids';

const CATALOGUE_PARAMS: Readonly<Record<string, (value: string) => boolean>> = {
  fraudId: isFraudId,
  defenseId: isDefenseId,
};

/** True when one of the address's parameters names a fraud or defense that does not exist. */
export function namesUnknownCatalogueId(params: Readonly<Record<string, unknown>>): boolean {
  return Object.entries(CATALOGUE_PARAMS).some(([name, known]) => {
    const value = params[name];
    return typeof value === 'string' && !known(value);
  });
}
