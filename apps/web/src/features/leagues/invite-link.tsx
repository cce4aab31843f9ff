import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { inviteUrl } from './leagues-model';
import { leaguesText as t } from './leagues-text';

/**
 * The league's join link with a Copy button. The clipboard can be refused (permissions, an
 * insecure origin, an old browser): then the link is selected so the player can copy it by hand.
 */
export function InviteLink({ code, joinPath }: { code: string; joinPath: string }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<'idle' | 'copied' | 'manual'>('idle');
  const url = inviteUrl(window.location.origin, joinPath);

  // A new code makes an earlier "Copied" untrue.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the link changes
  useEffect(() => setStatus('idle'), [url]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      inputRef.current?.focus();
      inputRef.current?.select();
      setStatus('manual');
    }
  };

  return (
    <div className="invite-link">
      <label htmlFor={`${id}-link`}>{t.inviteLinkLabel}</label>
      <div className="invite-link-row">
        <input
          ref={inputRef}
          id={`${id}-link`}
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="invite-link-input"
        />
        <Button onClick={() => void copy()}>{t.copy}</Button>
      </div>
      <p className="invite-link-status" role="status">
        {status === 'copied' ? t.copied : status === 'manual' ? t.copyFallback : ''}
      </p>
      <p className="invite-link-code">
        {t.inviteCode}: <strong className="tabular">{code}</strong>
      </p>
    </div>
  );
}
