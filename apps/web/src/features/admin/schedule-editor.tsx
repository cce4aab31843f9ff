/** The automatic schedule: interval, time of day, the difficulty rotation, pause and resume. */

import { useQuery } from '@tanstack/react-query';
import { Pause, Play } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { gameMessageFor } from '../../lib/error-messages';
import { useTimeZone } from '../../lib/time-zone';
import { useFormCheck } from '../../lib/use-form-check';
import { scheduleQuery, useUpdateSchedule, type WaveSchedule } from './admin-api';
import {
  describeInterval,
  formatDateTime,
  type IntervalUnit,
  intervalProblem,
  splitInterval,
  timeOfDayProblem,
  toMinutes,
} from './admin-format';
import { ADMIN_TEXT } from './admin-text';
import { Badge, QueryView } from './admin-ui';

const T = ADMIN_TEXT.schedule;
const W = ADMIN_TEXT.waves;
const UNITS: IntervalUnit[] = ['minutes', 'hours', 'days'];
const ROTATION = ['easy', 'medium', 'hard', 'random'] as const;

export function ScheduleEditor() {
  const query = useQuery(scheduleQuery);
  return <QueryView query={query}>{(schedule) => <ScheduleForm schedule={schedule} />}</QueryView>;
}

function ScheduleForm({ schedule }: { schedule: WaveSchedule }) {
  const timeZone = useTimeZone();
  const update = useUpdateSchedule();
  const [value, setValue] = useState('');
  const [unit, setUnit] = useState<IntervalUnit>('days');
  const [timeOfDay, setTimeOfDay] = useState(schedule.timeOfDay);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useFormCheck();

  // The server's answer is the truth: after a save (or a change elsewhere) the fields follow it.
  useEffect(() => {
    const split = splitInterval(schedule.intervalMinutes);
    setValue(String(split.value));
    setUnit(split.unit);
    setTimeOfDay(schedule.timeOfDay);
  }, [schedule.intervalMinutes, schedule.timeOfDay]);

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const minutes = toMinutes(value, unit);
    const wrong = form.check([
      ['schedule-interval', intervalProblem(minutes)],
      ['schedule-time', timeOfDayProblem(timeOfDay)],
    ]);
    setProblem(wrong);
    if (wrong || minutes === null) return;
    update.mutate({ intervalMinutes: minutes, timeOfDay }, { onSuccess: () => setDone(T.saved) });
  };

  const onToggle = () => {
    setDone(null);
    setProblem(null);
    form.blame(null);
    const enabled = !schedule.enabled;
    update.mutate(
      { enabled },
      { onSuccess: () => setDone(enabled ? T.resumedDone : T.pausedDone) },
    );
  };

  return (
    <div className="admin-schedule">
      <p className="admin-schedule-state">
        <Badge tone={schedule.enabled ? 'good' : 'warn'}>
          {schedule.enabled ? (
            <Play size={14} aria-hidden="true" />
          ) : (
            <Pause size={14} aria-hidden="true" />
          )}{' '}
          {T.state(schedule.enabled)}
        </Badge>{' '}
        <span className="tabular">
          {T.line(describeInterval(schedule.intervalMinutes), schedule.timeOfDay)}{' '}
          {schedule.nextSlot ? T.nextSlot(formatDateTime(schedule.nextSlot, timeZone)) : T.noSlot}
        </span>
      </p>
      <div className="admin-rotation">
        <h3 className="admin-subhead">{T.rotation}</h3>
        <ol className="admin-rotation-steps">
          {ROTATION.map((difficulty) => (
            <li
              key={difficulty}
              aria-current={schedule.nextDifficulty === difficulty ? 'step' : undefined}
            >
              {W.difficulties[difficulty]}
              {schedule.nextDifficulty === difficulty && (
                <span className="admin-rotation-next"> {T.nextTag}</span>
              )}
            </li>
          ))}
        </ol>
      </div>
      <form className="admin-form admin-schedule-form" onSubmit={onSave} noValidate>
        <div className="admin-inline-fields">
          <div className="admin-field">
            <label htmlFor="schedule-interval">{T.interval}</label>
            <input
              id="schedule-interval"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={value}
              {...form.aria('schedule-interval', 'schedule-interval-hint')}
              onChange={(event) => setValue(event.target.value)}
            />
          </div>
          <div className="admin-field">
            <label htmlFor="schedule-unit">{T.intervalUnit}</label>
            <select
              id="schedule-unit"
              value={unit}
              onChange={(event) => setUnit(event.target.value as IntervalUnit)}
            >
              {UNITS.map((u) => (
                <option key={u} value={u}>
                  {T.units[u]}
                </option>
              ))}
            </select>
          </div>
          <div className="admin-field">
            <label htmlFor="schedule-time">{T.timeOfDay}</label>
            <input
              id="schedule-time"
              type="time"
              value={timeOfDay}
              {...form.aria('schedule-time', 'schedule-time-hint')}
              onChange={(event) => setTimeOfDay(event.target.value)}
            />
          </div>
        </div>
        <p id="schedule-interval-hint" className="hint admin-hint">
          {T.intervalHint}
        </p>
        <p id="schedule-time-hint" className="hint admin-hint">
          {T.timeOfDayHint}
        </p>
        <div className="admin-actions">
          <Button
            type="submit"
            pending={update.isPending && update.variables?.enabled === undefined}
          >
            {T.save}
          </Button>
          <Button
            variant="secondary"
            pending={update.isPending && update.variables?.enabled !== undefined}
            onClick={onToggle}
          >
            {schedule.enabled ? T.pause : T.resume}
          </Button>
        </div>
        <FormMessage
          id={form.errorId}
          error={problem ?? (update.isError ? gameMessageFor(update.error) : null)}
          success={done}
        />
      </form>
    </div>
  );
}
