import { Phone, Video } from 'lucide-react';
import type { CallArtefact } from '../drill-contract';
import { DRILLS_TEXT } from '../drill-text';
import { initials } from './artefact-format';
import { BlockView, Hot } from './artefact-parts';

const T = DRILLS_TEXT.call;

/** A phone or video call: the caller id, any call-back number given, then the turns. */
export function CallView({ artefact }: { artefact: CallArtefact }) {
  const { callerId, callBackNumber, video } = artefact;
  const Icon = video ? Video : Phone;
  return (
    <article className="art art-call" aria-label={T.label(video)}>
      <header className="art-call-head">
        <p className="art-call-kind">
          <Icon size={16} aria-hidden="true" /> {video ? T.video : T.voice}
        </p>
        <span className="art-avatar art-avatar-large" aria-hidden="true">
          {initials(callerId.name)}
        </span>
        <dl className="art-call-fields">
          <div>
            <dt>{T.callerId}</dt>
            <dd>
              <Hot id={callerId.hotspot}>
                <span className="art-call-name">{callerId.name}</span>{' '}
                <span className="art-call-number">{callerId.number}</span>
              </Hot>
            </dd>
          </div>
          {callBackNumber && (
            <div>
              <dt>{T.callBack}</dt>
              <dd>
                <Hot id={callBackNumber.hotspot}>
                  <span className="art-call-number">{callBackNumber.number}</span>
                </Hot>
              </dd>
            </div>
          )}
        </dl>
      </header>
      <ol className="art-turns">
        {artefact.turns.map((turn, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: turns never reorder
          <li key={index} className={`art-turn art-turn-${turn.speaker}`}>
            <span className="art-turn-speaker">{turn.speaker === 'you' ? T.you : T.caller}:</span>{' '}
            <span className="art-turn-text">
              <BlockView block={turn.text} />
            </span>
          </li>
        ))}
      </ol>
    </article>
  );
}
