import {
  EFFECT_SIZE_LABEL,
  type PairedEffect,
  pairedEffectFromMoments,
  pairedEffectSize,
} from '@ffl/engine/effect-size';
import { FAMILY_IDS, type FamilyId } from '@ffl/engine/ids';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { MeasurePhase } from '../../db/schema/measure';
import { selectRows, sqlNumber } from '../../db/select-rows';
import { balanceOf, latestFormSetRow } from './measure-forms';
import type { LearningReport, ReportGroup } from './measure-schemas';
import { currentProgramme, findProgramme, toProgramme } from './measure-service';

/*
 * The game master's learning report (decision 0026): per family and overall, the baseline against
 * the post-check (and against the retention check), from the pairs written when each later check
 * closed (measure_pair: a player's baseline and later accuracy and d′, per family and for all the
 * families paired so far). Every answer in a check is a first attempt, and checks never include
 * quiz retakes, reviews or drills, so nothing else can enter the figures.
 *
 * The sums run in SQL, so the report over 100,000 players is a few aggregate rows:
 * - accuracy per player is the share of a family's items right; a player counts in a family with
 *   both a baseline and a later check of it; overall adds the families a player has in both;
 * - the effect size is Hedges' g (paired, g_z) on those accuracies, with its 95% interval: a
 *   seeded bootstrap over players (2,000 resamples) up to BOOTSTRAP_MAX_PLAYERS, else the normal
 *   approximation from the moments (the two agree at that size);
 * - d′ per family is the mean of each player's d′ (log-linear corrected) from the decision items;
 *   overall d′ pools each player's decisions over their paired families.
 * - how the forms are balanced (decision 0028): the current form set's method, the responses it
 *   was estimated from and when, and each form's mean estimated difficulty.
 */

/** Above this many players, the interval is the normal approximation rather than the bootstrap. */
export const BOOTSTRAP_MAX_PLAYERS = 2_000;

export type ReportFilters = {
  programmeId?: string;
  leagueId?: string;
  from?: Date;
  to?: Date;
};

const method = (balance: string) =>
  `Each player's baseline is paired with their post-check (or retention check) on a parallel form, family by family; every answer is a first attempt, and quiz retakes, reviews and drills never enter. Accuracy is the share of a family's items a player got right. The effect is ${EFFECT_SIZE_LABEL}: the mean change over the standard deviation of the changes, with Hedges' small-sample correction; its 95% interval is a seeded bootstrap over players (2,000 resamples) up to ${BOOTSTRAP_MAX_PLAYERS.toLocaleString('en-US')} players, else the normal approximation. d′ is z(hits) − z(false alarms) on scam-or-genuine decisions, log-linear corrected. ${balance} Forms cover every family with the same kinds of item and are rotated (half the players take A then B, half B then A; a player's later checks keep the form set of their baseline), so a form effect shows in the order table instead of the gain; the forms table gives each form's accuracy on first attempts and its mean estimated difficulty.`;

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

/** A family's sums over its pairs: the counts are bigint, the averages float8. */
const MomentRowSchema = z.object({
  family: z.string(),
  n: sqlNumber,
  pre: z.number().nullable(),
  post: z.number().nullable(),
  mean_change: z.number().nullable(),
  sd_change: z.number().nullable(),
  d_pre: z.number().nullable(),
  d_post: z.number().nullable(),
  d_n: sqlNumber,
});

type MomentRow = z.infer<typeof MomentRowSchema>;

const PairRowSchema = z.object({ family: z.string(), pre: z.number(), post: z.number() });

type PairRow = z.infer<typeof PairRowSchema>;

const OrderRowSchema = z.object({
  form_order: z.string(),
  n: sqlNumber,
  change: z.number().nullable(),
});
const FormRowSchema = z.object({ form: z.string(), n: sqlNumber, accuracy: z.number().nullable() });
const PhaseCountRowSchema = z.object({ phase: z.string(), n: sqlNumber });
const CountRowSchema = z.object({ n: sqlNumber });

