import type { Artefact } from '../drill-contract';
import { AtmView } from './atm-view';
import { CallView } from './call-view';
import { EmailView } from './email-view';
import { InvoiceView } from './invoice-view';
import { MessageView } from './message-view';
import { SocialView } from './social-view';
import { WebView } from './web-view';
import './artefacts.css';

/** A drill's artefact, in the look of its medium. The phase and marks come from ArtefactContext. */
export function ArtefactView({ artefact }: { artefact: Artefact }) {
  switch (artefact.medium) {
    case 'email':
      return <EmailView artefact={artefact} />;
    case 'sms':
    case 'chat':
      return <MessageView artefact={artefact} />;
    case 'call':
      return <CallView artefact={artefact} />;
    case 'invoice':
    case 'letter':
      return <InvoiceView artefact={artefact} />;
    case 'web':
      return <WebView artefact={artefact} />;
    case 'social':
      return <SocialView artefact={artefact} />;
    case 'atm':
      return <AtmView artefact={artefact} />;
  }
}
