import type { ReactNode } from 'react';
import type { Schemas } from '../../lib/api-schemas';
import { formatMoney } from '../../lib/format';
import { RANKING_TEXT as t } from './game-text';
import { aroundMeAddsRows, isTied } from './ranking';
import './ranked-tables.css';

type Row = Schemas['LeaderboardRow'];

interface TableData {
  total: number;
  me: { rank: number; position: number } | null;
  rows: Row[];
  aroundMe: Row[];
}

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

/** A ranked table: where I stand, the top 50, and "around you" when it shows more rows. */
export function RankedTables({
  name,
  table,
  empty,
  myRank = t.myRank,
  notIn = t.notRanked,
}: {
  name: string;
  table: TableData;
  empty: ReactNode;
  myRank?: (rank: number, total: number) => string;
  notIn?: string;
}) {
  if (table.total === 0) return <p className="lb-empty">{empty}</p>;
  const around = aroundMeAddsRows(table);
  return (
    <>
      <p className="lb-me-line">
        {table.me ? `${myRank(table.me.rank, table.total)} ` : notIn}
        {table.me && !around && t.inTop}
      </p>
      <h3 className="lb-subheading">{t.topHeading}</h3>
      <LeaderboardTable rows={table.rows} caption={t.caption.top(name)} />
      {around && (
        <>
          <h3 className="lb-subheading">{t.aroundHeading}</h3>
          <LeaderboardTable rows={table.aroundMe} caption={t.caption.around(name)} />
        </>
      )}
    </>
  );
}
