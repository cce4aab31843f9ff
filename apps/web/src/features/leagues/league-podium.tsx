import { Link } from '@tanstack/react-router';
import { Medal } from 'lucide-react';
import { formatDateTime } from '../../lib/date-format';
import { useTimeZone } from '../../lib/time-zone';
import type { LeaguePodium } from './leagues-api';
import { ordinal, leaguesText as t } from './leagues-text';
import './league-social.css';

/** The first three places after a wave, each with its rank, bank, points and the wave's points. */
export function PodiumPlaces({ podium }: { podium: LeaguePodium }) {
  return (
    <ol className="podium-places" aria-label={t.podiumPlacesLabel}>
      {podium.top.map((place) => (
        <li
          key={place.position}
          className={`podium-place podium-place-${place.position}${place.isMe ? ' podium-me' : ''}`}
        >
          <Medal size={20} aria-hidden="true" className="podium-medal" />
          <span className="podium-rank">{ordinal(place.rank)}</span>
          <span className="podium-who">
            <span className="podium-bank">{place.bankName}</span>
            {place.isMe && <span className="league-badge league-badge-you">{t.you}</span>}
            {place.manager && <span className="podium-manager">{place.manager}</span>}
          </span>
          <span className="podium-score">{t.podiumPoints(place.points, place.wavePoints)}</span>
        </li>
      ))}
    </ol>
  );
}

/** The biggest climber and my own move in the league, with a link to my report of the wave. */
export function PodiumLines({ podium }: { podium: LeaguePodium }) {
  const { climber, me } = podium;
  return (
    <>
      <p className="podium-line">
        {climber
          ? climber.isMe
            ? t.climberMe(climber.move, climber.rank)
            : t.climber(climber.bankName, climber.move, climber.rank)
          : t.noClimber}
      </p>
      <p className="podium-line">
        {me ? t.myMove(me.rankBefore, me.rankAfter) : t.notInWave}
        {me && (
          <>
            {' '}
            <Link to="/attacklog" search={{ report: me.reportId }}>
              {t.myReport}
            </Link>
          </>
        )}
      </p>
    </>
  );
}

/**
 * The league's podium of the last wave: its top three in the league's own ranks, the biggest
 * climber and my move. Before any wave, what will show here.
 */
export function LeaguePodiumCard({ podium }: { podium: LeaguePodium | null }) {
  const timeZone = useTimeZone();
  return (
    <section className="leagues-panel league-podium" aria-labelledby="league-podium-title">
      <h2 id="league-podium-title">{t.podiumHeading}</h2>
      {podium ? (
        <>
          <p className="podium-when">
            <time dateTime={podium.rankedAt}>{formatDateTime(podium.rankedAt, timeZone)}</time>
            {'. '}
            {t.podiumWave(t.waveKind[podium.difficulty], podium.members)}
          </p>
          <PodiumPlaces podium={podium} />
          <PodiumLines podium={podium} />
        </>
      ) : (
        <p className="muted">{t.podiumNone}</p>
      )}
    </section>
  );
}
