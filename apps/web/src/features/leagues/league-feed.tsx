import { useInfiniteQuery } from '@tanstack/react-query';
import { Award, Trophy, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { formatDateTime } from '../../lib/date-format';
import { useTimeZone } from '../../lib/time-zone';
import { LEARNING_BADGES } from '../game/learning-badges-text';
import { PodiumLines, PodiumPlaces } from './league-podium';
import { type LeagueFeedEntry, leagueFeedQuery } from './leagues-api';
import { leagueErrorMessage } from './leagues-model';
import { leaguesText as t } from './leagues-text';
import './league-social.css';

function EntryBody({ entry }: { entry: LeagueFeedEntry }) {
  switch (entry.kind) {
    case 'joined':
      return (
        <p className="feed-text">
          {entry.founded
            ? t.feedFounded(entry.member.bankName, entry.member.isMe)
            : t.feedJoined(entry.member.bankName, entry.member.isMe)}
        </p>
      );
    case 'badge':
      return (
        <p className="feed-text">
          {t.feedBadge(entry.member.bankName, LEARNING_BADGES[entry.badge].name, entry.member.isMe)}
        </p>
      );
    case 'podium':
      return (
        <div className="feed-podium">
          <p className="feed-text">{t.feedWave(t.waveKind[entry.podium.difficulty])}</p>
          <PodiumPlaces podium={entry.podium} />
          <PodiumLines podium={entry.podium} />
        </div>
      );
  }
}

const ICONS = { joined: UserPlus, badge: Award, podium: Trophy } as const;

/**
 * What happened in the league, newest first: members joining, each wave's podium, badges. A list
 * of entries, each with its time; older pages come with "Show older".
 */
export function LeagueFeed({ leagueId }: { leagueId: string }) {
  const timeZone = useTimeZone();
  const query = useInfiniteQuery(leagueFeedQuery(leagueId));
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <p role="status" className="muted">
        {t.feedLoading}
      </p>
    );
  } else if (query.isError && entries.length === 0) {
    body = (
      <div role="alert">
        <p>{t.feedError}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <ol className="feed-list">
          {entries.map((entry) => {
            const Icon = ICONS[entry.kind];
            return (
              <li key={entry.id} className={`feed-entry feed-${entry.kind}`}>
                <Icon size={18} aria-hidden="true" className="feed-icon" />
                <div className="feed-body">
                  <time className="feed-time" dateTime={entry.at}>
                    {formatDateTime(entry.at, timeZone)}
                  </time>
                  <EntryBody entry={entry} />
                </div>
              </li>
            );
          })}
        </ol>
        {query.hasNextPage ? (
          <Button
            variant="secondary"
            pending={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t.feedOlder}
          </Button>
        ) : (
          <p className="muted feed-end">{t.feedEnd}</p>
        )}
        <FormMessage error={query.isFetchNextPageError ? leagueErrorMessage(query.error) : null} />
      </>
    );
  }
  return (
    <section className="leagues-panel league-feed" aria-labelledby="league-feed-title">
      <h2 id="league-feed-title">{t.feedHeading}</h2>
      <p className="muted">{t.feedLead}</p>
      {body}
    </section>
  );
}
