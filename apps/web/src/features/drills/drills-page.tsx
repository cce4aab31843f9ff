import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Circle, CircleCheck } from 'lucide-react';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { gameMessageFor } from '../../lib/error-messages';
import { drillListQuery } from './drill-api';
import type { DrillCard } from './drill-contract';
import { fraudName, groupByFamily } from './drill-model';
import { DrillProgressPanel } from './drill-progress-panel';
import { DIFFICULTY_NAMES, DRILLS_TEXT, MEDIUM_NAMES, SETTING_NAMES } from './drill-text';
import { MediumIcon } from './medium-icon';
import './drills.css';

/** The player's drills page: the drill of the day, every drill by family, and their measures. */
export function DrillsPage() {
  const list = useQuery(drillListQuery);
  let body: React.ReactNode;
  if (list.data) {
    const { today, drills } = list.data;
    const groups = groupByFamily(drills);
    const done = drills.filter((card) => card.completed).length;
    body = (
      <>
        <section className="drills-today" aria-labelledby="drills-today-title">
          <h2 id="drills-today-title">{DRILLS_TEXT.todayHeading}</h2>
          {today ? (
            <>
              <p className="muted">
                {today.completed ? DRILLS_TEXT.todayDone : DRILLS_TEXT.todayLead}
              </p>
              <DrillCardView card={today} featured />
            </>
          ) : (
            <p className="muted">{DRILLS_TEXT.noToday}</p>
          )}
        </section>
        <DrillProgressPanel />
        <section className="drills-all" aria-labelledby="drills-all-title">
          <h2 id="drills-all-title">{DRILLS_TEXT.allHeading}</h2>
          {drills.length === 0 ? (
            <p>
              {DRILLS_TEXT.empty} <Link to="/fraudwiki">{DRILLS_TEXT.toWiki}</Link>
            </p>
          ) : (
            <>
              <p className="muted tabular">{DRILLS_TEXT.allLead(done, drills.length)}</p>
              {groups.map((group) => (
                <section
                  key={group.family}
                  className="drills-family"
                  aria-labelledby={`drills-family-${group.family}`}
                >
                  <h3 id={`drills-family-${group.family}`}>
                    {group.name}{' '}
                    <span className="muted tabular drills-family-count">
                      {group.done}/{group.cards.length}
                    </span>
                  </h3>
                  <ul className="drills-grid">
                    {group.cards.map((card) => (
                      <li key={card.id}>
                        <DrillCardView card={card} />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </>
          )}
        </section>
      </>
    );
  } else if (list.isError) {
    body = (
      <div className="drills-error" role="alert">
        <p>
          {DRILLS_TEXT.loadError} {gameMessageFor(list.error)}
        </p>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {DRILLS_TEXT.retry}
        </Button>
      </div>
    );
  } else {
    body = <Loading />;
  }
  return (
    <PageShell title={DRILLS_TEXT.title} lead={DRILLS_TEXT.lead}>
      {body}
    </PageShell>
  );
}

/** One drill: its medium, title, fraud, difficulty and whether it is done, as one link. */
export function DrillCardView({ card, featured = false }: { card: DrillCard; featured?: boolean }) {
  const total = card.lastResult ? card.lastResult.found + card.lastResult.missed : 0;
  return (
    <Link
      to="/drills/$drillId"
      params={{ drillId: card.id }}
      className={`drill-card${featured ? ' drill-card-featured' : ''}${card.completed ? ' is-done' : ''}`}
    >
      <span className="drill-card-medium">
        <MediumIcon medium={card.medium} size={20} />
        <span>{MEDIUM_NAMES[card.medium]}</span>
      </span>
      <span className="drill-card-title">{card.title}</span>
      <span className="drill-card-meta muted">
        {DRILLS_TEXT.metaLine(
          fraudName(card.fraudId),
          card.difficulty && DIFFICULTY_NAMES[card.difficulty],
          SETTING_NAMES[card.setting],
        )}
      </span>
      <span className={`drill-card-state${card.completed ? ' is-done' : ''}`}>
        {card.completed ? (
          <CircleCheck size={16} aria-hidden="true" />
        ) : (
          <Circle size={16} aria-hidden="true" />
        )}
        {card.completed ? DRILLS_TEXT.done : DRILLS_TEXT.notDone}
      </span>
      {card.lastResult && (
        <span className="drill-card-last muted tabular">
          {DRILLS_TEXT.lastResult(
            card.lastResult.outcome,
            card.lastResult.found,
            total,
            card.lastResult.paid,
          )}
        </span>
      )}
    </Link>
  );
}
