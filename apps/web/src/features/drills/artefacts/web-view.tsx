import { Lock, LockOpen } from 'lucide-react';
import type { WebArtefact } from '../drill-contract';
import { DRILLS_TEXT } from '../drill-text';
import { splitUrl } from './artefact-format';
import { Hot, Paragraphs } from './artefact-parts';

const T = DRILLS_TEXT.web;

/** A page in a browser: the address bar with its padlock and full URL, then the page. */
export function WebView({ artefact }: { artefact: WebArtefact }) {
  const url = splitUrl(artefact.url);
  return (
    <article className="art art-browser" aria-label={T.label}>
      <div className="art-browser-bar">
        <span className="art-browser-dots" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        <p className="art-address">
          <Hot id={artefact.padlockHotspot} className="art-padlock">
            {artefact.padlock ? (
              <Lock size={14} aria-hidden="true" />
            ) : (
              <LockOpen size={14} aria-hidden="true" />
            )}
            <span className={artefact.padlock ? 'visually-hidden' : 'art-not-secure'}>
              {artefact.padlock ? T.secure : T.notSecure}
            </span>
          </Hot>{' '}
          <span className="visually-hidden">{T.address}: </span>
          <Hot id={artefact.urlHotspot} className="art-url">
            <span className="art-url-scheme">{url.scheme}</span>
            <span className="art-url-host">{url.host}</span>
            <span className="art-url-rest">{url.rest}</span>
          </Hot>
        </p>
      </div>
      <div className="art-page">
        <p className="art-page-title">{artefact.title}</p>
        <Paragraphs blocks={artefact.body} />
        {artefact.form && (
          <div className="art-form">
            {artefact.form.fields.map((field) => (
              <p key={field.label} className="art-field">
                <Hot id={field.hotspot}>
                  <span className="art-field-label">{field.label}</span>
                  <span className="art-field-box" aria-hidden="true">
                    {field.type === 'password' ? '••••••••' : ''}
                  </span>
                </Hot>
              </p>
            ))}
            <p>
              <span className="art-fake-button">{artefact.form.submit}</span>
            </p>
          </div>
        )}
      </div>
    </article>
  );
}
