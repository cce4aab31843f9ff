import { FRAUDS } from '@ffl/engine/catalogue';
import { FAMILY_NAMES, FRAUD_NAMES, type FraudId } from '@ffl/engine/ids';
import { computeProtection } from '@ffl/engine/protection';
import { QUIZ_PASS_SCORE, QUIZ_QUESTIONS_PER_ATTEMPT } from '@ffl/engine/review';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ExternalLink, GraduationCap, Phone } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Prose, ProseBlocks, SourceList, TableOfContents } from '../../components/content/prose';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import type { FraudPage as FraudPageContent, Schemas } from '../../lib/api-schemas';
import { gameMessageFor } from '../../lib/error-messages';
import { formatMoney } from '../../lib/format';
import { useHeartbeat } from '../../lib/heartbeat';
import { useTimeZone } from '../../lib/time-zone';
import { ProtectionBadge, QuizBadge } from '../game/badges';
import { bankQuery } from '../game/game-api';
import { QUIZ_STATUS_TEXT } from '../game/game-text';
import { toLoadout } from '../game/loadout';
import { describeExpectedReward, quizOverviewQuery } from '../game/quiz-status';
import { toPercent } from './coverage';
import { DefenseCoverage } from './defense-coverage';
import { fraudPageQuery } from './fraud-page-api';
import { FRAUD_PAGE_TEXT } from './fraud-page-text';
import './fraud-page.css';

const S = FRAUD_PAGE_TEXT.sections;

/** Section ids, used by the table of contents and the headings (stable for deep links). */
const SECTIONS = [
  { id: 'what-it-is', label: S.whatItIs },
  { id: 'how-it-works', label: S.howItWorks },
  { id: 'warning-signs', label: S.warningSigns },
  { id: 'real-case', label: S.realCase },
  { id: 'statistics', label: S.statistics },
  { id: 'who-is-targeted', label: S.whoIsTargeted },
  { id: 'how-to-defend', label: S.howToDefend },
  { id: 'defense-coverage', label: S.coverage },
  { id: 'if-it-happens', label: S.ifItHappens },
  { id: 'glossary', label: S.glossary },
  { id: 'test-yourself', label: S.testYourself },
  { id: 'sources', label: S.sources },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const label = SECTIONS.find((section) => section.id === id)!.label;
  return (
    <section className="content-section fraud-section" aria-labelledby={id}>
      <h2 id={id}>{label}</h2>
      {children}
    </section>
  );
}

function ExternalAnchor({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="break">
      {children}
      <ExternalLink size={14} aria-hidden="true" className="external-icon" />
      <span className="visually-hidden">{FRAUD_PAGE_TEXT.opensNewTab}</span>
    </a>
  );
}

function SourceLine({ source }: { source: Schemas['Source'] }) {
  return (
    <p className="fraud-source">
      {FRAUD_PAGE_TEXT.source}: <ExternalAnchor href={source.url}>{source.title}</ExternalAnchor>
      <span className="muted">
        {' '}
        — {source.publisher}, <span className="tabular">{source.year}</span>
      </span>
    </p>
  );
}

