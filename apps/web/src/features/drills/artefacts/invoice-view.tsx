import type { InvoiceArtefact } from '../drill-contract';
import { DRILLS_TEXT } from '../drill-text';
import { formatDocumentMoney, invoiceTotal } from './artefact-format';
import { Hot, Paragraphs } from './artefact-parts';

const T = DRILLS_TEXT.invoice;

/** An invoice or a letter on paper: letterhead, addressee, lines and total, payment details. */
export function InvoiceView({ artefact }: { artefact: InvoiceArtefact }) {
  const { from, bankDetails, lines, currency } = artefact;
  const money = (amount: number) => formatDocumentMoney(amount, currency);
  const kind = artefact.medium === 'invoice' ? T.invoice : T.letter;
  return (
    <article className={`art art-paper art-${artefact.medium}`} aria-label={kind}>
      <header className="art-letterhead">
        <p className="art-letterhead-name">
          <Hot id={from.hotspot}>
            <span>{from.name}</span>
            {from.email && (
              <>
                {' '}
                <span className="art-letterhead-email">{from.email}</span>
              </>
            )}
          </Hot>
        </p>
        <p className="art-letterhead-address">{from.address}</p>
      </header>
      <p className="art-paper-kind">{kind}</p>
      <dl className="art-paper-fields">
        <div>
          <dt>{T.to}</dt>
          <dd>{artefact.to}</dd>
        </div>
        <div>
          <dt>{T.date}</dt>
          <dd>{artefact.date}</dd>
        </div>
        {artefact.reference && (
          <div>
            <dt>{T.reference}</dt>
            <dd>{artefact.reference}</dd>
          </div>
        )}
      </dl>
      <div className="art-paper-body">
        <Paragraphs blocks={artefact.body} />
      </div>
      {lines.length > 0 && (
        <table className="art-lines">
          <caption className="visually-hidden">{kind}</caption>
          <thead>
            <tr>
              <th scope="col">{T.description}</th>
              <th scope="col" className="num">
                {T.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines never reorder
              <tr key={index}>
                <td>{line.description}</td>
                <td className="num">{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{T.total}</th>
              <td className="num">{money(invoiceTotal(lines))}</td>
            </tr>
          </tfoot>
        </table>
      )}
      {bankDetails && (
        <section className="art-bank" aria-label={T.bankDetails}>
          <p className="art-bank-title">{T.bankDetails}</p>
          <Hot id={bankDetails.hotspot} className="art-bank-details">
            <span className="art-bank-row">
              <span className="art-bank-key">{T.bank}:</span> {bankDetails.bank}
            </span>
            <span className="art-bank-row">
              <span className="art-bank-key">{T.accountName}:</span> {bankDetails.accountName}
            </span>
            <span className="art-bank-row">
              <span className="art-bank-key">{T.accountNumber}:</span> {bankDetails.accountNumber}
            </span>
            {bankDetails.branchCode && (
              <span className="art-bank-row">
                <span className="art-bank-key">{T.branchCode}:</span> {bankDetails.branchCode}
              </span>
            )}
          </Hot>
        </section>
      )}
    </article>
  );
}
