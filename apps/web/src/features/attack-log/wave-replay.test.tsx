import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Report } from './report-why';
import { WaveReplayView } from './wave-replay';
import {
  attackOutcome,
  attackStage,
  buildReplaySteps,
  type ReplayState,
  replayReducer,
  startReplay,
} from './wave-replay-steps';

/**
 * A stored report of three attacks, one of each outcome: Phishing (27,500) reduced to 6,875 by
 * Email Filtering L1 and the social alert; Ransomware (55,000) through in full; Ddos (30,000)
 * blocked by DDoS Protection L3 and Traffic Filtering. 50,625 of 112,500 stopped (45%): 2 stars.
 */
const report = {
  id: 'R'.repeat(20),
  waveId: 'W'.repeat(20),
  landedAt: '2026-01-01T18:00:00.000Z',
  difficulty: 'custom',
  forecast: ['cyber'],
  alertFamily: 'social',
  stars: 2,
  totalBase: 112_500,
  totalDamage: 61_875,
  prevented: 50_625,
  preventedPercent: 45,
  netChange: -3_375,
  cashAfter: 900_000,
  netWorthAfter: 1_000_000,
  points: 42,
  pointsAfter: 42,
  rankBefore: null,
  rankAfter: 1,
  practice: false,
  ledger: [
    { kind: 'damage', amount: -61_875 },
    { kind: 'revenue', amount: 40_000 },
    { kind: 'upkeep', amount: -1_500 },
    { kind: 'bonus', amount: 20_000 },
  ],
  attacks: [
    {
      fraudId: 'Phishing',
      fraudName: 'Phishing',
      family: 'social',
      base: 27_500,
      layers: [
        {
          defenseId: 'EmailFiltering',
          defenseName: 'Email Filtering and Anti-Phishing',
          level: 1,
          effectiveness: 50,
          saved: 13_750,
        },
      ],
      damageBeforeAlert: 13_750,
      alerted: true,
      alertSaved: 6_875,
      damage: 6_875,
      prevented: 20_625,
      bestImprovement: null,
    },
    {
      fraudId: 'Ransomware',
      fraudName: 'Ransomware',
      family: 'cyber',
      base: 55_000,
      layers: [],
      damageBeforeAlert: 55_000,
      alerted: false,
      alertSaved: 0,
      damage: 55_000,
      prevented: 0,
      bestImprovement: null,
    },
    {
      fraudId: 'Ddos',
      fraudName: 'DDoS',
      family: 'cyber',
      base: 30_000,
      layers: [
        {
          defenseId: 'DdosProtection',
          defenseName: 'DDoS Protection',
          level: 3,
          effectiveness: 100,
          saved: 30_000,
        },
      ],
      damageBeforeAlert: 0,
      alerted: false,
      alertSaved: 0,
      damage: 0,
      prevented: 30_000,
      bestImprovement: null,
    },
  ],
} as Report;

const steps = buildReplaySteps(report);
const noop = () => undefined;

function render(state: ReplayState) {
  return renderToStaticMarkup(
    <WaveReplayView
      report={report}
      steps={steps}
      state={state}
      dispatch={noop}
      reducedMotion={() => false}
    />,
  );
}

/** The text log's items, in order. */
function logOf(html: string): string[] {
  const list = /<ol aria-label="The wave, step by step">(.*?)<\/ol>/.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1] ?? '');
}

describe('the replay’s steps', () => {
  it('start, then each attack arrives, meets the defenses and the alert, and ends; then the money', () => {
    expect(steps.map((step) => `${step.kind}${step.attack ?? ''}`)).toEqual([
      'start',
      'arrive0',
      'meet0',
      'outcome0',
      'arrive1',
      'meet1',
      'outcome1',
      'arrive2',
      'meet2',
      'outcome2',
      'money',
    ]);
    expect(steps.map((step) => step.text)).toEqual([
      'The wave hits: 3 attacks, $112,500 of base damage. Your alert: Social engineering.',
      'Attack 1 of 3: Phishing (Social engineering) hits for $27,500.',
      'Email Filtering and Anti-Phishing (level 1) stops $13,750. Your alert on Social engineering halves what got through: $6,875 saved.',
      'Reduced: $6,875 of $27,500 gets through. So far $6,875 lost and $20,625 stopped: 1 of 5 stars.',
      'Attack 2 of 3: Ransomware (Cyber intrusion) hits for $55,000.',
      'None of your defenses covers it, and your alert was elsewhere.',
      'It gets through: all $55,000. So far $61,875 lost and $20,625 stopped: 1 of 5 stars.',
      'Attack 3 of 3: DDoS (Cyber intrusion) hits for $30,000.',
      'DDoS Protection (level 3) stops $30,000.',
      'Blocked: nothing gets through. So far $61,875 lost and $50,625 stopped: 2 of 5 stars.',
      'The wave is over. Damage \u2212$61,875, revenue +$40,000, upkeep \u2212$1,500, star bonus +$20,000 for 2 stars. Net change: \u2212$3,375. Points: 42.',
    ]);
  });

  it('count what was lost and stopped up to the report’s totals, and the stars up to its stars', () => {
    const tallies = steps.map((step) => step.tally);
    for (let index = 1; index < tallies.length; index += 1) {
      expect(tallies[index]?.lost).toBeGreaterThanOrEqual(tallies[index - 1]?.lost ?? 0);
      expect(tallies[index]?.stars).toBeGreaterThanOrEqual(tallies[index - 1]?.stars ?? 0);
    }
    expect(tallies.at(-1)).toEqual({
      lost: report.totalDamage,
      stopped: report.prevented,
      stars: report.stars,
    });
    expect(report.attacks.map(attackOutcome)).toEqual(['reduced', 'through', 'blocked']);
  });

  it('say what a practice wave would have done, and that no money moved', () => {
    const practice = buildReplaySteps({ ...report, practice: true }).at(-1)?.text;
    expect(practice).toBe(
      'The practice wave is over. A real wave would have brought damage \u2212$61,875, revenue +$40,000, upkeep \u2212$1,500, star bonus +$20,000 for 2 stars: a net change of \u2212$3,375. No money moved.',
    );
  });

  it('know how far each attack has got', () => {
    expect([0, 1, 2].map((index) => attackStage(steps, 2, index))).toEqual([
      'met',
      'waiting',
      'waiting',
    ]);
    expect(attackStage(steps, 4, 0)).toBe('resolved');
    expect(attackStage(steps, 4, 1)).toBe('arrived');
  });
});

