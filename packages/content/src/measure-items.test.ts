import { FRAUDS } from '@ffl/engine/catalogue';
import { FAMILY_IDS, FRAUD_IDS, type FraudId } from '@ffl/engine/ids';
import { describe, expect, it } from 'vitest';
import { DRILLS } from './drills';
import { MEASURE_BY_ID, MEASURE_ITEMS, measureFamilyOf, measureItemsFor } from './measure-items';
import type {
  MeasureDecisionItem,
  MeasureDifficulty,
  MeasureForm,
  MeasureItem,
  MeasureScenarioItem,
} from './measure-types';
import { MEASURE_FORMS } from './measure-types';
import { FRAUD_CONTENT } from './registry';
import {
  DIFFICULTY_ROTATION,
  MAX_LONGEST_RIGHT_SHARE,
  MEASURE_SLOTS,
  measureFigures,
  measureSlot,
  validateMeasureItem,
  validateMeasurePool,
} from './validate-measure';

/*
 * The negative tests build their own pool here, so that they do not depend on the content: 45
 * items with the right composition and rotation, whose stories are made of words unique to each
 * item (so no two are alike, and none is like a drill or a quiz question). Each test breaks one
 * rule and expects the validator to name it.
 */

/** A deep copy (the content package has no DOM or Node types for structuredClone). */
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Where a scam's two warning signs sit, in turn, so that every position holds about as many. */
const SIGN_PATTERNS: readonly (readonly number[])[] = [
  [0, 1],
  [2, 3],
  [0, 2],
  [1, 3],
  [0, 3],
  [1, 2],
];

interface Base {
  id: string;
  fraudId: FraudId;
  form: MeasureForm;
  difficulty: MeasureDifficulty;
}

function decisionFixture(
  base: Base,
  n: number,
  za: boolean,
  scam: boolean,
  signAt: readonly number[],
): MeasureDecisionItem {
  const place = za ? 'Durban' : 'Boston';
  return {
    ...base,
    kind: 'decision',
    scenario: `Clerk${n} works for Kappa${n} of ${place}.`,
    message: {
      channel: 'email',
      from: `Desk${n} <desk${n}@kappa${n}.example>`,
      subject: `Memo${n}`,
      text: `Memo${n} asks Clerk${n} for form${n} soon.`,
    },
    scam,
    signs: [0, 1, 2, 3].map((i) => {
      const sign = signAt.includes(i);
      return {
        id: `part-${i + 1}`,
        text: sign
          ? `Part ${i + 1} of memo${n} names box${n}.`
          : `Part ${i + 1} of memo${n} mentions an urgent payment.`,
        sign,
        explanation: `Part ${i + 1} of memo${n} is what it seems.`,
      };
    }),
    explanation: `Clerk${n} should weigh memo${n} against ledger${n} before acting.`,
  };
}

function scenarioFixture(base: Base, n: number, za: boolean): MeasureScenarioItem {
  const place = za ? 'Durban' : 'Boston';
  return {
    ...base,
    kind: 'scenario',
    question: `What should Clerk${n} do with memo${n} from ${place}?`,
    options: [
      { text: `Place memo${n} in tray${n} for Zola${n}.`, correct: true },
      { text: `Call the sender of memo${n} at once.`, correct: false },
      { text: `Reply to memo${n} with a question.`, correct: false },
      { text: `Ignore memo${n} and carry on today.`, correct: false },
    ],
    explanation: `Memo${n} belongs in tray${n}, not with its sender.`,
  };
}

/** A valid pool: per family and form, a scam, a genuine message and a scenario. */
function fixturePool(): MeasureItem[] {
  const items: MeasureItem[] = [];
  const perFraud = new Map<FraudId, number>();
  let n = 0;
  let scams = 0;
  for (const family of FAMILY_IDS) {
    const frauds = FRAUD_IDS.filter((f) => FRAUDS[f].family === family);
    let k = 0;
    for (const form of MEASURE_FORMS) {
      for (const slot of MEASURE_SLOTS) {
        const fraudId = frauds[k % frauds.length] as FraudId;
        k += 1;
        n += 1;
        const number = (perFraud.get(fraudId) ?? 0) + 1;
        perFraud.set(fraudId, number);
        const base: Base = {
          id: `M-${fraudId}-${number}`,
          fraudId,
          form,
          difficulty: DIFFICULTY_ROTATION[form][slot],
        };
        const za = n % 2 === 0;
        if (slot === 'scenario') items.push(scenarioFixture(base, n, za));
        else {
          const signAt = slot === 'scam' ? (SIGN_PATTERNS[scams % SIGN_PATTERNS.length] ?? []) : [];
          if (slot === 'scam') scams += 1;
          items.push(decisionFixture(base, n, za, slot === 'scam', signAt));
        }
      }
    }
  }
  return items;
}

