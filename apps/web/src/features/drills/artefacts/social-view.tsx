import { BadgeCheck, Heart, MessageCircle, Share2 } from 'lucide-react';
import type { SocialArtefact } from '../drill-contract';
import { DRILLS_TEXT } from '../drill-text';
import { initials } from './artefact-format';
import { BlockView, Hot, Paragraphs, SpanView } from './artefact-parts';

const T = DRILLS_TEXT.social;

/** A social-media post or advert: the account, the sponsored label, the body, its button, comments. */
export function SocialView({ artefact }: { artefact: SocialArtefact }) {
  const { account } = artefact;
  return (
    <article className="art art-social" aria-label={T.label(artefact.platform)}>
      <header className="art-social-head">
        <span className="art-avatar" aria-hidden="true">
          {initials(account.name)}
        </span>
        <p className="art-social-account">
          <Hot id={account.hotspot}>
            <span className="art-social-name">
              {account.name}
              {account.verified && (
                <>
                  {' '}
                  <BadgeCheck size={14} aria-hidden="true" className="art-social-verified" />
                  <span className="visually-hidden">({T.verified})</span>
                </>
              )}
            </span>{' '}
            <span className="art-social-handle">{account.handle}</span>
          </Hot>
          {artefact.sponsored && <span className="art-social-sponsored">{T.sponsored}</span>}
        </p>
      </header>
      <div className="art-social-body">
        <Paragraphs blocks={artefact.body} />
      </div>
      {artefact.cta && (
        <p className="art-social-cta">
          <SpanView span={artefact.cta} />
        </p>
      )}
      <p className="art-social-actions" aria-hidden="true">
        <Heart size={16} /> <MessageCircle size={16} /> <Share2 size={16} />
      </p>
      {artefact.comments && artefact.comments.length > 0 && (
        <section className="art-comments" aria-label={T.comments}>
          <ul>
            {artefact.comments.map((comment, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: comments never reorder
              <li key={index}>
                <span className="art-comment-author">{comment.author}</span>{' '}
                <BlockView block={comment.text} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
