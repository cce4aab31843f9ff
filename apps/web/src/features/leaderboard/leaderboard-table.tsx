import type { Schemas } from '../../lib/api-schemas';
import { formatMoney } from '../../lib/format';
import { isTied } from './leaderboard-model';
import { leaderboardText as t } from './leaderboard-text';
import './leaderboard.css';

type Row = Schemas['LeaderboardRow'];

/**
 * Ranked rows: rank (shared ranks marked "tied"), bank and manager, net worth. My own row is
 * highlighted and says "You" in words, so colour is never the only signal.
 */
export function LeaderboardTable({ rows, caption }: { rows: readonly Row[]; caption: string }) {
  return (
    <div className="lb-table-frame">
      <table className="lb-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="lb-rank">
              {t.colRank}
            </th>
            <th scope="col">{t.colBank}</th>
            <th scope="col" className="lb-money">
              {t.colNetWorth}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.position} className={row.isMe ? 'lb-me' : undefined}>
              <td className="lb-rank">
                {row.rank}
                {isTied(rows, index) && <span className="lb-tied"> {t.tied}</span>}
              </td>
              <th scope="row" className="lb-bank">
                <span className="lb-bank-name">{row.bankName}</span>
                {row.isMe && <span className="lb-you">{t.you}</span>}
                {row.manager && <span className="lb-manager">{row.manager}</span>}
                {row.isMe && row.anonymous && (
                  <span className="lb-manager">{t.anonymousToOthers}</span>
                )}
              </th>
              <td className="lb-money">{formatMoney(row.netWorth)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
