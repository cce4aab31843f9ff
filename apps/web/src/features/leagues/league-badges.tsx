import { queryOptions, useQuery } from '@tanstack/react-query';
import { Award } from 'lucide-react';
import { Loading } from '../../components/ui/loading';
import { api } from '../../lib/api';
import { LEARNING_BADGES, learningBadgesText as t } from '../game/learning-badges-text';
import './league-badges.css';

const leagueBadgesQuery = (leagueId: string) =>
  queryOptions({
    queryKey: ['badges', 'league', leagueId] as const,
    queryFn: ({ signal }) =>
      api.get('/api/leagues/{leagueId}/badges', { params: { path: { leagueId } }, signal }),
    staleTime: 60_000,
  });

/**
 * The badges each member of the league has earned this season, in the member list's order and
 * with its anonymity. Hidden when they cannot be loaded: the league page has more to show.
 */
export function LeagueBadges({ leagueId }: { leagueId: string }) {
  const query = useQuery(leagueBadgesQuery(leagueId));
  if (query.isError) return null;
  return (
    <section className="leagues-panel" aria-labelledby="league-badges-title">
      <h2 id="league-badges-title">{t.leagueHeading}</h2>
      {!query.data ? (
        <Loading />
      ) : (
        <ul className="member-list">
          {query.data.members.map((member, index) => (
            <li key={member.bankId ?? `hidden-${index}`} className="member">
              <div className="member-who">
                <span className="member-bank">{t.leagueMember(member.bankName, member.isMe)}</span>
                {member.badges.length === 0 ? (
                  <span className="muted">{t.leagueNone}</span>
                ) : (
                  <ul className="member-badges" aria-label={t.leagueBadgesOf(member.bankName)}>
                    {member.badges.map((badge) => (
                      <li key={badge.id}>
                        <Award size={16} aria-hidden="true" />
                        <span>{t.earned(LEARNING_BADGES[badge.id].name, badge.earnedAt)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
