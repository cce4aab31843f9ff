import { ChevronLeft } from 'lucide-react';
import type { MessageArtefact } from '../drill-contract';
import { DRILLS_TEXT } from '../drill-text';
import { initials } from './artefact-format';
import { BlockView, Hot } from './artefact-parts';

const T = DRILLS_TEXT.message;

/** An SMS thread or a chat (WhatsApp-style): the sender and number, then the bubbles in order. */
export function MessageView({ artefact }: { artefact: MessageArtefact }) {
  const { sender } = artefact;
  const label = artefact.medium === 'sms' ? T.sms : T.chat(artefact.app);
  return (
    <article className={`art art-phone art-${artefact.medium}`} aria-label={label}>
      <header className="art-phone-head">
        <ChevronLeft size={20} aria-hidden="true" className="art-phone-back" />
        <span className="art-avatar" aria-hidden="true">
          {initials(sender.name)}
        </span>
        <Hot id={sender.hotspot} className="art-phone-sender">
          <span className="art-phone-name">{sender.name}</span>{' '}
          <span className="art-phone-number">{sender.number}</span>
        </Hot>
      </header>
      <ol className="art-bubbles">
        {artefact.messages.map((message, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: messages never reorder
          <li key={index} className={`art-bubble art-bubble-${message.from}`}>
            <span className="visually-hidden">{message.from === 'me' ? T.me : T.them}: </span>
            <span className="art-bubble-text">
              <BlockView block={message.body} />
            </span>
            <span className="art-bubble-time">{message.time}</span>
          </li>
        ))}
      </ol>
    </article>
  );
}
