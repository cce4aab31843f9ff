import { FRAUDS } from '@ffl/engine/catalogue';
import { FAMILY_NAMES, FRAUD_NAMES } from '@ffl/engine/ids';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { formatPercent } from '../../lib/format';
import { Badge, Panel, QueryView, TableWrap } from './admin-ui';
import { saveBlob } from './csv-export';
import { type DrillStats, drillStatsQuery } from './drill-stats-api';
import { drillStatsCsv } from './drill-stats-csv';
import { DRILL_STATS_TEXT as T } from './drill-stats-text';
import { PassRateBars } from './pass-rate-bars';

const share = (value: number | null) => (value === null ? T.none : formatPercent(value));

/** The game master's view of the drills: per family, per drill, the most-missed flags, a CSV. */
export function DrillStatsPage() {
  const query = useQuery(drillStatsQuery);
  return (
    <PageShell title={T.title} lead={T.lead}>
      <QueryView query={query}>{(stats) => <Stats stats={stats} />}</QueryView>
    </PageShell>
  );
}

function Stats({ stats }: { stats: DrillStats }) {
  const attempts = stats.drills.reduce((sum, drill) => sum + drill.attempts, 0);
  const titles = new Map(stats.drills.map((drill) => [drill.id, drill]));
  return (
    <>
      <p className="tabular">{T.totals(attempts, stats.drills.length)}</p>
      <p className="muted">{T.ratesHint}</p>
      {attempts === 0 && <p className="admin-empty">{T.empty}</p>}
      <Panel title={T.perFamily} id="drills-family">
        <PassRateBars
          label={T.familyBars}
          items={stats.families.map((family) => ({
            key: family.family,
            label: FAMILY_NAMES[family.family],
            // A family with no scam attempt yet has no report rate: shown as such, not as 0%.
            attempts: family.reportRate === null ? 0 : family.attempts,
            passRate: family.reportRate ?? 0,
          }))}
        />
        <TableWrap label={T.perFamily}>
          <table className="admin-table">
            <caption>{T.perFamily}</caption>
            <thead>
              <tr>
                <th scope="col">{T.family}</th>
                <th scope="col" className="num">
                  {T.attempts}
                </th>
                <th scope="col" className="num">
                  {T.reportRate}
                </th>
                <th scope="col" className="num">
                  {T.falseAlarmRate}
                </th>
                <th scope="col" className="num">
                  {T.flagsFoundRate}
                </th>
              </tr>
            </thead>
            <tbody>
              {stats.families.map((family) => (
                <tr key={family.family}>
                  <th scope="row">{FAMILY_NAMES[family.family]}</th>
                  <td className="num tabular">{family.attempts}</td>
                  <td className="num tabular">{share(family.reportRate)}</td>
                  <td className="num tabular">{share(family.falseAlarmRate)}</td>
                  <td className="num tabular">{share(family.flagsFoundRate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      </Panel>
      <Panel title={T.perDrill} id="drills-drill" actions={<CsvButton stats={stats} />}>
        <TableWrap label={T.perDrill}>
          <table className="admin-table">
            <caption>{T.perDrill}</caption>
            <thead>
              <tr>
                <th scope="col">{T.drill}</th>
                <th scope="col">{T.fraud}</th>
                <th scope="col">{T.kind}</th>
                <th scope="col">{T.difficulty}</th>
                <th scope="col" className="num">
                  {T.attempts}
                </th>
                <th scope="col" className="num">
                  {T.reportRate}
                </th>
                <th scope="col" className="num">
                  {T.trustedShare}
                </th>
                <th scope="col" className="num">
                  {T.falseAlarmRate}
                </th>
                <th scope="col" className="num">
                  {T.flagsFoundRate}
                </th>
              </tr>
            </thead>
            <tbody>
              {stats.drills.map((drill) => (
                <tr key={drill.id}>
                  {/* A drill is named by its title: twins share it and differ by kind. */}
                  <th scope="row">{drill.title}</th>
                  <td>
                    {FRAUD_NAMES[drill.fraudId]}
                    <span className="muted"> · {FAMILY_NAMES[FRAUDS[drill.fraudId].family]}</span>
                  </td>
                  <td>
                    {drill.legitimate ? (
                      <Badge tone="good">{T.legitimate}</Badge>
                    ) : (
                      <Badge tone="bad">{T.scam}</Badge>
                    )}
                  </td>
                  <td>{T.difficulties[drill.difficulty]}</td>
                  <td className="num tabular">{drill.attempts}</td>
                  <td className="num tabular">{share(drill.reportRate)}</td>
                  <td className="num tabular">{share(drill.trustedShare)}</td>
                  <td className="num tabular">{share(drill.falseAlarmRate)}</td>
                  <td className="num tabular">{share(drill.flagsFoundRate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      </Panel>
      <Panel title={T.mostMissed} id="drills-missed">
        <p className="muted">{T.mostMissedLead}</p>
        {stats.missedFlags.length === 0 ? (
          <p className="admin-empty">{T.noMissed}</p>
        ) : (
          <ol className="admin-missed">
            {stats.missedFlags.map((flag) => {
              const drill = titles.get(flag.drillId);
              return (
                <li key={`${flag.drillId}-${flag.hotspotId}`}>
                  <p className="admin-missed-prompt">{flag.label}</p>
                  <p className="muted tabular">
                    {drill ? `${drill.title} · ${FRAUD_NAMES[drill.fraudId]}` : flag.drillId} ·{' '}
                    {T.missedShare(formatPercent(flag.missedShare), flag.attempts)}
                  </p>
                </li>
              );
            })}
          </ol>
        )}
      </Panel>
    </>
  );
}

/** The CSV of the statistics on screen, built here and saved as a download. */
function CsvButton({ stats }: { stats: DrillStats }) {
  const [saved, setSaved] = useState<number | null>(null);
  const save = () => {
    saveBlob(new Blob([drillStatsCsv(stats)], { type: 'text/csv' }), 'drills.csv');
    setSaved(stats.drills.length);
  };
  return (
    <div>
      <Button variant="secondary" onClick={save}>
        <Download size={16} aria-hidden="true" /> {T.csv}
      </Button>
      {saved !== null && <FormMessage success={T.csvDone(saved)} />}
    </div>
  );
}