describe('playing, skipping and replaying', () => {
  const last = steps.length - 1;

  it('plays on its own only for a report that arrived live, and never with reduced motion', () => {
    expect(startReplay(steps.length, { autoplay: true, reducedMotion: false })).toEqual({
      mode: 'playing',
      at: 0,
      last,
      run: 0,
    });
    // Without motion every step is there at once; so it is for a report opened again.
    for (const options of [
      { autoplay: true, reducedMotion: true },
      { autoplay: false, reducedMotion: false },
    ]) {
      expect(startReplay(steps.length, options)).toMatchObject({ mode: 'done', at: last });
    }
  });

  it('moves a step at each tick, and is done after the last', () => {
    let state = startReplay(steps.length, { autoplay: true, reducedMotion: false });
    for (let tick = 1; tick < last; tick += 1) {
      state = replayReducer(state, { type: 'tick' });
      expect(state).toMatchObject({ mode: 'playing', at: tick });
    }
    state = replayReducer(state, { type: 'tick' });
    expect(state).toMatchObject({ mode: 'done', at: last });
    // A late tick changes nothing.
    expect(replayReducer(state, { type: 'tick' })).toBe(state);
  });

  it('skips to the end, and replays from the start, again and again', () => {
    const playing = replayReducer(
      startReplay(steps.length, { autoplay: true, reducedMotion: false }),
      { type: 'tick' },
    );
    const skipped = replayReducer(playing, { type: 'skip' });
    expect(skipped).toMatchObject({ mode: 'done', at: last, run: 0 });
    const again = replayReducer(skipped, { type: 'replay', reducedMotion: false });
    expect(again).toMatchObject({ mode: 'playing', at: 0, run: 1 });
    expect(replayReducer(again, { type: 'next' })).toBe(again);
  });

  it('steps by the keyboard under reduced motion: no timer moves it', () => {
    const done = startReplay(steps.length, { autoplay: true, reducedMotion: true });
    let state = replayReducer(done, { type: 'replay', reducedMotion: true });
    expect(state).toMatchObject({ mode: 'stepping', at: 0, run: 1 });
    expect(replayReducer(state, { type: 'tick' })).toBe(state);
    for (let step = 1; step < last; step += 1) state = replayReducer(state, { type: 'next' });
    expect(state).toMatchObject({ mode: 'stepping', at: last - 1 });
    expect(replayReducer(state, { type: 'next' })).toMatchObject({ mode: 'done', at: last });
  });
});

describe('the replay on screen', () => {
  const last = steps.length - 1;

  it('while playing: Skip, the steps so far in a polite log, the picture hidden from readers', () => {
    const html = render({ mode: 'playing', at: 2, last, run: 0 });
    expect(html).toContain('>Skip the replay</button>');
    expect(html).not.toContain('Replay the wave');
    expect(html).toContain('aria-live="polite"');
    expect(logOf(html)).toEqual(steps.slice(0, 3).map((step) => step.text));
    expect(html).toContain('class="wave-replay-stage" aria-hidden="true"');
    // The first attack has met its defenses; the others have not arrived.
    expect(html).toContain('wave-replay-attack wave-replay-met wave-replay-reduced');
    expect(html.match(/wave-replay-attack wave-replay-waiting/g)).toHaveLength(2);
    // The tally shows the step's figures: nothing lost yet.
    expect(html).toMatch(/Lost<\/span><strong class="money-loss">\$0</);
  });

  it('when done: every step in the log, no longer live, every attack resolved, and Replay', () => {
    const html = render({ mode: 'done', at: last, last, run: 1 });
    expect(html).toContain('>Replay the wave</button>');
    expect(html).not.toContain('Skip the replay');
    expect(html).toContain('aria-live="off"');
    expect(logOf(html)).toEqual(steps.map((step) => step.text));
    expect(html.match(/wave-replay-attack wave-replay-resolved/g)).toHaveLength(3);
    expect(html).toContain('Blocked: $0 got through');
    expect(html).toContain('Got through: $55,000 got through');
    expect(html).toMatch(/Lost<\/span><strong class="money-loss">\$61,875</);
    expect(html).toContain('Net change <strong>\u2212$3,375</strong>');
  });

  it('step by step: Next step, Show all and where it is', () => {
    const html = render({ mode: 'stepping', at: 0, last, run: 1 });
    expect(html).toContain('>Next step</button>');
    expect(html).toContain('>Show all</button>');
    expect(html).toContain(`Step 1 of ${steps.length}`);
    expect(html).toContain('aria-live="polite"');
    expect(logOf(html)).toEqual([steps[0]?.text]);
  });
});
