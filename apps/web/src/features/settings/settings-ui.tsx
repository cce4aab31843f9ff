import { type ReactNode, useId } from 'react';
import { FormMessage } from '../../components/ui/form-message';

/** One settings section: a titled card, announced as a region by its heading. */
export function SettingsSection({
  title,
  lead,
  danger = false,
  children,
}: {
  title: string;
  lead?: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      className={`settings-card${danger ? ' settings-card-danger' : ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{title}</h2>
      {lead && <p className="settings-lead">{lead}</p>}
      {children}
    </section>
  );
}

/**
 * The outcome of the last action of a section, in words: always in the page (an empty live
 * region), so that a screen reader announces what appears in it.
 */
export function ResultLine({
  error,
  success,
  errorId,
}: {
  error?: string | null;
  success?: string | null;
  /** The error line's id, read with the field it is about (lib/use-form-check.ts). */
  errorId?: string;
}) {
  return (
    <div className="settings-result" aria-live="polite">
      <FormMessage id={errorId} error={error} success={success} />
    </div>
  );
}