function Channels({ title, channels }: { title: string; channels: Schemas['ReportingChannel'][] }) {
  if (channels.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul className="channel-list">
        {channels.map((channel) => (
          <li key={channel.name} className="channel">
            <h4>{channel.name}</h4>
            <p>
              <Prose text={channel.how} />
            </p>
            {channel.phone && (
              <p className="channel-contact">
                <Phone size={16} aria-hidden="true" />
                {FRAUD_PAGE_TEXT.phone}:{' '}
                <a href={`tel:${channel.phone.replace(/[^+\d]/g, '')}`} className="tabular">
                  {channel.phone}
                </a>
              </p>
            )}
            {channel.url && (
              <p className="channel-contact">
                {FRAUD_PAGE_TEXT.website}:{' '}
                <ExternalAnchor href={channel.url}>
                  {channel.url.replace(/^https?:\/\//, '')}
                </ExternalAnchor>
              </p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

export function FraudPage({ fraudId }: { fraudId: FraudId }) {
  // Reading the page is a step of assigned training: its active time counts (lib/heartbeat.ts).
  useHeartbeat(`fraud:${fraudId}`);
  const page = useQuery(fraudPageQuery(fraudId));
  const bank = useQuery(bankQuery);
  const quizzes = useQuery(quizOverviewQuery);
  const name = FRAUD_NAMES[fraudId];

  if (page.isPending) return <Loading />;
  if (page.isError) {
    return (
      <PageShell title={name}>
        <div className="fraud-error" role="alert">
          <p>
            {FRAUD_PAGE_TEXT.loadError} {gameMessageFor(page.error)}
          </p>
          <Button variant="secondary" onClick={() => void page.refetch()}>
            {FRAUD_PAGE_TEXT.retry}
          </Button>
        </div>
      </PageShell>
    );
  }
  return (
    <FraudPageBody
      fraudId={fraudId}
      content={page.data}
      levels={bank.data?.levels}
      bankError={bank.isError ? gameMessageFor(bank.error) : null}
      quizStatus={quizzes.data?.frauds.find((row) => row.fraudId === fraudId)}
    />
  );
}

function FraudPageBody({
  fraudId,
  content,
  levels,
  bankError,
  quizStatus,
}: {
  fraudId: FraudId;
  content: FraudPageContent;
  levels: Readonly<Record<string, number>> | undefined;
  bankError: string | null;
  quizStatus: Parameters<typeof describeExpectedReward>[0];
}) {
  const name = FRAUD_NAMES[fraudId];
  const fraud = FRAUDS[fraudId];
  const loadout = useMemo(() => (levels ? toLoadout(levels) : null), [levels]);
  const ifItHappens = content.ifItHappensToYou;
  const timeZone = useTimeZone();

  return (
    <PageShell title={name} lead={content.summary}>
      <dl className="fraud-facts">
        <div>
          <dt>{FRAUD_PAGE_TEXT.family}</dt>
          <dd>{FAMILY_NAMES[fraud.family]}</dd>
        </div>
        <div>
          <dt>{FRAUD_PAGE_TEXT.danger}</dt>
          <dd className="tabular">{FRAUD_PAGE_TEXT.dangerValue(fraud.danger)}</dd>
        </div>
        <div>
          <dt>{FRAUD_PAGE_TEXT.baseDamage}</dt>
          <dd className="tabular">{formatMoney(fraud.baseDamage)}</dd>
        </div>
        {loadout && (
          <div>
            <dt>{FRAUD_PAGE_TEXT.yourProtection}</dt>
            <dd>
              <ProtectionBadge percent={toPercent(computeProtection(loadout, fraudId))} />
            </dd>
          </div>
        )}
        {quizStatus && (
          <div>
            <dt>{QUIZ_STATUS_TEXT.status}</dt>
            <dd>
              <QuizBadge state={quizStatus.status} />
            </dd>
          </div>
        )}
      </dl>

      <div className="fraud-layout">
        <div className="fraud-aside">
          <TableOfContents items={SECTIONS} />
        </div>
        <div className="fraud-main">
          <Section id="what-it-is">
            <ProseBlocks paragraphs={content.whatItIs} />
          </Section>

          <Section id="how-it-works">
            <ol className="prose-list fraud-steps">
              {content.howItWorks.map((step) => (
                <li key={step}>
                  <Prose text={step} />
                </li>
              ))}
            </ol>
          </Section>

          <Section id="warning-signs">
            <ul className="prose-list">
              {content.warningSigns.map((sign) => (
                <li key={sign}>
                  <Prose text={sign} />
                </li>
              ))}
            </ul>
          </Section>

          <Section id="real-case">
            <article className="fraud-case">
              <h3>{content.realCase.title}</h3>
              <p className="muted">{content.realCase.where}</p>
              <ProseBlocks paragraphs={content.realCase.whatHappened} />
              <SourceLine source={content.realCase.source} />
            </article>
          </Section>

          <Section id="statistics">
            <ul className="fraud-stats">
              {content.statistics.map((stat) => (
                <li key={stat.text} className="fraud-stat">
                  <p className="fraud-stat-text">
                    <Prose text={stat.text} />
                  </p>
                  <p className="fraud-stat-year muted tabular">
                    {FRAUD_PAGE_TEXT.figureYear(stat.year)}
                  </p>
                  <SourceLine source={stat.source} />
                </li>
              ))}
            </ul>
          </Section>

          <Section id="who-is-targeted">
            <ProseBlocks paragraphs={content.whoIsTargeted} />
          </Section>

          <Section id="how-to-defend">
            <ProseBlocks paragraphs={content.howToDefend} />
          </Section>

          <Section id="defense-coverage">
            {loadout ? (
              <DefenseCoverage fraudId={fraudId} loadout={loadout} />
            ) : bankError ? (
              <p className="form-message form-error" role="alert">
                {bankError}
              </p>
            ) : (
              <Loading />
            )}
          </Section>

          <Section id="if-it-happens">
            <h3>{FRAUD_PAGE_TEXT.steps}</h3>
            <ol className="prose-list">
              {ifItHappens.steps.map((step) => (
                <li key={step}>
                  <Prose text={step} />
                </li>
              ))}
            </ol>
            <Channels title={FRAUD_PAGE_TEXT.southAfrica} channels={ifItHappens.southAfrica} />
            <Channels title={FRAUD_PAGE_TEXT.international} channels={ifItHappens.international} />
          </Section>

          <Section id="glossary">
            <dl className="fraud-glossary">
              {content.glossary.map((entry) => (
                <div key={entry.term}>
                  <dt>{entry.term}</dt>
                  <dd>
                    <Prose text={entry.definition} />
                  </dd>
                </div>
              ))}
            </dl>
          </Section>

          <Section id="test-yourself">
            <div className="fraud-quiz">
              <GraduationCap size={32} aria-hidden="true" className="fraud-quiz-icon" />
              <div>
                <p>
                  {FRAUD_PAGE_TEXT.quizIntro(
                    QUIZ_QUESTIONS_PER_ATTEMPT,
                    content.questionCount,
                    QUIZ_PASS_SCORE,
                  )}
                </p>
                <p>{describeExpectedReward(quizStatus, timeZone)}</p>
                {quizStatus?.bestScore != null && (
                  <p className="muted tabular">
                    {QUIZ_STATUS_TEXT.bestScore(quizStatus.bestScore, QUIZ_QUESTIONS_PER_ATTEMPT)}
                  </p>
                )}
                <Link to="/frauds/$fraudId/quiz" params={{ fraudId }} className="btn btn-primary">
                  {FRAUD_PAGE_TEXT.takeQuiz}
                </Link>
              </div>
            </div>
          </Section>

          <Section id="sources">
            <SourceList sources={content.sources} />
          </Section>
        </div>
      </div>

      <p>
        <Link to="/fraudwiki">{FRAUD_PAGE_TEXT.backToWiki}</Link>
      </p>
    </PageShell>
  );
}
