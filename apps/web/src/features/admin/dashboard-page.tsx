import { FAMILY_NAMES } from '@ffl/engine/ids';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Bot, Hand, Pause, Play } from 'lucide-react';
import { PageShell } from '../../components/layout/page-shell';
import { useTimeZone } from '../../lib/time-zone';
import { quizStatsQuery, scheduleQuery, statsQuery, waveQuery, wavesQuery } from './admin-api';
import { describeInterval, familyList, formatDateTime } from './admin-format';
import { ADMIN_TEXT } from './admin-text';
import { Badge, Panel, QueryView } from './admin-ui';
import { LossHistogram } from './distribution-view';
import { PassRateBars } from './pass-rate-bars';

const T = ADMIN_TEXT.dashboard;
const W = ADMIN_TEXT.waves;
const S = ADMIN_TEXT.schedule;

/** The game master's home: players, the next wave and schedule, the last wave, learning. */
export function DashboardPage() {
  return (
    <PageShell title={T.title} lead={T.lead}>
      <div className="admin-grid">
        <PlayersCard />
        <NextWaveCard />
        <LastWaveCard />
        <LearningCard />
      </div>
    </PageShell>
  );
}

function PlayersCard() {
  const stats = useQuery(statsQuery);
  return (
    <Panel
      title={T.players}
      id="dash-players"
      actions={<Link to="/admin/players">{T.managePlayers}</Link>}
    >
      <QueryView query={stats}>
        {(data) => (
          <dl className="admin-figures">
            {(
              [
                [T.total, data.players],
                [T.activeWeek, data.activeThisWeek],
                [T.verified, data.verified],
                [T.admins, data.admins],
                [T.disabled, data.disabled],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd className="tabular">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </QueryView>
    </Panel>
  );
}

function NextWaveCard() {
  const timeZone = useTimeZone();
  const upcoming = useQuery(wavesQuery('upcoming', 1));
  const schedule = useQuery(scheduleQuery);
  return (
    <Panel
      title={T.nextWave}
      id="dash-next"
      actions={<Link to="/admin/waves">{T.scheduleWave}</Link>}
    >
      <QueryView query={upcoming}>
        {(page) => {
          const next = page.waves[0];
          if (!next) return <p className="admin-empty">{T.noWave}</p>;
          return (
            <dl className="admin-facts">
              <div>
                <dt>{W.at}</dt>
                <dd className="tabular">{formatDateTime(next.scheduledAt, timeZone)}</dd>
              </div>
              <div>
                <dt>{W.difficulty}</dt>
                <dd>{W.difficulties[next.difficulty]}</dd>
              </div>
              <div>
                <dt>{W.forecast}</dt>
                <dd>{familyList(next.forecast)}</dd>
              </div>
              <div>
                <dt>{W.source}</dt>
                <dd>
                  {next.automatic ? (
                    <Badge tone="neutral">
                      <Bot size={14} aria-hidden="true" /> {W.automaticTag}
                    </Badge>
                  ) : (
                    <Badge tone="neutral">
                      <Hand size={14} aria-hidden="true" /> {W.manualTag}
                    </Badge>
                  )}
                </dd>
              </div>
            </dl>
          );
        }}
      </QueryView>
      <h3 className="admin-subhead">{T.automatic}</h3>
      <QueryView query={schedule}>
        {(data) => (
          <p>
            <Badge tone={data.enabled ? 'good' : 'warn'}>
              {data.enabled ? (
                <Play size={14} aria-hidden="true" />
              ) : (
                <Pause size={14} aria-hidden="true" />
              )}{' '}
              {S.state(data.enabled)}
            </Badge>{' '}
            <span className="tabular">
              {S.line(describeInterval(data.intervalMinutes), data.timeOfDay)}{' '}
              {data.nextSlot ? S.nextSlot(formatDateTime(data.nextSlot, timeZone)) : S.noSlot}{' '}
              {data.enabled && S.nextDifficulty(W.difficulties[data.nextDifficulty] ?? '')}
            </span>
          </p>
        )}
      </QueryView>
    </Panel>
  );
}

function LastWaveCard() {
  const timeZone = useTimeZone();
  const past = useQuery(wavesQuery('past', 1));
  const last = past.data?.waves.find((wave) => wave.status === 'done');
  const detail = useQuery({ ...waveQuery(last?.id ?? ''), enabled: Boolean(last) });
  return (
    <Panel
      title={T.lastWave}
      id="dash-last"
      actions={
        last && (
          <Link to="/admin/waves/$waveId" params={{ waveId: last.id }}>
            {T.seeResults}
          </Link>
        )
      }
    >
      <QueryView query={past}>
        {() =>
          last ? (
            <QueryView query={detail}>
              {(wave) => (
                <>
                  <p className="muted tabular">
                    {W.waveOn(formatDateTime(wave.finishedAt ?? wave.scheduledAt, timeZone))} ·{' '}
                    {W.difficulties[wave.difficulty]} · {W.hits(wave.playersHit)}
                  </p>
                  <LossHistogram distribution={wave.distribution} landed />
                </>
              )}
            </QueryView>
          ) : (
            <p className="admin-empty">{T.noLastWave}</p>
          )
        }
      </QueryView>
    </Panel>
  );
}

function LearningCard() {
  const stats = useQuery(quizStatsQuery);
  return (
    <Panel
      title={T.learning}
      id="dash-learning"
      actions={<Link to="/admin/learning">{T.seeLearning}</Link>}
    >
      <QueryView query={stats}>
        {(data) => {
          if (data === null) return <p className="admin-empty">{T.learningUnavailable}</p>;
          if (data.perFamily.every((family) => family.attempts === 0)) {
            return <p className="admin-empty">{T.noLearning}</p>;
          }
          return (
            <PassRateBars
              label={T.learning}
              items={data.perFamily.map((family) => ({
                key: family.family,
                label: FAMILY_NAMES[family.family],
                attempts: family.attempts,
                passRate: family.passRate,
              }))}
            />
          );
        }}
      </QueryView>
    </Panel>
  );
}
