import {
  EFFECT_SIZE_LABEL,
  type PairedEffect,
  pairedEffectFromMoments,
  pairedEffectSize,
} from '@ffl/engine/effect-size';
import { FAMILY_IDS, type FamilyId } from '@ffl/engine/ids';
import { detectionStats } from '@ffl/engine/signal-detection';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import type { MeasurePhase } from '../../db/schema/measure';
import { currentProgramme, findProgramme, toProgramme } from './measure-service';
import type { LearningReport, ReportGroup } from './measure-schemas';

/*
 * The game master's learning report (decision 0026): per family and overall, the baseline against
 * the post-check (and against the retention check), from the per-family scores written when each
 * check closed (measure_score). Every answer in a check is a first attempt, and checks never
 * include quiz retakes, reviews or drills, so nothing else can enter the figures.
 *
 * The sums run in SQL, so the report over 100,000 players is a few aggregate rows:
 * - accuracy per player is the share of a family's items right; a player counts in a family with
 *   both a baseline and a later check of it; overall adds the families a player has in both;
 * - the effect size is Hedges' g (paired, g_z) on those accuracies, with its 95% interval: a
 *   seeded bootstrap over players (2,000 resamples) up to BOOTSTRAP_MAX_PLAYERS, else the normal
 *   approximation from the moments (the two agree at that size);
 * - d′ per family is the mean of each player's d′ (log-linear corrected) from the decision items;
 *   overall d′ pools each player's decisions over their paired families.
 */

/** Above this many players, the interval is the normal approximation rather than the bootstrap. */
export const BOOTSTRAP_MAX_PLAYERS = 2_000;

export type ReportFilters = {
  programmeId?: string;
  leagueId?: string;
  from?: Date;
  to?: Date;
};

const METHOD = `Each player's baseline is paired with their post-check (or retention check) on a parallel form, family by family; every answer is a first attempt, and quiz retakes, reviews and drills never enter. Accuracy is the share of a family's items a player got right. The effect is ${EFFECT_SIZE_LABEL}: the mean change over the standard deviation of the changes, with Hedges' small-sample correction; its 95% interval is a seeded bootstrap over players (2,000 resamples) up to ${BOOTSTRAP_MAX_PLAYERS.toLocaleString('en-US')} players, else the normal approximation. d′ is z(hits) − z(false alarms) on scam-or-genuine decisions, log-linear corrected. Forms are parallel by design (each form has one easy, one medium and one hard item per family) and rotated (half the players take A then B, half B then A), so a form effect shows in the order table instead of the gain; the forms table gives each form's accuracy on first attempts.`;

