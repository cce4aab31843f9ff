import { DEFENSES, FRAUDS, listFraudsStoppedBy } from '@ffl/engine/catalogue';
import { DEFENSE_NAMES, type DefenseId, FAMILY_NAMES, FRAUD_NAMES } from '@ffl/engine/ids';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { LevelChart } from '../../components/charts/level-chart';
import { Prose, ProseBlocks, SourceList, TableOfContents } from '../../components/content/prose';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { gameMessageFor } from '../../lib/error-messages';
import { bankQuery } from '../game/game-api';
import { levelOf, loadoutOf } from '../game/loadout';
import { DefenseActions } from './defense-actions';
import { defenseContentQuery } from './defense-page-api';
import { buildChartRows, buildLadder } from './defense-page-model';
import { DEFENSE_TEXT } from './defense-page-text';
import './defense-page.css';

const S = DEFENSE_TEXT.sections;
const TOC = [
  { id: 'what-it-is', label: S.whatItIs },
  { id: 'how-it-works', label: S.howItWorks },
  { id: 'levels', label: S.levels },
  { id: 'what-it-stops', label: S.stops },
  { id: 'limitations', label: S.limitations },
  { id: 'real-world-cost', label: S.realWorldCost },
  { id: 'evidence', label: S.evidence },
  { id: 'sources', label: S.sources },
] as const;
type SectionId = (typeof TOC)[number]['id'];
/** Sections built from the engine's catalogue, shown even when the page's text fails to load. */
const CATALOGUE_SECTIONS = new Set<SectionId>(['levels', 'what-it-stops']);

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const label = TOC.find((item) => item.id === id)?.label ?? '';
  return (
    <section className="content-section" aria-labelledby={id}>
      <h2 id={id} tabIndex={-1}>
        {label}
      </h2>
      {children}
    </section>
  );
}

export function DefensePage({ defenseId }: { defenseId: DefenseId }) {
  const content = useQuery(defenseContentQuery(defenseId));
  const bank = useQuery(bankQuery);
  const name = DEFENSE_NAMES[defenseId];
  const defense = DEFENSES[defenseId];
  const level = bank.data ? levelOf(loadoutOf(bank.data), defenseId) : 0;
  const ladder = buildLadder(defenseId, level);
  const chartRows = buildChartRows(defenseId);
  const page = content.data;

  return (
    <PageShell title={name} lead={page ? <Prose text={page.summary} /> : undefined}>
      <p className="defense-back">
        <Link to="/defenseshop">{DEFENSE_TEXT.backToShop}</Link>
      </p>
      <div className="defense-layout">
        <DefenseActions defenseId={defenseId} />
        <div className="defense-main">
          {content.isPending ? (
            <Loading />
          ) : content.isError ? (
            <div className="notice notice-bad" role="alert">
              <p>
                {DEFENSE_TEXT.contentError} {gameMessageFor(content.error)}
              </p>
              <Button variant="secondary" onClick={() => void content.refetch()}>
                {DEFENSE_TEXT.retry}
              </Button>
            </div>
          ) : null}

          <TableOfContents
            items={page ? TOC : TOC.filter((item) => CATALOGUE_SECTIONS.has(item.id))}
          />

          {page && (
            <>
              <Section id="what-it-is">
                <ProseBlocks paragraphs={page.whatItIs} />
              </Section>
              <Section id="how-it-works">
                <ProseBlocks paragraphs={page.howItWorks} />
              </Section>
            </>
          )}

          <Section id="levels">
            <ol className="level-ladder">
              {ladder.map((step) => (
                <li
                  key={step.level}
                  className={`level-step${step.reached ? ' level-step-reached' : ''}${step.current ? ' level-step-current' : ''}`}
                  aria-current={step.current ? 'step' : undefined}
                >
                  <div className="level-step-head">
                    <h3>
                      <span className="level-step-number">Level {step.level}</span> {step.name}
                    </h3>
                    {step.current ? (
                      <span className="level-badge level-badge-current">
                        <ShieldCheck size={14} aria-hidden="true" /> {DEFENSE_TEXT.yourLevel}
                      </span>
                    ) : step.reached ? (
                      <span className="level-badge">{DEFENSE_TEXT.owned}</span>
                    ) : null}
                  </div>
                  <p className="level-step-cost tabular">
                    {DEFENSE_TEXT.ladderPrice(step.level, step.price)} ·{' '}
                    {DEFENSE_TEXT.ladderTotal(step.totalAt)}
                  </p>
                  {page?.levels[step.level - 1] && (
                    <p className="level-step-practice">
                      <Prose text={page.levels[step.level - 1]?.inPractice ?? ''} />
                    </p>
                  )}
                </li>
              ))}
            </ol>
          </Section>

          <Section id="what-it-stops">
            <p className="prose">{DEFENSE_TEXT.stopsIntro}</p>
            <LevelChart
              defenseName={name}
              rows={chartRows}
              currentLevel={level}
              caption={DEFENSE_TEXT.chartCaption(name)}
            />
            <ul className="stops-list">
              {listFraudsStoppedBy(defenseId).map((fraudId) => {
                const values = defense.stops[fraudId] ?? [0, 0, 0];
                return (
                  <li key={fraudId}>
                    <Link to="/frauds/$fraudId" params={{ fraudId }}>
                      {FRAUD_NAMES[fraudId]}
                    </Link>{' '}
                    <span className="muted">({FAMILY_NAMES[FRAUDS[fraudId].family]})</span>
                    <br />
                    <span className="tabular">{DEFENSE_TEXT.fraudLevels(values)}</span>
                  </li>
                );
              })}
            </ul>
          </Section>

          {page && (
            <>
              <Section id="limitations">
                <ProseBlocks paragraphs={page.limitations} />
              </Section>
              <Section id="real-world-cost">
                <ProseBlocks paragraphs={page.realWorldCost} />
              </Section>
            </>
          )}

          {page && (
            <>
              <Section id="evidence">
                <p className="prose">{DEFENSE_TEXT.evidenceIntro}</p>
                <ul className="evidence-list">
                  {page.evidence.map((item) => (
                    <li key={item.note}>
                      <p>{item.note}</p>
                      <p className="evidence-source">
                        {DEFENSE_TEXT.source}:{' '}
                        <a
                          href={item.source.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="break"
                        >
                          {item.source.title}
                          <span className="visually-hidden"> {DEFENSE_TEXT.opensNewTab}</span>
                        </a>{' '}
                        — {item.source.publisher},{' '}
                        <span className="tabular">{item.source.year}</span>
                      </p>
                    </li>
                  ))}
                </ul>
              </Section>
              <Section id="sources">
                <SourceList sources={page.sources} />
              </Section>
            </>
          )}
        </div>
      </div>
    </PageShell>
  );
}
