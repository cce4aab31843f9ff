import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Download, LogOut, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormMessage } from '../../components/ui/form-message';
import type { Schemas } from '../../lib/api-schemas';
import { gameMessageFor } from '../../lib/error-messages';
import { sessionQuery } from '../../lib/session';
import { fetchExport, formatBytes, percentOf, saveFile } from './export-download';
import { showFarewell } from './farewell';
import { useDeleteAccount, useSignOutEverywhere } from './settings-api';
import { emailMatches } from './settings-forms';
import { settingsText as t } from './settings-text';
import { ResultLine, SettingsSection } from './settings-ui';

/**
 * Leaves the signed-in pages after the server ended the session: the cached session goes first
 * (or the public page would send us straight back), then the page, then everything else cached.
 */
function useLeaveSignedOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (to: '/' | '/login', notice: string) => {
    queryClient.setQueryData(sessionQuery.queryKey, null);
    showFarewell(notice);
    await navigate({ to });
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
  };
}

export function SignOutEverywhereSection() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signOut = useSignOutEverywhere();
  const leave = useLeaveSignedOut();
  const confirm = () => {
    setError(null);
    signOut.mutate(undefined, {
      onSuccess: (result) => void leave('/login', t.signedOutEverywhere(result.signedOut)),
      onError: (failure) => {
        setOpen(false);
        setError(gameMessageFor(failure));
      },
    });
  };
  return (
    <SettingsSection title={t.sessionsHeading} lead={t.sessionsLead}>
      <div className="settings-actions">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          <LogOut size={18} aria-hidden="true" />
          {t.signOutEverywhere}
        </Button>
      </div>
      <ResultLine error={error} />
      <ConfirmDialog
        open={open}
        title={t.signOutConfirmTitle}
        confirmLabel={t.signOutConfirm}
        pending={signOut.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        <p>{t.signOutConfirmBody}</p>
      </ConfirmDialog>
    </SettingsSection>
  );
}

type ExportState =
  | { step: 'idle' }
  | { step: 'preparing' }
  | { step: 'receiving'; received: number; total: number | null }
  | { step: 'done'; name: string; size: number }
  | { step: 'failed'; message: string };

export function ExportSection() {
  const [state, setState] = useState<ExportState>({ step: 'idle' });
  const busy = state.step === 'preparing' || state.step === 'receiving';
  const start = async () => {
    setState({ step: 'preparing' });
    try {
      const file = await fetchExport((received, total) =>
        setState({ step: 'receiving', received, total }),
      );
      saveFile(file);
      setState({ step: 'done', name: file.name, size: file.blob.size });
    } catch (failure) {
      setState({ step: 'failed', message: gameMessageFor(failure) });
    }
  };
  const percent = state.step === 'receiving' ? percentOf(state.received, state.total) : null;
  let progressText: string | null = null;
  if (state.step === 'preparing') progressText = t.exportPreparing;
  if (state.step === 'receiving')
    progressText = t.exportReceived(formatBytes(state.received), percent);
  if (state.step === 'done') progressText = t.exportDone(state.name, formatBytes(state.size));
  return (
    <SettingsSection title={t.exportHeading} lead={t.exportLead}>
      <div className="settings-actions">
        <Button variant="secondary" pending={busy} onClick={() => void start()}>
          <Download size={18} aria-hidden="true" />
          {t.exportButton}
        </Button>
      </div>
      {busy && (
        // Without a known size the bar is indeterminate: it still shows that work is going on.
        <progress
          className="settings-progress"
          aria-label={t.exportProgressLabel}
          max={100}
          value={percent ?? undefined}
        />
      )}
      <ResultLine error={state.step === 'failed' ? state.message : null} success={progressText} />
    </SettingsSection>
  );
}

export function DeleteAccountSection({ account }: { account: Schemas['Account'] }) {
  const fieldId = useId();
  const blockedId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const leave = useLeaveSignedOut();
  const matches = emailMatches(typed, account.email);
  const close = () => {
    setOpen(false);
    setTyped('');
    setError(null);
  };
  const confirm = () => {
    if (!matches) {
      setError(t.deleteMismatch);
      return;
    }
    setError(null);
    remove.mutate(typed.trim(), {
      onSuccess: () => void leave('/', t.deleted),
      onError: (failure) => setError(gameMessageFor(failure)),
    });
  };
  return (
    <SettingsSection title={t.deleteHeading} lead={t.deleteLead} danger>
      {account.isLastOwner && (
        <p id={blockedId} className="settings-blocked">
          {t.deleteLastOwner}
        </p>
      )}
      <div className="settings-actions">
        <Button
          className="btn-danger"
          onClick={() => setOpen(true)}
          disabled={account.isLastOwner}
          aria-describedby={account.isLastOwner ? blockedId : undefined}
        >
          <Trash2 size={18} aria-hidden="true" />
          {t.deleteButton}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        title={t.deleteDialogTitle}
        confirmLabel={t.deleteConfirm}
        danger
        pending={remove.isPending}
        confirmDisabled={!matches}
        onConfirm={confirm}
        onCancel={close}
      >
        <p className="settings-dialog-heading">{t.deleteWhatGoes}</p>
        <ul className="settings-dialog-list">
          {t.deleteGoes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="settings-dialog-heading">{t.deleteWhatStays}</p>
        <ul className="settings-dialog-list">
          {t.deleteStays.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>{t.deleteAfter}</p>
        <div className="settings-form settings-dialog-field">
          <label htmlFor={fieldId}>{t.deleteTypeEmail(account.email)}</label>
          <input
            id={fieldId}
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <div aria-live="polite">
          <FormMessage error={error} />
        </div>
      </ConfirmDialog>
    </SettingsSection>
  );
}
