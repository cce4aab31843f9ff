import { type ReactNode, useMemo } from 'react';
import { Prose, TableOfContents, type TocItem } from '../../components/content/prose';
import { PageShell } from '../../components/layout/page-shell';
import { formatMoney, formatMoneyChange } from '../../lib/format';
import { type AttackExample, computeHelpExamples, type HelpExamples } from './help-examples';
import { helpText as t } from './help-text';
import './help.css';

type SectionKey = keyof typeof t.sections;

const SECTION_IDS: Record<SectionKey, string> = {
  howToPlay: 'how-to-play',
  wave: 'wave',
  layers: 'defense-in-depth',
  alert: 'security-alert',
  money: 'damage-revenue-upkeep',
  stars: 'stars',
  shop: 'buying-selling',
  learning: 'learning',
  forecast: 'forecasts',
  seasons: 'seasons',
  leaderboard: 'leaderboard',
  faq: 'faq',
  glossary: 'glossary',
};

const TOC: TocItem[] = (Object.keys(SECTION_IDS) as SectionKey[]).map((key) => ({
  id: SECTION_IDS[key],
  label: t.sections[key],
}));

function HelpSection({ id, children }: { id: SectionKey; children: ReactNode }) {
  const headingId = SECTION_IDS[id];
  return (
    <section className="help-section" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {t.sections[id]}
      </h2>
      {children}
    </section>
  );
}

function P({ text }: { text: string }) {
  return (
    <p>
      <Prose text={text} />
    </p>
  );
}

/** Money in a table cell: a true minus sign or a plus, so the sign never rests on colour alone. */
function Amount({ value, signed = false }: { value: number; signed?: boolean }) {
  const tone = value < 0 ? 'help-loss' : value > 0 && signed ? 'help-gain' : undefined;
  return <span className={tone}>{signed ? formatMoneyChange(value) : formatMoney(value)}</span>;
}

