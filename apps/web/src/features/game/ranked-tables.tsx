import type { ReactNode } from 'react';
import { ScrollBox } from '../../components/ui/scroll-box';
import type { Schemas } from '../../lib/api-schemas';
import { formatMoney } from '../../lib/format';
import { RANKING_TEXT as t } from './game-text';
import { aroundMeAddsRows, isTied } from './ranking';
import './ranked-tables.css';

type Row = Schemas['LeaderboardRow'];

interface TableData {
  total: number;
  /** A league's member who climbed most in the latest wave (absent in the archive). */
  biggestClimber?: { bankName: string; move: number } | null;
  me: { rank: number; position: number } | null;
  rows: Row[];
  aroundMe: Row[];
}

/** A row's move in the latest wave: an arrow and a number, and the words for screen readers. */
function MoveCell({ move }: { move: number | null }) {
  const kind = move === null ? 'new' : move > 0 ? 'up' : move < 0 ? 'down' : 'same';
  return (
    <td className={`lb-move lb-move-${kind}`}>
      {(kind === 'up' || kind === 'down') && (
        <span aria-hidden="true" className="lb-move-arrow">
          {kind === 'up' ? '▲' : '▼'}
        </span>
      )}
      <span aria-hidden="true">{t.moveShort(move)}</span>
      <span className="visually-hidden">{t.move(move)}</span>
    </td>
  );
}

/**
 * Ranked rows: rank (shared ranks marked "tied"), the move in the latest wave, bank and manager,
 * points and net worth. My own row is highlighted and says "You" in words, so colour is never the
 * only signal; a move is an arrow with its words for screen readers.
 */
export function LeaderboardTable({
  rows,
  caption,
  moves = true,
}: {
  rows: readonly Row[];
  caption: string;
  /** False for a table without waves to move in (last season's). */
  moves?: boolean;
}) {
  return (
    // Scrolls sideways when a phone is narrower than the table (a long bank name), and says so;
    // words stay whole in their cells.
    <ScrollBox label={caption} hint={t.scrollHint} className="lb-table-box">
      <table className="lb-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="lb-rank">
              {t.colRank}
            </th>
            {moves && (
              <th scope="col" className="lb-move">
                {t.colMove}
              </th>
            )}
            <th scope="col">{t.colBank}</th>
            <th scope="col" className="lb-money">
              {t.colPoints}
            </th>
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
              {moves && <MoveCell move={row.move} />}
              <th scope="row" className="lb-bank">
                <span className="lb-bank-name">{row.bankName}</span>
                {row.isMe && <span className="lb-you">{t.you}</span>}
                {row.manager && <span className="lb-manager">{row.manager}</span>}
                {row.isMe && row.anonymous && (
                  <span className="lb-manager">{t.anonymousToOthers}</span>
                )}
              </th>
              <td className="lb-money">{row.points}</td>
              <td className="lb-money">{formatMoney(row.netWorth)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

/** A ranked table: where I stand, the top 50, and "around you" when it shows more rows. */
export function RankedTables({
  name,
  table,
  empty,
  myRank = t.myRank,
  notIn = t.notRanked,
  moves = true,
}: {
  name: string;
  table: TableData;
  empty: ReactNode;
  myRank?: (rank: number, total: number) => string;
  notIn?: string;
  moves?: boolean;
}) {
  if (table.total === 0) return <p className="lb-empty">{empty}</p>;
  const around = aroundMeAddsRows(table);
  return (
    <>
      <p className="lb-me-line">
        {table.me ? `${myRank(table.me.rank, table.total)} ` : notIn}
        {table.me && !around && t.inTop}
      </p>
      {table.biggestClimber && (
        <p className="lb-climber">
          {t.climber(table.biggestClimber.bankName, table.biggestClimber.move)}
        </p>
      )}
      <h3 className="lb-subheading">{t.topHeading}</h3>
      <LeaderboardTable rows={table.rows} caption={t.caption.top(name)} moves={moves} />
      {around && (
        <>
          <h3 className="lb-subheading">{t.aroundHeading}</h3>
          <LeaderboardTable rows={table.aroundMe} caption={t.caption.around(name)} moves={moves} />
        </>
      )}
    </>
  );
}
