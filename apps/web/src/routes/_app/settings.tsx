import { createFileRoute } from '@tanstack/react-router';
import { bankQuery } from '../../features/game/game-api';
import { accountQuery } from '../../features/settings/settings-api';
import { SettingsPage } from '../../features/settings/settings-page';

export const Route = createFileRoute('/_app/settings')({
  // A failed load is shown by the page itself, with its own Retry.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(accountQuery),
      context.queryClient.ensureQueryData(bankQuery),
    ]).then(
      () => undefined,
      () => undefined,
    ),
  component: SettingsPage,
});