/** The players a report covers: all, or a league's members; the later check closed in the dates. */
function scope(filters: ReportFilters, alias: string): SQL {
  const parts: SQL[] = [];
  if (filters.leagueId)
    parts.push(
      sql`${sql.raw(alias)}.user_id in (select user_id from league_member where league_id = ${filters.leagueId})`,
    );
  if (filters.from) parts.push(sql`${sql.raw(alias)}.closed_at >= ${filters.from}`);
  if (filters.to) parts.push(sql`${sql.raw(alias)}.closed_at <= ${filters.to}`);
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

type MomentRow = {
  family: string;
  n: number | string;
  pre: number | null;
  post: number | null;
  mean_change: number | null;
  sd_change: number | null;
  d_pre: number | null;
  d_post: number | null;
  d_n: number | string;
};

type PairRow = { family: string; pre: number; post: number };
type PooledRow = {
  user_id: string;
  pre: number;
  post: number;
  hits_pre: number;
  scams_pre: number;
  fa_pre: number;
  genuine_pre: number;
  hits_post: number;
  scams_post: number;
  fa_post: number;
  genuine_post: number;
  form_order: string;
};

/** The paired rows of one later phase: baseline and later score per player and family. */
function pairs(programmeId: string, later: MeasurePhase, filters: ReportFilters): SQL {
  return sql`select b.user_id, b.family, b.form as pre_form, l.form as post_form,
      b.correct::float8 / b.total as pre, l.correct::float8 / l.total as post,
      b.d_prime as d_pre, l.d_prime as d_post, b.scams as scams_pre, b.genuine as genuine_pre,
      l.scams as scams_post, l.genuine as genuine_post,
      b.hits as hits_pre, b.false_alarms as fa_pre, l.hits as hits_post, l.false_alarms as fa_post,
      b.correct as c_pre, b.total as t_pre, l.correct as c_post, l.total as t_post
    from measure_score b
    join measure_score l on l.user_id = b.user_id and l.family = b.family
      and l.programme_id = b.programme_id and l.phase = ${later}
    where b.programme_id = ${programmeId} and b.phase = 'pre' and b.total > 0 and l.total > 0
      and ${scope(filters, 'l')}`;
}

function toGroup(
  family: FamilyId | 'all',
  effect: PairedEffect,
  dPrime: { n: number; pre: number | null; post: number | null },
): ReportGroup {
  return {
    family,
    n: effect.n,
    accuracyPre: effect.meanPre,
    accuracyPost: effect.meanPost,
    change: effect.meanChange,
    g: effect.g,
    interval: effect.interval,
    intervalMethod: effect.interval ? (effect.bootstrapInterval ? 'bootstrap' : 'normal') : null,
    reason: effect.reason,
    dPrime: {
      n: dPrime.n,
      pre: dPrime.pre,
      post: dPrime.post,
      change: dPrime.pre === null || dPrime.post === null ? null : dPrime.post - dPrime.pre,
    },
  };
}

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** Baseline against one later phase, per family and overall. */
async function compare(
  db: Db,
  programmeId: string,
  later: MeasurePhase,
  filters: ReportFilters,
): Promise<{ groups: ReportGroup[]; orders: LearningReport['orders'] }> {
  const base = pairs(programmeId, later, filters);
  const moments = await selectRows<MomentRow>(
    db,
    sql`with p as (${base})
      select family, count(*) as n, avg(pre) as pre, avg(post) as post,
        avg(post - pre) as mean_change, stddev_samp(post - pre) as sd_change,
        avg(d_pre) filter (where scams_pre > 0 and genuine_pre > 0 and scams_post > 0 and genuine_post > 0) as d_pre,
        avg(d_post) filter (where scams_pre > 0 and genuine_pre > 0 and scams_post > 0 and genuine_post > 0) as d_post,
        count(*) filter (where scams_pre > 0 and genuine_pre > 0 and scams_post > 0 and genuine_post > 0) as d_n
      from p group by family`,
  );
  const small = moments.filter((row) => Number(row.n) <= BOOTSTRAP_MAX_PLAYERS).map((row) => row.family);
  const people =
    small.length === 0
      ? []
      : await selectRows<PairRow>(
          db,
          sql`with p as (${base}) select family, pre, post from p
            where family in (${sql.join(
              small.map((family) => sql`${family}`),
              sql`, `,
            )}) order by user_id`,
        );
  const groups: ReportGroup[] = FAMILY_IDS.map((family) => {
    const row = moments.find((m) => m.family === family);
    const effect = effectOf(
      row,
      people.filter((p) => p.family === family),
    );
    return toGroup(family, effect, {
      n: Number(row?.d_n ?? 0),
      pre: num(row?.d_pre ?? null),
      post: num(row?.d_post ?? null),
    });
  });

  // Overall: each player's paired families added up; d′ from their pooled decisions.
  const pooled = await selectRows<PooledRow>(
    db,
    sql`with p as (${base})
      select user_id, sum(c_pre)::float8 / sum(t_pre) as pre, sum(c_post)::float8 / sum(t_post) as post,
        sum(hits_pre)::int as hits_pre, sum(scams_pre)::int as scams_pre, sum(fa_pre)::int as fa_pre,
        sum(genuine_pre)::int as genuine_pre, sum(hits_post)::int as hits_post,
        sum(scams_post)::int as scams_post, sum(fa_post)::int as fa_post,
        sum(genuine_post)::int as genuine_post, min(pre_form) || '→' || min(post_form) as form_order
      from p group by user_id order by user_id`,
  );
  const overall =
    pooled.length <= BOOTSTRAP_MAX_PLAYERS
      ? pairedEffectSize(pooled.map((row) => ({ pre: Number(row.pre), post: Number(row.post) })))
      : pairedEffectFromMoments(momentsOf(pooled.map((row) => [Number(row.pre), Number(row.post)])));
  let dN = 0;
  let dPre = 0;
  let dPost = 0;
  for (const row of pooled) {
    if (!(row.scams_pre > 0 && row.genuine_pre > 0 && row.scams_post > 0 && row.genuine_post > 0))
      continue;
    dN += 1;
    dPre += detectionStats({
      hits: row.hits_pre,
      scams: row.scams_pre,
      falseAlarms: row.fa_pre,
      genuine: row.genuine_pre,
    }).dPrime;
    dPost += detectionStats({
      hits: row.hits_post,
      scams: row.scams_post,
      falseAlarms: row.fa_post,
      genuine: row.genuine_post,
    }).dPrime;
  }
  groups.push(
    toGroup('all', overall, {
      n: dN,
      pre: dN === 0 ? null : dPre / dN,
      post: dN === 0 ? null : dPost / dN,
    }),
  );

  const orders = new Map<string, { n: number; sum: number }>();
  for (const row of pooled) {
    const entry = orders.get(row.form_order) ?? { n: 0, sum: 0 };
    entry.n += 1;
    entry.sum += Number(row.post) - Number(row.pre);
    orders.set(row.form_order, entry);
  }
  return {
    groups,
    orders: [...orders]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([order, { n, sum }]) => ({ order, n, change: n === 0 ? null : sum / n })),
  };
}

