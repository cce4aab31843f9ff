import { Paperclip } from 'lucide-react';
import type { EmailArtefact } from '../drill-contract';
import { DRILLS_TEXT } from '../drill-text';
import { initials } from './artefact-format';
import { BlockView, Hot, Paragraphs } from './artefact-parts';

const T = DRILLS_TEXT.email;

/** An e-mail as a mail client shows it: the header fields, the subject, the body, attachments. */
export function EmailView({ artefact }: { artefact: EmailArtefact }) {
  const { from, replyTo, attachments } = artefact;
  return (
    <article className="art art-email" aria-label={T.label}>
      <header className="art-email-head">
        <span className="art-avatar" aria-hidden="true">
          {initials(from.name)}
        </span>
        <dl className="art-email-fields">
          <div>
            <dt>{T.from}</dt>
            <dd>
              <Hot id={from.hotspot}>
                <span className="art-email-name">{from.name}</span>{' '}
                <span className="art-email-address">&lt;{from.address}&gt;</span>
              </Hot>
            </dd>
          </div>
          {replyTo && (
            <div>
              <dt>{T.replyTo}</dt>
              <dd>
                <Hot id={replyTo.hotspot}>
                  <span className="art-email-address">{replyTo.address}</span>
                </Hot>
              </dd>
            </div>
          )}
          <div>
            <dt>{T.to}</dt>
            <dd>{artefact.to}</dd>
          </div>
          <div>
            <dt>{T.date}</dt>
            <dd>{artefact.date}</dd>
          </div>
        </dl>
      </header>
      <p className="art-email-subject">
        <span className="visually-hidden">{T.subject}: </span>
        <BlockView block={artefact.subject} />
      </p>
      <div className="art-email-body">
        <Paragraphs blocks={artefact.body} />
      </div>
      {attachments && attachments.length > 0 && (
        <section className="art-attachments" aria-label={T.attachments}>
          <ul>
            {attachments.map((file) => (
              <li key={file.name}>
                <Hot id={file.hotspot} className="art-attachment">
                  <Paperclip size={16} aria-hidden="true" />
                  <span className="art-attachment-name">{file.name}</span>
                  <span className="art-attachment-meta">
                    {file.type} · {file.size}
                  </span>
                </Hot>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
