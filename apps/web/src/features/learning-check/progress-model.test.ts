import { describe, expect, it } from 'vitest';
import type { ProgressPoint } from './check-contract';
import { layoutProgressChart, PROGRESS_CHART } from './progress-chart-layout';
import { dPrimeWords, formatDPrime, progressSentence, progressSteps } from './progress-model';

const point = (over: Partial<ProgressPoint>): ProgressPoint => ({
  checkId: 'a1B2c3D4e5F6g7H8i9J0',
  phase: 'pre',
  closedAt: '2026-01-05T10:00:00.000Z',
  correct: 1,
  total: 3,
  signsFound: 1,
  signsTotal: 3,
  falseSigns: 0,
  hits: 1,
  scams: 1,
  falseAlarms: 1,
  genuine: 1,
  dPrime: 0.4,
  criterion: 0,
  ...over,
});

const dateOf = (iso: string) => iso.slice(0, 10);

describe('progressSteps: the chart’s checks', () => {
  it('turns counts into shares, and a check without signs to spot into no value', () => {
    const steps = progressSteps(
      [
        point({ checkId: 'A', signsFound: 1, signsTotal: 3, correct: 1, total: 3 }),
        point({ checkId: 'B', phase: 'post', signsFound: 0, signsTotal: 0, correct: 3, total: 3 }),
      ],
      dateOf,
    );
    expect(steps.map((s) => [s.key, s.shortLabel, s.signs, s.right])).toEqual([
      ['A', 'Baseline', 1 / 3, 1 / 3],
      ['B', 'Post', null, 1],
    ]);
    expect(steps[0]?.label).toBe('Baseline check, 2026-01-05');
  });

  it('says each series at each check in words', () => {
    const steps = progressSteps(
      [
        point({ checkId: 'A' }),
        point({ checkId: 'B', phase: 'post', signsFound: 3, signsTotal: 3, correct: 3, total: 3 }),
      ],
      dateOf,
    );
    expect(progressSentence(steps)).toBe(
      'Warning signs spotted: 33% at your baseline check, then 100% at your post-check. Items right: 33% at your baseline check, then 100% at your post-check.',
    );
    const noSigns = progressSteps([point({ signsTotal: 0, signsFound: 0 })], dateOf);
    expect(progressSentence(noSigns)).toBe(
      'No warning signs to spot in these checks. Items right: 33% at your baseline check.',
    );
  });
});

describe('d′ in plain words', () => {
  it('has one decimal and a true minus sign', () => {
    expect(formatDPrime(1.26)).toBe('1.3');
    expect(formatDPrime(-0.44)).toBe('\u22120.4');
    expect(formatDPrime(0.04)).toBe('0');
    expect(formatDPrime(2)).toBe('2.0');
  });

  it('compares the first check with the latest', () => {
    expect(
      dPrimeWords([
        point({ dPrime: 0.4 }),
        point({ phase: 'post', dPrime: 0.9 }),
        point({ phase: 'retention', dPrime: 1.3 }),
      ]),
    ).toBe('How well you tell scams from genuine messages: d′ 0.4 → 1.3');
    expect(dPrimeWords([point({ dPrime: 0.4 })])).toBe(
      'How well you tell scams from genuine messages: d′ 0.4',
    );
  });

  it('leaves out a check without both scams and genuine messages, and says nothing without one', () => {
    expect(
      dPrimeWords([point({ genuine: 0, dPrime: 9 }), point({ phase: 'post', dPrime: 1.1 })]),
    ).toBe('How well you tell scams from genuine messages: d′ 1.1');
    expect(dPrimeWords([point({ scams: 0 })])).toBeNull();
    expect(dPrimeWords([])).toBeNull();
  });
});

describe('layoutProgressChart', () => {
  const { padLeft, padRight, padTop, padBottom, height } = PROGRESS_CHART;

  it('spreads the checks over the width, 0% at the bottom and 100% at the top', () => {
    const layout = layoutProgressChart(['A', 'B'], [[0, 1]], 400);
    expect(layout.xs).toEqual([padLeft, 400 - padRight]);
    expect(layout.series[0]?.points.map((p) => p.y)).toEqual([height - padBottom, padTop]);
    expect(layout.series[0]?.path).toBe(
      `M${padLeft},${height - padBottom} L${400 - padRight},${padTop}`,
    );
    expect(layout.ticks.map((t) => t.value)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it('puts a single check in the middle', () => {
    const layout = layoutProgressChart(['A'], [[0.5]], 400);
    expect(layout.xs[0]).toBe(padLeft + (400 - padRight - padLeft) / 2);
  });

  it('draws no line across a check without a value', () => {
    const layout = layoutProgressChart(['A', 'B', 'C'], [[0.2, null, 0.8]], 300);
    expect(layout.series[0]?.points.map((p) => p.key)).toEqual(['A', 'C']);
    expect(layout.series[0]?.path.match(/L/g)).toBeNull();
    expect(layout.series[0]?.path.match(/M/g)).toHaveLength(2);
  });
});
