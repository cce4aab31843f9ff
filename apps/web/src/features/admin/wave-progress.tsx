import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FormMessage } from '../../components/ui/form-message';
import { gameMessageFor } from '../../lib/error-messages';
import { refreshGame } from '../game/game-api';
import { adminKeys, waveQuery } from './admin-api';
import { ADMIN_TEXT } from './admin-text';
import { ProgressBar } from './admin-ui';

const T = ADMIN_TEXT.waves;
const FINISHED = new Set(['done', 'failed', 'cancelled']);

/**
 * Follows a wave being sent: polls its status and how many players it has hit, against the number
 * the preview expected, until it has landed (or failed).
 */
export function WaveProgress({ waveId, expected }: { waveId: string; expected: number }) {
  const queryClient = useQueryClient();
  const wave = useQuery({
    ...waveQuery(waveId),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data && FINISHED.has(query.state.data.status) ? false : 1000,
  });
  const status = wave.data?.status;
  const finished = status !== undefined && FINISHED.has(status);

  useEffect(() => {
    if (!finished) return;
    // The game master's own bank and every list of waves changed.
    void queryClient.invalidateQueries({ queryKey: adminKeys.waves });
    void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
    void refreshGame(queryClient);
  }, [finished, queryClient]);

  if (wave.isError && !wave.data) return <FormMessage error={gameMessageFor(wave.error)} />;
  const data = wave.data;
  if (!data || data.status === 'scheduled') return <ProgressBar label={T.sendingStarting} />;
  if (data.status === 'running') {
    const total = Math.max(expected, data.playersHit);
    return (
      <ProgressBar label={T.sending(data.playersHit, total)} value={data.playersHit} max={total} />
    );
  }
  if (data.status === 'failed') return <FormMessage error={T.failed(data.error ?? '')} />;
  if (data.status === 'cancelled') return <FormMessage error={T.cancelled} />;
  return (
    <div className="admin-done">
      <ProgressBar label={T.sent(data.playersHit)} value={1} max={1} />
      <Link to="/admin/waves/$waveId" params={{ waveId }}>
        {ADMIN_TEXT.dashboard.seeResults}
      </Link>
    </div>
  );
}