/** The pairs of one later phase within the filters (measure_pair, written at each close). */
function pairScope(programmeId: string, later: MeasurePhase, filters: ReportFilters): SQL {
  return sql`p.programme_id = ${programmeId} and p.later_phase = ${later} and ${scope(filters, 'p')}`;
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

/**
 * Baseline against one later phase, per family and overall ('all' pairs each player's families
 * paired so far): one pass of sums, plus each player's scores for the bootstrap where N is small.
 */
async function compare(
  db: Db,
  programmeId: string,
  later: MeasurePhase,
  filters: ReportFilters,
): Promise<{ groups: ReportGroup[]; orders: LearningReport['orders'] }> {
  const where = pairScope(programmeId, later, filters);
  const moments = await selectRows(
    db,
    sql`select p.family, count(*) as n, avg(p.pre) as pre, avg(p.post) as post,
        avg(p.post - p.pre) as mean_change, stddev_samp(p.post - p.pre) as sd_change,
        count(*) filter (where p.d_prime_pre is not null and p.d_prime_post is not null) as d_n,
        avg(p.d_prime_pre) filter (where p.d_prime_pre is not null and p.d_prime_post is not null) as d_pre,
        avg(p.d_prime_post) filter (where p.d_prime_pre is not null and p.d_prime_post is not null) as d_post
      from measure_pair p where ${where} group by p.family`,
    MomentRowSchema,
  );
  const small = moments.filter((row) => row.n <= BOOTSTRAP_MAX_PLAYERS).map((row) => row.family);
  const people =
    small.length === 0
      ? []
      : await selectRows(
          db,
          sql`select p.family, p.pre, p.post from measure_pair p
            where ${where} and p.family in (${sql.join(
              small.map((family) => sql`${family}`),
              sql`, `,
            )}) order by p.user_id`,
          PairRowSchema,
        );
  const groups: ReportGroup[] = [...FAMILY_IDS, 'all' as const].map((family) => {
    const row = moments.find((m) => m.family === family);
    const effect = effectOf(
      row,
      people.filter((p) => p.family === family),
    );
    return toGroup(family, effect, {
      n: row?.d_n ?? 0,
      pre: row?.d_pre ?? null,
      post: row?.d_post ?? null,
    });
  });
  const orders = await selectRows(
    db,
    sql`select p.pre_form || '→' || p.post_form as form_order, count(*) as n, avg(p.post - p.pre) as change
      from measure_pair p where ${where} and p.family = 'all' group by 1 order by 1`,
    OrderRowSchema,
  );
  return {
    groups,
    orders: orders.map((row) => ({ order: row.form_order, n: row.n, change: row.change })),
  };
}

function effectOf(row: MomentRow | undefined, people: readonly PairRow[]): PairedEffect {
  const n = row?.n ?? 0;
  if (n <= BOOTSTRAP_MAX_PLAYERS)
    return pairedEffectSize(people.map((p) => ({ pre: p.pre, post: p.post })));
  return pairedEffectFromMoments({
    n,
    meanPre: row?.pre ?? 0,
    meanPost: row?.post ?? 0,
    meanChange: row?.mean_change ?? 0,
    sdChange: row?.sd_change ?? 0,
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
  // Checks are closed once each; a baseline is one per player and programme.
  const checks = sql`c.programme_id = ${programme.id} and c.closed and ${scope(filters, 'c')}`;
  const forms = await selectRows(
    db,
    sql`select c.form, count(*) as n, sum(c.correct)::float8 / nullif(sum(c.total), 0) as accuracy
      from measure_check c where ${checks} group by c.form order by c.form`,
    FormRowSchema,
  );
  const players = await selectRows(
    db,
    sql`select c.phase, count(distinct c.user_id) as n from measure_check c
      where ${checks} group by c.phase`,
    PhaseCountRowSchema,
  );
  const count = (phase: MeasurePhase) => players.find((p) => p.phase === phase)?.n ?? 0;
  const formSet = await latestFormSetRow(db);
  const [earlier] = await selectRows(
    db,
    sql`select count(*) as n from measure_check c
      where ${checks} and c.form_set_id is distinct from ${formSet?.id ?? null}`,
    CountRowSchema,
  );
  const balance = balanceOf(formSet, earlier?.n ?? 0);
  return {
    programme: toProgramme(programme),
    filters: {
      leagueId: filters.leagueId ?? null,
      from: filters.from?.toISOString() ?? null,
      to: filters.to?.toISOString() ?? null,
    },
    effectSize: EFFECT_SIZE_LABEL,
    method: method(balance.statement),
    post: post.groups,
    retention: retention.groups,
    forms: (['A', 'B', 'C'] as const).map((form) => {
      const row = forms.find((f) => f.form === form);
      return {
        form,
        n: row?.n ?? 0,
        accuracy: row?.accuracy ?? null,
        meanDifficulty: formSet?.formMeans[form]?.mean ?? null,
      };
    }),
    balance,
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
