import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { gameMessageFor } from '../../lib/error-messages';
import { type NameKind, normaliseName } from '../../lib/names';
import { useFormCheck } from '../../lib/use-form-check';
import { useUpdateBank } from '../game/game-api';
import { useRenameMe } from './settings-api';
import { checkName } from './settings-forms';
import { settingsText as t } from './settings-text';
import { ResultLine, SettingsSection } from './settings-ui';

interface NameFormProps {
  label: string;
  hint: string;
  current: string;
  /** Which name: the one rule for names and this kind's length apply. */
  kind: NameKind;
  autoComplete: string;
  submitLabel: string;
  words: { empty: string; unchanged: string };
  pending: boolean;
  error: string | null;
  success: string | null;
  onSave: (name: string) => void;
  onLocalError: (message: string) => void;
}

/** A one-field form that saves a name: the display name or the bank's name. */
function NameForm(props: NameFormProps) {
  const id = useId();
  const fieldId = `${id}-name`;
  const [value, setValue] = useState(props.current);
  const form = useFormCheck();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = form.check([
      [fieldId, checkName(props.kind, value, props.current, props.words)],
    ]);
    if (problem) props.onLocalError(problem);
    else props.onSave(normaliseName(value));
  };
  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      <TextField
        id={fieldId}
        label={props.label}
        hint={props.hint}
        value={value}
        onValue={setValue}
        autoComplete={props.autoComplete}
        required
        {...form.field(fieldId)}
      />
      <Button type="submit" pending={props.pending}>
        {props.submitLabel}
      </Button>
      <ResultLine errorId={form.errorId} error={props.error} success={props.success} />
    </form>
  );
}

/** The outcome of a save, kept per form: the text of an error or of a success. */
function useOutcome() {
  const [outcome, setOutcome] = useState<{ error: string | null; success: string | null }>({
    error: null,
    success: null,
  });
  return {
    ...outcome,
    fail: (error: string) => setOutcome({ error, success: null }),
    succeed: (success: string) => setOutcome({ error: null, success }),
  };
}

export function DisplayNameSection({ name }: { name: string }) {
  const rename = useRenameMe();
  const outcome = useOutcome();
  return (
    <SettingsSection title={t.profileHeading}>
      <NameForm
        label={t.displayName}
        hint={t.displayNameHint}
        current={name}
        kind="display"
        autoComplete="name"
        submitLabel={t.saveName}
        words={{ empty: t.nameEmpty, unchanged: t.nameUnchanged }}
        pending={rename.isPending}
        error={outcome.error}
        success={outcome.success}
        onLocalError={outcome.fail}
        onSave={(next) =>
          rename.mutate(next, {
            onSuccess: (account) => outcome.succeed(t.nameSaved(account.name)),
            onError: (error) => outcome.fail(gameMessageFor(error)),
          })
        }
      />
    </SettingsSection>
  );
}

export function BankNameSection({ bankName }: { bankName: string }) {
  const update = useUpdateBank();
  const outcome = useOutcome();
  return (
    <SettingsSection title={t.bankHeading}>
      <NameForm
        label={t.bankName}
        hint={t.bankNameHint}
        current={bankName}
        kind="bank"
        autoComplete="organization"
        submitLabel={t.saveBankName}
        words={{ empty: t.bankNameEmpty, unchanged: t.bankNameUnchanged }}
        pending={update.isPending}
        error={outcome.error}
        success={outcome.success}
        onLocalError={outcome.fail}
        onSave={(next) =>
          update.mutate(
            { name: next },
            {
              onSuccess: (bank) => outcome.succeed(t.bankNameSaved(bank.name)),
              onError: (error) => outcome.fail(gameMessageFor(error)),
            },
          )
        }
      />
    </SettingsSection>
  );
}
