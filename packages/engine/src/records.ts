/**
 * Builders for records keyed by every fraud or defense id. Typed so that a record always has all
 * 20 keys, which Object.fromEntries cannot express.
 */
import { DEFENSE_IDS, type DefenseId, FRAUD_IDS, type FraudId } from './ids';

/** A record with one entry per fraud id, in catalogue order. */
export function buildFraudRecord<T>(make: (fraudId: FraudId) => T): Record<FraudId, T> {
  const record = {} as Record<FraudId, T>;
  for (const fraudId of FRAUD_IDS) record[fraudId] = make(fraudId);
  return record;
}

/** A record with one entry per defense id, in catalogue order. */
export function buildDefenseRecord<T>(make: (defenseId: DefenseId) => T): Record<DefenseId, T> {
  const record = {} as Record<DefenseId, T>;
  for (const defenseId of DEFENSE_IDS) record[defenseId] = make(defenseId);
  return record;
}
