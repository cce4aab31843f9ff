import {
  FileText,
  Globe,
  type LucideIcon,
  Mail,
  Megaphone,
  MessageSquare,
  MessagesSquare,
  Phone,
} from 'lucide-react';
import { useId } from 'react';
import type { DecisionItem, MessageChannel } from './check-contract';
import { CHANNEL_NAMES, CHECK_TEXT, FROM_LABELS, SUBJECT_LABELS } from './check-text';

const ICONS: Readonly<Record<MessageChannel, LucideIcon>> = {
  email: Mail,
  sms: MessageSquare,
  chat: MessagesSquare,
  call: Phone,
  web: Globe,
  letter: FileText,
  social: Megaphone,
};

/**
 * The message of a decision item as a card: its channel (icon and name), who sent it, its subject
 * or address, and its words. Nothing in it is a link: it is something to judge, not to follow.
 */
export function MessageCard({ message }: { message: DecisionItem['message'] }) {
  const titleId = useId();
  const Icon = ICONS[message.channel];
  return (
    <article className={`check-message check-message-${message.channel}`} aria-labelledby={titleId}>
      <h3 id={titleId} className="check-message-head">
        <Icon size={18} aria-hidden="true" />
        <span>
          <span className="visually-hidden">{CHECK_TEXT.messageHeading}: </span>
          {CHANNEL_NAMES[message.channel]}
        </span>
      </h3>
      <dl className="check-message-meta">
        <div>
          <dt>{FROM_LABELS[message.channel]}</dt>
          <dd className="check-message-address">{message.from}</dd>
        </div>
        {message.subject && (
          <div>
            <dt>{SUBJECT_LABELS[message.channel]}</dt>
            <dd className="check-message-address">{message.subject}</dd>
          </div>
        )}
      </dl>
      <p className="check-message-text">{message.text}</p>
    </article>
  );
}