function momentsOf(scores: readonly [number, number][]) {
  const n = scores.length;
  const meanPre = scores.reduce((s, [pre]) => s + pre, 0) / Math.max(n, 1);
  const meanPost = scores.reduce((s, [, post]) => s + post, 0) / Math.max(n, 1);
  const meanChange = meanPost - meanPre;
  const squares = scores.reduce((s, [pre, post]) => s + (post - pre - meanChange) ** 2, 0);
  return { n, meanPre, meanPost, meanChange, sdChange: n > 1 ? Math.sqrt(squares / (n - 1)) : 0 };
}

function effectOf(row: MomentRow | undefined, people: readonly PairRow[]): PairedEffect {
  const n = Number(row?.n ?? 0);
  if (n <= BOOTSTRAP_MAX_PLAYERS)
    return pairedEffectSize(people.map((p) => ({ pre: Number(p.pre), post: Number(p.post) })));
  return pairedEffectFromMoments({
    n,
    meanPre: Number(row?.pre ?? 0),
    meanPost: Number(row?.post ?? 0),
    meanChange: Number(row?.mean_change ?? 0),
    sdChange: Number(row?.sd_change ?? 0),
  });
}

/** The learning report for the game master, over everyone or a league, in a date range. */
export async function getLearningReport(
  db: Db,
  filters: ReportFilters,
  now: Date,
): Promise<LearningReport> {
  const programme = filters.programmeId
    ? await findProgramme(db, filters.programmeId)
    : await currentProgramme(db, now);
  const post = await compare(db, programme.id, 'post', filters);
  const retention = await compare(db, programme.id, 'retention', filters);
  const forms = await selectRows<{ form: string; n: number | string; accuracy: number | null }>(
    db,
    sql`select s.form, count(distinct s.user_id) as n, sum(s.correct)::float8 / nullif(sum(s.total), 0) as accuracy
      from measure_score s where s.programme_id = ${programme.id} and ${scope(filters, 's')}
      group by s.form order by s.form`,
  );
  const players = await selectRows<{ phase: string; n: number | string }>(
    db,
    sql`select s.phase, count(distinct s.user_id) as n from measure_score s
      where s.programme_id = ${programme.id} and ${scope(filters, 's')} group by s.phase`,
  );
  const count = (phase: MeasurePhase) => Number(players.find((p) => p.phase === phase)?.n ?? 0);
  return {
    programme: toProgramme(programme),
    filters: {
      leagueId: filters.leagueId ?? null,
      from: filters.from?.toISOString() ?? null,
      to: filters.to?.toISOString() ?? null,
    },
    effectSize: EFFECT_SIZE_LABEL,
    method: METHOD,
    post: post.groups,
    retention: retention.groups,
    forms: (['A', 'B', 'C'] as const).map((form) => {
      const row = forms.find((f) => f.form === form);
      return { form, n: Number(row?.n ?? 0), accuracy: num(row?.accuracy ?? null) };
    }),
    orders: post.orders,
    players: { baseline: count('pre'), post: count('post'), retention: count('retention') },
  };
}

/** The report as CSV: one line per comparison and family, with N beside every effect. */
export function reportCsv(report: LearningReport): string {
  const header = [
    'comparison',
    'family',
    'n',
    'accuracy_pre',
    'accuracy_post',
    'change',
    'hedges_g',
    'ci95_lower',
    'ci95_upper',
    'interval_method',
    'dprime_n',
    'dprime_pre',
    'dprime_post',
    'dprime_change',
  ];
  const cell = (value: number | string | null) =>
    value === null ? '' : typeof value === 'number' ? String(Number(value.toFixed(6))) : value;
  const lines = [header.join(',')];
  for (const [comparison, groups] of [
    ['baseline-post', report.post],
    ['baseline-retention', report.retention],
  ] as const) {
    for (const g of groups) {
      lines.push(
        [
          comparison,
          g.family,
          g.n,
          g.accuracyPre,
          g.accuracyPost,
          g.change,
          g.g,
          g.interval?.lower ?? null,
          g.interval?.upper ?? null,
          g.intervalMethod,
          g.dPrime.n,
          g.dPrime.pre,
          g.dPrime.post,
          g.dPrime.change,
        ]
          .map(cell)
          .join(','),
      );
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
