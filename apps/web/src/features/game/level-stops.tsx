import { DEFENSES, listFraudsStoppedBy, type OwnedLevel } from '@ffl/engine/catalogue';
import { DEFENSE_NAMES, type DefenseId, FRAUD_NAMES, type FraudId } from '@ffl/engine/ids';
import { formatProtection } from '../../lib/measure-words';
import { STOPS_TEXT } from './game-text';
import './level-stops.css';

export type LevelStopsRow = {
  fraudId: FraudId;
  name: string;
  /** % of the fraud's damage the defense stops on its own at levels 1, 2 and 3. */
  values: readonly [number, number, number];
};

/** One row per fraud the defense touches, catalogue order: what each of its levels stops. */
export function listLevelStops(defenseId: DefenseId): LevelStopsRow[] {
  const stops = DEFENSES[defenseId].stops;
  return listFraudsStoppedBy(defenseId).map((fraudId) => {
    const row = stops[fraudId] ?? [0, 0, 0];
    return { fraudId, name: FRAUD_NAMES[fraudId], values: [row[0], row[1], row[2]] };
  });
}

/**
 * "What each level stops": a collapsed table of each fraud the defense touches, with the share
 * every level stops and the player's level marked, so a 0% level never reads as "covered".
 */
export function LevelStops({ defenseId, level }: { defenseId: DefenseId; level: OwnedLevel }) {
  const rows = listLevelStops(defenseId);
  const hasZero = rows.some((row) => row.values.includes(0));
  return (
    <details className="level-stops">
      <summary>{STOPS_TEXT.summary(rows.length)}</summary>
      <table className="level-stops-table">
        <caption className="visually-hidden">
          {STOPS_TEXT.caption(DEFENSE_NAMES[defenseId])}
        </caption>
        <thead>
          <tr>
            <th scope="col">{STOPS_TEXT.colFraud}</th>
            {([1, 2, 3] as const).map((n) => (
              <th key={n} scope="col" className={n === level ? 'level-stops-yours' : undefined}>
                {STOPS_TEXT.colLevel(n)}
                {n === level && <span className="level-stops-tag"> ({STOPS_TEXT.yours})</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.fraudId}>
              <th scope="row">{row.name}</th>
              {row.values.map((value, index) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: the three levels, fixed order
                  key={index}
                  className={`tabular${value === 0 ? ' level-stops-zero' : ''}${
                    index + 1 === level ? ' level-stops-yours' : ''
                  }`}
                >
                  {formatProtection(value)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {hasZero && <p className="level-stops-note muted">{STOPS_TEXT.zeroNote}</p>}
    </details>
  );
}