const decisions = (pool: MeasureItem[]) =>
  pool.filter((i): i is MeasureDecisionItem => i.kind === 'decision');
const scenarios = (pool: MeasureItem[]) =>
  pool.filter((i): i is MeasureScenarioItem => i.kind === 'scenario');

function firstDecision(pool: MeasureItem[], scam: boolean): MeasureDecisionItem {
  const item = decisions(pool).find((d) => d.scam === scam);
  if (!item) throw new Error('no decision item');
  return item;
}

function firstScenario(pool: MeasureItem[]): MeasureScenarioItem {
  const item = scenarios(pool)[0];
  if (!item) throw new Error('no scenario item');
  return item;
}

/** The problems of one item after a change, as one string to match against. */
function itemProblems<T extends MeasureItem>(item: T, change: (copy: T) => void): string {
  const copy = clone(item);
  change(copy);
  return validateMeasureItem(copy).join('\n');
}

/** The problems of the fixture pool after a change, as one string to match against. */
function poolProblems(change: (pool: MeasureItem[]) => MeasureItem[] | undefined): string {
  const pool = fixturePool();
  return validateMeasurePool(change(pool) ?? pool).join('\n');
}

describe('the fixture pool', () => {
  it('is valid, so each negative test below fails for its own reason', () => {
    expect(validateMeasurePool(fixturePool())).toEqual([]);
  });
});

