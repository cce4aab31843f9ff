import { useState } from 'react';
import { gameMessageFor } from '../../lib/error-messages';
import { useShopAction } from './game-api';
import { type PurchaseLike, shopSteps } from './moves';

/**
 * Carries out a recommended purchase, one shop call per level, each with its own Idempotency-Key
 * (useShopAction). Stops at the first refusal and keeps the server's words for it.
 */
export function useRunPurchase() {
  const shop = useShopAction();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (move: PurchaseLike): Promise<boolean> => {
    if (pending) return false;
    setPending(true);
    setError(null);
    try {
      for (const action of shopSteps(move)) {
        await shop.mutateAsync({ defenseId: move.defenseId, action });
      }
      return true;
    } catch (e) {
      setError(gameMessageFor(e));
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, pending, error };
}