/** The step-by-step table of one attack: base, each layer, what gets through, then the alert. */
function AttackTable({ example, caption }: { example: AttackExample; caption: string }) {
  return (
    <div className="help-table-wrap">
      <table className="help-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.layers.stepHeader}</th>
            <th scope="col" className="help-num">
              {t.layers.amountHeader}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t.layers.baseRow(example)}</th>
            <td className="help-num">
              <Amount value={example.base} />
            </td>
          </tr>
          {example.layers.map((layer, index) => (
            <tr key={layer.defenseId}>
              <th scope="row">{t.layers.layerRow(example, index)}</th>
              <td className="help-num">
                <Amount value={-layer.saved} signed />
              </td>
            </tr>
          ))}
          {example.alerted ? (
            <>
              <tr>
                <th scope="row">{t.layers.throughDefensesRow}</th>
                <td className="help-num">
                  <Amount value={example.damageBeforeAlert} />
                </td>
              </tr>
              <tr>
                <th scope="row">{t.alert.alertRow(example)}</th>
                <td className="help-num">
                  <Amount value={-example.alertSaved} signed />
                </td>
              </tr>
              <tr className="help-total">
                <th scope="row">{t.alert.damageRow}</th>
                <td className="help-num">
                  <Amount value={example.damage} />
                </td>
              </tr>
            </>
          ) : (
            <tr className="help-total">
              <th scope="row">{t.layers.throughRow}</th>
              <td className="help-num">
                <Amount value={example.damage} />
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

function Formulas() {
  return (
    <div className="help-formulas">
      <h3>{t.layers.formulaTitle}</h3>
      <ul>
        {t.layers.formulas.map((formula) => (
          <li key={formula}>
            <code>{formula}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

function WaveLedgerTable({ e }: { e: HelpExamples }) {
  return (
    <div className="help-table-wrap">
      <table className="help-table">
        <caption>{t.money.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.money.lineHeader}</th>
            <th scope="col" className="help-num">
              {t.layers.amountHeader}
            </th>
          </tr>
        </thead>
        <tbody>
          {t.money.lines(e).map((line) => (
            <tr key={line.label}>
              <th scope="row">{line.label}</th>
              <td className="help-num">
                <Amount value={line.amount} signed />
              </td>
            </tr>
          ))}
          <tr className="help-total">
            <th scope="row">{t.money.netRow}</th>
            <td className="help-num">
              <Amount value={e.wave.result.netChange} signed />
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function StarsTable({ e }: { e: HelpExamples }) {
  const lowest = e.stars.at(-1)?.minPercent ?? 0;
  return (
    <div className="help-table-wrap">
      <table className="help-table">
        <caption>{t.stars.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.stars.preventedHeader}</th>
            <th scope="col">{t.stars.starsHeader}</th>
            <th scope="col" className="help-num">
              {t.stars.bonusHeader}
            </th>
          </tr>
        </thead>
        <tbody>
          {e.stars.map((row) => (
            <tr key={row.stars}>
              <th scope="row">{t.stars.atLeast(row.minPercent)}</th>
              <td>
                <span aria-hidden="true" className="help-stars">
                  {'★'.repeat(row.stars)}
                </span>{' '}
                {t.stars.starCount(row.stars)}
              </td>
              <td className="help-num">
                <Amount value={row.stars * e.economy.starBonus} signed />
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t.stars.below(lowest)}</th>
            <td>{t.stars.starCount(0)}</td>
            <td className="help-num">
              <Amount value={0} />
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function WaveShapesTable({ e }: { e: HelpExamples }) {
  return (
    <div className="help-table-wrap">
      <table className="help-table">
        <caption>{t.forecast.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.forecast.difficultyHeader}</th>
            <th scope="col" className="help-num">
              {t.forecast.attacksHeader}
            </th>
            <th scope="col">{t.forecast.dangerHeader}</th>
          </tr>
        </thead>
        <tbody>
          {e.waveShapes.map((shape) => (
            <tr key={shape.difficulty}>
              <th scope="row">
                {t.forecast.difficultyNames[shape.difficulty] ?? shape.difficulty}
              </th>
              <td className="help-num">{shape.size}</td>
              <td>{t.forecast.danger(shape.minDanger, shape.maxDanger)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function HelpPage() {
  // Pure engine arithmetic, the same on every render.
  const e = useMemo(computeHelpExamples, []);
  return (
    <PageShell title={t.title} lead={t.lead}>
      <div className="help">
        <TableOfContents items={TOC} title={t.tocTitle} />
        <p className="help-note">{t.computedNote}</p>

        <HelpSection id="howToPlay">
          <P text={t.howToPlay.intro(e)} />
          <ol className="help-steps">
            {t.howToPlay.steps.map((step) => (
              <li key={step}>
                <Prose text={step} />
              </li>
            ))}
          </ol>
          <P text={t.howToPlay.goal} />
        </HelpSection>

        <HelpSection id="wave">
          <P text={t.wave.intro} />
          <ol className="help-steps">
            {t.wave.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <P text={t.wave.fair} />
        </HelpSection>

        <HelpSection id="layers">
          <P text={t.layers.intro} />
          <Formulas />
          <h3>{t.layers.exampleTitle(e)}</h3>
          <P text={t.layers.exampleIntro(e)} />
          <p className="help-formula-line">
            <code>{t.layers.remainingLine(e)}</code>
          </p>
          <AttackTable example={e.layered} caption={t.layers.tableCaption(e)} />
          <P text={t.layers.compare(e)} />
          <P text={t.layers.order} />
          <h3>{t.layers.zeroTitle}</h3>
          <P text={t.layers.zero(e)} />
        </HelpSection>

        <HelpSection id="alert">
          <P text={t.alert.intro(e)} />
          <P text={t.alert.pick} />
          <h3>{t.alert.exampleTitle}</h3>
          <P text={t.alert.example(e)} />
          <AttackTable example={e.layeredWithAlert} caption={t.alert.tableCaption(e)} />
          <P text={t.alert.undefended(e)} />
        </HelpSection>

        <HelpSection id="money">
          <P text={t.money.intro(e)} />
          <h3>{t.money.exampleTitle}</h3>
          <P text={t.money.example(e)} />
          <WaveLedgerTable e={e} />
          <P text={t.money.rounding(e)} />
          <P text={t.money.debt} />
          <P text={t.money.netWorth} />
        </HelpSection>

        <HelpSection id="stars">
          <P text={t.stars.intro} />
          <StarsTable e={e} />
          <P text={t.stars.example(e)} />
        </HelpSection>

        <HelpSection id="shop">
          <P text={t.shop.intro} />
          <P text={t.shop.refund(e)} />
          <P text={t.shop.when} />
        </HelpSection>

        <HelpSection id="learning">
          <P text={t.learning.intro(e)} />
          <P text={t.learning.reviews(e)} />
        </HelpSection>

        <HelpSection id="forecast">
          <P text={t.forecast.intro} />
          <WaveShapesTable e={e} />
          <P text={t.forecast.custom(e)} />
          <P text={t.forecast.schedule} />
        </HelpSection>

        <HelpSection id="seasons">
          <P text={t.seasons.intro} />
          <P text={t.seasons.reset(e)} />
          <P text={t.seasons.kept} />
        </HelpSection>

        <HelpSection id="leaderboard">
          <P text={t.leaderboard.intro} />
          <P text={t.leaderboard.leagues} />
          <P text={t.leaderboard.anonymous} />
        </HelpSection>

        <HelpSection id="faq">
          <div className="help-faq">
            {t.faq.map((item) => (
              <details key={item.q}>
                <summary>{item.q}</summary>
                <P text={item.a} />
              </details>
            ))}
          </div>
        </HelpSection>

        <HelpSection id="glossary">
          <dl className="help-glossary">
            {t.glossary.map((item) => (
              <div key={item.term}>
                <dt>{item.term}</dt>
                <dd>{item.definition}</dd>
              </div>
            ))}
          </dl>
        </HelpSection>
      </div>
    </PageShell>
  );
}
