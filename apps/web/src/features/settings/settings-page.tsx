import { useQuery } from '@tanstack/react-query';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { gameMessageFor } from '../../lib/error-messages';
import { preferencesQuery } from '../../lib/time-zone';
import { bankQuery } from '../game/game-api';
import { DeleteAccountSection, ExportSection, SignOutEverywhereSection } from './account-sections';
import { BankNameSection, DisplayNameSection } from './name-forms';
import { NotificationsSection } from './notifications-section';
import { PasswordSection } from './password-section';
import { PrivacySection } from './privacy-section';
import { accountQuery } from './settings-api';
import { settingsText as t } from './settings-text';
import { TimeZoneSection } from './time-zone-section';
import './settings.css';

/**
 * Notifications and time zone, from the player's preferences. Fetched again on each visit (an
 * unsubscribe link may have turned an e-mail off meanwhile); each form starts again from the
 * server's values when they change (features/settings/*-section.tsx).
 */
function PreferenceSections() {
  const preferences = useQuery({ ...preferencesQuery, staleTime: 0 });
  if (preferences.isPending) {
    return (
      <div className="settings-card" role="status">
        <p>{t.preferencesLoading}</p>
      </div>
    );
  }
  if (preferences.isError) {
    return (
      <div className="settings-card settings-card-danger" role="alert">
        <p>
          {t.preferencesLoadError} {gameMessageFor(preferences.error)}
        </p>
        <Button variant="secondary" onClick={() => void preferences.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  }
  return (
    <>
      <NotificationsSection preferences={preferences.data} />
      <TimeZoneSection preferences={preferences.data} />
    </>
  );
}

export function SettingsPage() {
  const account = useQuery(accountQuery);
  const bank = useQuery(bankQuery);

  if (account.isPending || bank.isPending) {
    return (
      <PageShell title={t.title} lead={t.lead}>
        <Loading />
      </PageShell>
    );
  }
  if (account.isError || bank.isError) {
    return (
      <PageShell title={t.title} lead={t.lead}>
        <div className="settings-card settings-card-danger" role="alert">
          <p>
            {t.loadError} {gameMessageFor(account.error ?? bank.error)}
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              void account.refetch();
              void bank.refetch();
            }}
          >
            {t.retry}
          </Button>
        </div>
      </PageShell>
    );
  }

  return (
    <PageShell title={t.title} lead={t.lead}>
      <div className="settings-grid">
        <DisplayNameSection name={account.data.name} />
        <BankNameSection bankName={bank.data.name} />
        <PrivacySection bank={bank.data} />
        <PreferenceSections />
        <PasswordSection account={account.data} />
        <SignOutEverywhereSection />
        <ExportSection />
        <DeleteAccountSection account={account.data} />
      </div>
    </PageShell>
  );
}
