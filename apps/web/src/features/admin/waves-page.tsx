import { PageShell } from '../../components/layout/page-shell';
import { ADMIN_TEXT } from './admin-text';
import { Panel } from './admin-ui';
import { ScheduleEditor } from './schedule-editor';
import { WaveComposer } from './wave-composer';
import { PastWaves, UpcomingWaves } from './wave-lists';

const T = ADMIN_TEXT.waves;

export function WavesPage() {
  return (
    <PageShell title={T.title} lead={T.lead}>
      <Panel title={T.newWave} id="waves-new">
        <WaveComposer />
      </Panel>
      <Panel title={T.upcoming} id="waves-upcoming">
        <UpcomingWaves />
      </Panel>
      <Panel title={ADMIN_TEXT.schedule.title} id="waves-schedule">
        <p className="muted">{ADMIN_TEXT.schedule.lead}</p>
        <ScheduleEditor />
      </Panel>
      <Panel title={T.past} id="waves-past">
        <PastWaves />
      </Panel>
    </PageShell>
  );
}
