import { ECONOMY } from '@ffl/engine/economy';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormMessage } from '../../components/ui/form-message';
import { newIdempotencyKey } from '../../lib/api';
import { gameMessageFor } from '../../lib/error-messages';
import { formatMoney } from '../../lib/format';
import { useTimeZone } from '../../lib/time-zone';
import { useFormCheck } from '../../lib/use-form-check';
import { refreshGame } from '../game/game-api';
import { adminKeys, seasonCalendarQuery, seasonQuery, useStartSeason } from './admin-api';
import { formatDateTime, seasonNumberTyped } from './admin-format';
import { ADMIN_TEXT } from './admin-text';
import { Badge, Panel, ProgressBar, QueryView } from './admin-ui';

const T = ADMIN_TEXT.season;

/**
 * Start a new season after a confirmation of what is reset and kept, in which the game master
 * types the number of the season that ends; follow the reset.
 */
export function SeasonPage() {
  const timeZone = useTimeZone();
  const fieldId = useId();
  const queryClient = useQueryClient();
  const season = useQuery({
    ...seasonQuery,
    refetchInterval: (query) => (query.state.data?.season.status === 'resetting' ? 1000 : false),
  });
  const calendar = useQuery(seasonCalendarQuery);
  const start = useStartSeason();
  const check = useFormCheck();
  const [asking, setAsking] = useState(false);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  // One key per confirmation: a retry of it cannot start a second season.
  const [startKey, setStartKey] = useState(newIdempotencyKey);
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

  const close = () => {
    setAsking(false);
    setTyped('');
    setTypedError(null);
    check.blame(null);
  };

  const onConfirm = (current: number) => {
    const wrong = check.check([
      [fieldId, seasonNumberTyped(typed, current) ? null : T.typeMismatch(current)],
    ]);
    if (wrong) {
      setTypedError(wrong);
      return;
    }
    start.mutate(
      { confirm: current, idempotencyKey: startKey },
      {
        onSuccess: (result) => {
          setStarted(result.number);
          close();
        },
        onError: close,
      },
    );
  };

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
                  <dd className="tabular">{formatDateTime(progress.season.startedAt, timeZone)}</dd>
                </div>
                <div>
                  <dt>{T.banks}</dt>
                  <dd className="tabular">{progress.banksTotal}</dd>
                </div>
                {calendar.data && calendar.data.number === progress.season.number && (
                  <>
                    <div>
                      <dt>{T.length}</dt>
                      <dd className="tabular">
                        {T.lengthValue(calendar.data.landed, calendar.data.waves)}
                      </dd>
                    </div>
                    <div>
                      <dt>{T.endsAt}</dt>
                      <dd className="tabular">
                        {calendar.data.endsAt
                          ? formatDateTime(calendar.data.endsAt, timeZone)
                          : T.endsUnknown}
                      </dd>
                    </div>
                  </>
                )}
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
                    setStartKey(newIdempotencyKey());
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
                confirmDisabled={!seasonNumberTyped(typed, progress.season.number)}
                onCancel={close}
                onConfirm={() => onConfirm(progress.season.number)}
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
                <div className="admin-field">
                  <label htmlFor={fieldId}>{T.typeNumber(progress.season.number)}</label>
                  <input
                    id={fieldId}
                    inputMode="numeric"
                    autoComplete="off"
                    value={typed}
                    {...check.aria(fieldId)}
                    onChange={(event) => {
                      setTyped(event.target.value);
                      setTypedError(null);
                      check.blame(null);
                    }}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') onConfirm(progress.season.number);
                    }}
                  />
                </div>
                <FormMessage id={check.errorId} error={typedError} />
              </ConfirmDialog>
            </Panel>
          );
        }}
      </QueryView>
    </PageShell>
  );
}
