import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { Loading } from '../../components/ui/loading';
import { drillListQuery } from './drill-api';
import { fraudName } from './drill-model';
import { DIFFICULTY_NAMES, DRILLS_TEXT, MEDIUM_NAMES } from './drill-text';
import { MediumIcon } from './medium-icon';
import './drills.css';

/**
 * Home's piece for the drill of the day (handed in by the route): whether today's drill waits
 * (undefined while loading; false when done, when there is none, or when the drills cannot be
 * loaded), its card when it is Home's primary action, and its line in Home's "Also to do".
 */
export function useDrillSlot() {
  const list = useQuery(drillListQuery);
  const data = list.data;
  return {
    active: data ? Boolean(data.today && !data.today.completed) : list.isError ? false : undefined,
    card: <DrillOfTheDay />,
    line: <DrillLine />,
  };
}

/** Today's drill as one line: a link to it, and its title. */
function DrillLine() {
  const today = useQuery(drillListQuery).data?.today;
  if (!today || today.completed) return null;
  return (
    <>
      <Link to="/drills/$drillId" params={{ drillId: today.id }}>
        {DRILLS_TEXT.homeLine}
      </Link>
      <span className="home-todo-why">{today.title}</span>
    </>
  );
}

/**
 * Home's "Drill of the day": one drill picked by the server for this player and day, from the
 * frauds they are weakest on. Hidden when the drills cannot be loaded: Home has more to show.
 */
function DrillOfTheDay() {
  const list = useQuery(drillListQuery);
  if (list.isError) return null;
  const today = list.data?.today;
  return (
    <section className="home-card drill-today-card" aria-labelledby="home-drill-title">
      <h2 id="home-drill-title">{DRILLS_TEXT.homeHeading}</h2>
      {!list.data ? (
        <Loading />
      ) : today ? (
        <>
          <p className="drill-today-medium">
            <MediumIcon medium={today.medium} size={18} />
            <span>
              {DRILLS_TEXT.metaLine(
                MEDIUM_NAMES[today.medium],
                today.difficulty && DIFFICULTY_NAMES[today.difficulty],
              )}
            </span>
          </p>
          <p className="drill-today-title">{today.title}</p>
          <p className="muted">{fraudName(today.fraudId)}</p>
          {today.completed ? (
            <>
              <p className="drill-today-done">
                <CircleCheck size={16} aria-hidden="true" /> {DRILLS_TEXT.homeDone}
              </p>
              <p className="home-card-footer">
                <Link to="/drills/$drillId" params={{ drillId: today.id }}>
                  {DRILLS_TEXT.homeReview}
                </Link>{' '}
                · <Link to="/drills">{DRILLS_TEXT.homeAll}</Link>
              </p>
            </>
          ) : (
            <p className="home-card-footer">
              <Link
                to="/drills/$drillId"
                params={{ drillId: today.id }}
                className="btn btn-primary"
              >
                {DRILLS_TEXT.homeStart}
              </Link>{' '}
              <Link to="/drills">{DRILLS_TEXT.homeAll}</Link>
            </p>
          )}
        </>
      ) : (
        <>
          <p>{DRILLS_TEXT.homeNone}</p>
          <p className="home-card-footer">
            <Link to="/drills">{DRILLS_TEXT.homeAll}</Link>
          </p>
        </>
      )}
    </section>
  );
}