describe('validateMeasureItem', () => {
  const pool = fixturePool();
  const scam = firstDecision(pool, true);
  const genuine = firstDecision(pool, false);
  const scenario = firstScenario(pool);

  it('refuses an ill-formed id or one that names another fraud', () => {
    expect(itemProblems(scam, (c) => Object.assign(c, { id: 'M-Phishing-x' }))).toMatch(
      /id must be M-/,
    );
    expect(itemProblems(scam, (c) => Object.assign(c, { id: 'M-Vishing-77' }))).toMatch(
      /id must be M-/,
    );
  });

  it('refuses an unknown fraud', () => {
    expect(itemProblems(scam, (c) => Object.assign(c, { fraudId: 'Nope' }))).toMatch(
      /unknown fraud/,
    );
  });

  it('refuses a decision without exactly 4 statements', () => {
    expect(itemProblems(scam, (c) => c.signs.pop())).toMatch(/exactly 4 statements/);
  });

  it('refuses repeated or non-kebab statement ids', () => {
    expect(
      itemProblems(scam, (c) => {
        c.signs[1] = { ...(c.signs[1] as (typeof c.signs)[number]), id: 'part-1' };
      }),
    ).toMatch(/is used twice/);
    expect(
      itemProblems(scam, (c) => {
        c.signs[0] = { ...(c.signs[0] as (typeof c.signs)[number]), id: 'Part_1' };
      }),
    ).toMatch(/not kebab-case/);
  });

  it('refuses a statement that gives the verdict away', () => {
    expect(
      itemProblems(scam, (c) => {
        c.signs[0] = {
          ...(c.signs[0] as (typeof c.signs)[number]),
          text: 'The sender looks fake.',
        };
      }),
    ).toMatch(/gives the verdict away/);
  });

  it('refuses a scam with 1 or 4 warning signs, and a genuine message with one', () => {
    expect(
      itemProblems(scam, (c) => {
        for (const s of c.signs) s.sign = false;
        (c.signs[0] as (typeof c.signs)[number]).sign = true;
      }),
    ).toMatch(/2 or 3 warning signs/);
    expect(
      itemProblems(scam, (c) => {
        for (const s of c.signs) s.sign = true;
      }),
    ).toMatch(/2 or 3 warning signs/);
    expect(
      itemProblems(genuine, (c) => {
        (c.signs[2] as (typeof c.signs)[number]).sign = true;
      }),
    ).toMatch(/genuine message has no warning signs/);
  });

  it('refuses a scenario that does the checking', () => {
    expect(
      itemProblems(genuine, (c) => {
        c.scenario = 'You called Kappa in Durban, and it confirmed the memo.';
      }),
    ).toMatch(/does the checking/);
  });

  it('refuses a message of more than 4 sentences', () => {
    expect(
      itemProblems(genuine, (c) => {
        c.message.text = 'One is here. Two is here. Three is here. Four is here. Five is here.';
      }),
    ).toMatch(/at most 4/);
  });

  it('refuses a scenario item without 4 options or with 2 correct ones', () => {
    expect(itemProblems(scenario, (c) => c.options.pop())).toMatch(/exactly 4 options/);
    expect(
      itemProblems(scenario, (c) => {
        for (const o of c.options.slice(0, 2)) o.correct = true;
      }),
    ).toMatch(/exactly one correct option/);
  });

  it('refuses a question that does not ask', () => {
    expect(
      itemProblems(scenario, (c) => {
        c.question = 'Clerk1 of Durban has a memo to deal with today.';
      }),
    ).toMatch(/must end with "\?"/);
  });

  it('refuses wrong options that share a first word the right one lacks', () => {
    expect(
      itemProblems(scenario, (c) => {
        c.options = [
          { text: 'Place the memo in the tray for Zola.', correct: true },
          { text: 'Call the sender of the memo at once.', correct: false },
          { text: 'Call the number printed on the memo.', correct: false },
          { text: 'Call a colleague to read the memo.', correct: false },
        ];
      }),
    ).toMatch(/share a first word/);
  });

  it('refuses fewer than 2 wrong options that sound safe', () => {
    expect(
      itemProblems(scenario, (c) => {
        c.options = [
          { text: 'Place the memo in the tray for Zola.', correct: true },
          { text: 'Pay the amount on the memo at once.', correct: false },
          { text: 'Sign the memo and give it back now.', correct: false },
          { text: 'Reply to the memo with a question.', correct: false },
        ];
      }),
    ).toMatch(/wrong options that sound safe/);
  });

  it('refuses options of very different lengths', () => {
    expect(
      itemProblems(scenario, (c) => {
        (c.options[0] as (typeof c.options)[number]).text =
          'Place the memo in the tray for Zola, who reads every memo on Mondays and files it.';
      }),
    ).toMatch(/differ too much in length/);
  });

  it("refuses a right option that repeats the page's own phrases more than any wrong one", () => {
    const phishing: MeasureScenarioItem = {
      ...scenario,
      id: 'M-Phishing-90',
      fraudId: 'Phishing',
      options: [
        { text: 'Call your bank at once on the number on your card.', correct: true },
        { text: 'Ask Zola1 to look at memo1 for you today.', correct: false },
        { text: 'Reply to memo1 and question its sender.', correct: false },
        { text: 'Forward memo1 to Thandi1 in payroll now.', correct: false },
      ],
    };
    expect(validateMeasureItem(phishing).join('\n')).toMatch(/repeats more of the page's own/);
  });

  it('refuses real domains, real numbers, real brands and real IP addresses', () => {
    const edit = (text: string) =>
      itemProblems(genuine, (c) => {
        c.message.text = text;
      });
    expect(edit('Memo1 says pay at proteabank.co.za in Durban.')).toMatch(/not a reserved domain/);
    expect(edit('Memo1 says call +27 82 123 4567 in Durban.')).toMatch(
      /not a fictional phone number/,
    );
    expect(edit('Memo1 says pay through Capitec in Durban.')).toMatch(/real brand/);
    expect(edit('Memo1 says log in from 10.1.2.3 in Durban.')).toMatch(/documentation ranges/);
    expect(
      itemProblems(genuine, (c) => {
        c.message = { channel: 'sms', from: '+27 82 123 4567', text: 'Memo1 is here in Durban.' };
      }),
    ).toMatch(/not a fictional phone number/);
  });

  it('refuses rand abroad, dollars with rand, and a story set nowhere', () => {
    const edit = (scenarioText: string, text: string) =>
      itemProblems(genuine, (c) => {
        c.scenario = scenarioText;
        c.message.text = text;
      });
    expect(edit('Clerk1 works for Kappa1 of Boston.', 'Memo1 asks for R500 soon.')).toMatch(
      /mixes a South African setting/,
    );
    expect(edit('Clerk1 works for Kappa1 of Durban.', 'Memo1 asks for R500 and $20.')).toMatch(
      /both rand and dollar/,
    );
    expect(edit('Clerk1 works for Kappa1.', 'Memo1 asks for form1 soon.')).toMatch(
      /sets the story in South Africa or abroad/,
    );
  });

  it('refuses explanations that lean on the page, are not sentences or run long', () => {
    const edit = (text: string) =>
      itemProblems(scenario, (c) => {
        c.explanation = text;
      });
    expect(edit('As the page says, memo1 belongs in the tray.')).toMatch(/the page says/);
    expect(edit('because reasons')).toMatch(/explanation must be full sentences/);
    expect(edit('One is here. Two is here. Three is here. Four is here.')).toMatch(/at most 3/);
    expect(
      itemProblems(scam, (c) => {
        (c.signs[0] as (typeof c.signs)[number]).explanation = 'the page says so';
      }),
    ).toMatch(/must be full sentences/);
  });
});

describe('validateMeasurePool', () => {
  it('refuses a repeated id', () => {
    expect(
      poolProblems((pool) => {
        const [a, b] = pool;
        if (a && b) b.id = a.id;
        return pool;
      }),
    ).toMatch(/is used twice/);
  });

  it('refuses a form that lacks a slot or has two of one', () => {
    expect(poolProblems((pool) => pool.filter((_, i) => i !== 1))).toMatch(
      /social, form A: needs exactly one genuine item, not 0/,
    );
    expect(
      poolProblems((pool) => {
        const extra = clone(firstDecision(pool, true));
        extra.id = 'M-Phishing-99';
        extra.fraudId = 'Phishing';
        return [...pool, extra];
      }),
    ).toMatch(/needs exactly one scam item, not 2/);
  });

  it('refuses a difficulty off the Latin square, and unequal form means', () => {
    const problems = poolProblems((pool) => {
      const item = pool[0];
      if (item) item.difficulty = 'hard';
      return pool;
    });
    expect(problems).toMatch(/must be easy \(the Latin square\), not hard/);
    expect(problems).toMatch(/social: the forms' mean prior difficulty differs/);
    expect(problems).toMatch(/^the forms' mean prior difficulty differs/m);
  });

  it('refuses a family whose frauds are not spread over its items', () => {
    const problems = poolProblems((pool) => {
      let n = 50;
      for (const item of pool) {
        if (item.fraudId !== 'Vishing') continue;
        n += 1;
        item.fraudId = 'Phishing';
        item.id = `M-Phishing-${n}`;
      }
      return pool;
    });
    expect(problems).toMatch(/social: no item measures Vishing/);
    expect(problems).toMatch(/social: spread its items evenly/);
  });

  it('refuses a family set only in South Africa', () => {
    expect(
      poolProblems((pool) =>
        pool.map((item) =>
          measureFamilyOf(item) === 'physical'
            ? (JSON.parse(JSON.stringify(item).replaceAll('Boston', 'Durban')) as MeasureItem)
            : item,
        ),
      ),
    ).toMatch(/physical: its items need both South African and international settings/);
  });

  it('refuses right options that are too often the longest', () => {
    const problems = poolProblems((pool) => {
      for (const item of scenarios(pool).slice(0, 6)) {
        const right = item.options.find((o) => o.correct);
        if (right) right.text = right.text.replace('.', ' today.');
      }
      return pool;
    });
    expect(problems).toMatch(/strictly the longest/);
    expect(MAX_LONGEST_RIGHT_SHARE).toBeLessThan(6 / 15);
  });

  it('refuses excuse clauses that mark the wrong options', () => {
    expect(
      poolProblems((pool) => {
        const wrong = firstScenario(pool).options.find((o) => !o.correct);
        if (wrong) wrong.text = wrong.text.replace('.', ', since it is quick.');
        return pool;
      }),
    ).toMatch(/excuse clauses/);
  });

  it('refuses warning signs that always sit in the same places', () => {
    expect(
      poolProblems((pool) => {
        for (const item of decisions(pool).filter((d) => d.scam))
          item.signs.forEach((s, i) => {
            s.sign = i >= 2;
          });
        return pool;
      }),
    ).toMatch(/by position give the answer away/);
  });

  it('refuses a pool where ticking the alarming statements passes', () => {
    expect(
      poolProblems((pool) => {
        for (const item of decisions(pool))
          for (const s of item.signs)
            s.text = s.sign
              ? `${s.text.replace('.', '')} with an urgent payment.`
              : s.text.replace(' an urgent payment', ' box99');
        return pool;
      }),
    ).toMatch(/ticking by alarm words/);
  });

  it('refuses an item that copies a quiz question, a drill or another item', () => {
    const quiz = FRAUD_CONTENT.Phishing.quiz[0];
    const drill = DRILLS[0];
    if (!quiz || !drill) throw new Error('no teaching material to compare with');
    const problems = poolProblems((pool) => {
      const scenario = firstScenario(pool);
      scenario.question = quiz.prompt;
      const key = scenario.options.find((o) => o.correct);
      if (key) key.text = quiz.options.find((o) => o.correct)?.text ?? key.text;
      const decision = firstDecision(pool, false);
      decision.scenario = drill.scenario;
      const [a, b] = decisions(pool).filter((d) => d.scam);
      if (a && b) {
        b.scenario = a.scenario;
        b.message = clone(a.message);
      }
      return pool;
    });
    expect(problems).toMatch(new RegExp(`is too close to ${quiz.id}\\b`));
    expect(problems).toMatch(new RegExp(`is too close to ${drill.id}\\b`));
    expect(problems).toMatch(/is too close to M-/);
  });
});

describe('the measurement pool', () => {
  it('validates with no problems', () => {
    expect(validateMeasurePool(MEASURE_ITEMS)).toEqual([]);
  });

  it('holds one scam, one genuine message and one scenario per family and form', () => {
    expect(MEASURE_ITEMS).toHaveLength(45);
    for (const family of FAMILY_IDS)
      for (const form of MEASURE_FORMS) {
        const slots = measureItemsFor(form, [family]).map(measureSlot);
        expect(slots, `${family} ${form}`).toEqual([...MEASURE_SLOTS]);
      }
  });

  it('has parallel forms: the same mean prior difficulty per family and overall', () => {
    const f = measureFigures(MEASURE_ITEMS);
    expect(f.formMeans).toEqual({ A: 0, B: 0, C: 0 });
    for (const family of FAMILY_IDS)
      expect(f.familyFormMeans[family]).toEqual({ A: 0, B: 0, C: 0 });
  });

  it('keeps its published ids', () => {
    // Ids are stable: an id may be added, never renamed or removed.
    for (const id of [
      'M-Phishing-1',
      'M-Deepfake-1',
      'M-ZeroDayExploit-1',
      'M-SyntIdentityTheft-3',
      'M-AccAndInvFraud-5',
      'M-AtmSkimming-9',
    ])
      expect(MEASURE_BY_ID.has(id), id).toBe(true);
  });
});

describe('MEASURE_BY_ID and measureItemsFor', () => {
  it('finds every item by its id', () => {
    expect(MEASURE_BY_ID.size).toBe(MEASURE_ITEMS.length);
    for (const item of MEASURE_ITEMS) expect(MEASURE_BY_ID.get(item.id)).toBe(item);
    expect(MEASURE_BY_ID.get('M-Phishing-999')).toBeUndefined();
  });

  it("gives one form's items for the families asked, in the engine's family order", () => {
    const all = measureItemsFor('A');
    expect(all).toHaveLength(15);
    expect(all.every((i) => i.form === 'A')).toBe(true);
    expect(all.map(measureFamilyOf)).toEqual(FAMILY_IDS.flatMap((f) => [f, f, f]));

    const two = measureItemsFor('B', ['physical', 'social']);
    expect(two.map(measureFamilyOf)).toEqual([
      'social',
      'social',
      'social',
      'physical',
      'physical',
      'physical',
    ]);
    expect(two.map(measureSlot)).toEqual([
      'scam',
      'genuine',
      'scenario',
      'scam',
      'genuine',
      'scenario',
    ]);
    expect(measureItemsFor('C', [])).toEqual([]);
  });

  it('gives disjoint forms', () => {
    const ids = MEASURE_FORMS.flatMap((form) => measureItemsFor(form).map((i) => i.id));
    expect(new Set(ids).size).toBe(MEASURE_ITEMS.length);
  });
});
