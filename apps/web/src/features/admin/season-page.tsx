import { ECONOMY } from '@ffl/engine/economy';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormMessage } from '../../components/ui/form-message';
import { gameMessageFor } from '../../lib/error-messages';
import { formatMoney } from '../../lib/format';
import { refreshGame } from '../game/game-api';
import { adminKeys, seasonQuery, useStartSeason } from './admin-api';
import { formatDateTime } from './admin-format';
import { ADMIN_TEXT } from './admin-text';
import { Badge, Panel, ProgressBar, QueryView } from './admin-ui';

const T = ADMIN_TEXT.season;

/** Start a new season after a confirmation of what is reset and kept; follow the reset. */
export function SeasonPage() {
  const queryClient = useQueryClient();
  const season = useQuery({
    ...seasonQuery,
    refetchInterval: (query) => (query.state.data?.season.status === 'resetting' ? 1000 : false),
  });
  const start = useStartSeason();
  const [asking, setAsking] = useState(false);
  const [started, setStarted] = useState<number | null>(null);
  const data = season.data;
  const finished =
    started !== null && data?.season.number === started && data.season.status === 'active';

  useEffect(() => {
    if (!finished) return;
    // Every bank changed, the game master's own included.
    void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    void refreshGame(queryClient);
  }, [finished, queryClient]);

  const onConfirm = () =>
    start.mutate(undefined, {
      onSuccess: (result) => {
        setStarted(result.number);
        setAsking(false);
      },
      onError: () => setAsking(false),
    });

  return (
    <PageShell title={T.title} lead={T.lead}>
      <QueryView query={season}>
        {(progress) => {
          const resetting = progress.season.status === 'resetting';
          const next = progress.season.number + 1;
          return (
            <Panel
              title={T.current(progress.season.number)}
              id="season-current"
              actions={
                <Badge tone={resetting ? 'warn' : 'good'}>
                  {T.status[progress.season.status] ?? progress.season.status}
                </Badge>
              }
            >
              <dl className="admin-facts">
                <div>
                  <dt>{T.startedAt}</dt>
                  <dd className="tabular">{formatDateTime(progress.season.startedAt)}</dd>
                </div>
                <div>
                  <dt>{T.banks}</dt>
                  <dd className="tabular">{progress.banksTotal}</dd>
                </div>
              </dl>
              {resetting && (
                <ProgressBar
                  label={T.progress(progress.banksReset, progress.banksTotal)}
                  value={progress.banksReset}
                  max={progress.banksTotal}
                />
              )}
              {finished && <FormMessage success={T.done(progress.season.number)} />}
              <FormMessage error={start.isError ? gameMessageFor(start.error) : null} />
              <div className="admin-actions">
                <Button
                  className="btn-danger"
                  disabled={resetting}
                  pending={start.isPending}
                  onClick={() => {
                    start.reset();
                    setAsking(true);
                  }}
                >
                  {T.start(next)}
                </Button>
              </div>
              <ConfirmDialog
                open={asking}
                title={T.confirmTitle(next)}
                confirmLabel={T.confirm}
                danger
                pending={start.isPending}
                onCancel={() => setAsking(false)}
                onConfirm={onConfirm}
              >
                <h3 className="admin-dialog-head">{T.resetHeading}</h3>
                <ul className="admin-plain-list">
                  {T.reset(formatMoney(ECONOMY.startingCash)).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                <h3 className="admin-dialog-head">{T.keptHeading}</h3>
                <ul className="admin-plain-list">
                  {T.kept.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </ConfirmDialog>
            </Panel>
          );
        }}
      </QueryView>
    </PageShell>
  );
}
