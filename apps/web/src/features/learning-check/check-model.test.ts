import { describe, expect, it } from 'vitest';
import type { CheckItem, CheckView, DecisionItem, ScenarioItem } from './check-contract';
import {
  answerBody,
  answeredIds,
  countOf,
  draftProblem,
  EMPTY_DRAFT,
  familyList,
  nextUnanswered,
  pairResults,
  resumeIndex,
  toggleSign,
  unansweredCount,
  verdictOf,
} from './check-model';
import { aboutMinutes, CHECK_TEXT, listAnd } from './check-text';

const decision = (id: string, answered = false): DecisionItem => ({
  id,
  kind: 'decision',
  fraudId: 'Phishing',
  family: 'social',
  scenario: 'You bank with Protea Bank.',
  message: {
    channel: 'email',
    from: 'Protea Bank <alerts@protea.example>',
    subject: 'Hi',
    text: 'Hello.',
  },
  statements: [
    { id: 'sender', text: 'The sender' },
    { id: 'link', text: 'The link' },
    { id: 'tone', text: 'The tone' },
    { id: 'greeting', text: 'The greeting' },
  ],
  answered,
});

const scenario = (id: string, answered = false): ScenarioItem => ({
  id,
  kind: 'scenario',
  fraudId: 'AtmSkimming',
  family: 'physical',
  question: 'What do you do?',
  options: [
    { id: 0, text: 'A' },
    { id: 1, text: 'B' },
    { id: 2, text: 'C' },
    { id: 3, text: 'D' },
  ],
  answered,
});

describe('nextUnanswered: where the check goes next', () => {
  const items: CheckItem[] = [decision('M-A-1'), scenario('M-B-1'), decision('M-C-1')];

  it('resumes an open check at its first unanswered item', () => {
    expect(nextUnanswered(items, new Set(), 0)).toBe(0);
    expect(nextUnanswered(items, new Set(['M-A-1']), 0)).toBe(1);
  });

  it('moves on from an item, and comes back round to a skipped one', () => {
    expect(nextUnanswered(items, new Set(['M-B-1']), 1)).toBe(2);
    // From the last item, an unanswered first item is next.
    expect(nextUnanswered(items, new Set(['M-B-1', 'M-C-1']), 3)).toBe(0);
  });

  it('says -1 once every item is answered', () => {
    expect(nextUnanswered(items, new Set(['M-A-1', 'M-B-1', 'M-C-1']), 0)).toBe(-1);
    expect(nextUnanswered([], new Set(), 0)).toBe(-1);
  });

  it('resumes after the furthest item answered, so a skipped item waits its turn', () => {
    expect(resumeIndex(items, new Set())).toBe(0);
    expect(resumeIndex(items, new Set(['M-B-1']))).toBe(2);
    expect(resumeIndex(items, new Set(['M-B-1', 'M-C-1']))).toBe(0);
    expect(resumeIndex(items, new Set(['M-A-1', 'M-B-1', 'M-C-1']))).toBe(-1);
  });

  it('counts what is left, from the flags the server sent', () => {
    const view = { items: [decision('M-A-1', true), scenario('M-B-1'), decision('M-C-1', true)] };
    const answered = answeredIds(view);
    expect([...answered]).toEqual(['M-A-1', 'M-C-1']);
    expect(unansweredCount(view.items, answered)).toBe(1);
  });
});

describe('the answer a form sends', () => {
  it('needs Report or Trust on a message, but ticking no statement is an answer', () => {
    const item = decision('M-A-1');
    expect(draftProblem(item, EMPTY_DRAFT)).toBe(CHECK_TEXT.chooseDecision);
    expect(answerBody(item, EMPTY_DRAFT)).toBeNull();
    expect(answerBody(item, { ...EMPTY_DRAFT, decision: 'trust' })).toEqual({
      decision: 'trust',
      signs: [],
    });
  });

  it('sends the ticked statements in the order shown, whatever order they were ticked in', () => {
    const item = decision('M-A-1');
    let signs = toggleSign(new Set(), 'tone');
    signs = toggleSign(signs, 'sender');
    signs = toggleSign(signs, 'greeting');
    signs = toggleSign(signs, 'greeting');
    expect(answerBody(item, { ...EMPTY_DRAFT, decision: 'report', signs })).toEqual({
      decision: 'report',
      signs: ['sender', 'tone'],
    });
  });

  it('needs an option on a question, and sends only it', () => {
    const item = scenario('M-B-1');
    expect(draftProblem(item, EMPTY_DRAFT)).toBe(CHECK_TEXT.chooseOption);
    expect(answerBody(item, { ...EMPTY_DRAFT, option: 0 })).toEqual({ option: 0 });
    expect(answerBody(item, { decision: 'report', signs: new Set(['x']), option: 2 })).toEqual({
      option: 2,
    });
  });
});

describe('the result beside the items', () => {
  const view = {
    id: 'a1B2c3D4e5F6g7H8i9J0',
    phase: 'pre',
    form: 'A',
    families: ['social', 'physical'],
    startedAt: '2026-01-01T10:00:00.000Z',
    closed: true,
    answered: 1,
    total: 2,
    items: [decision('M-A-1'), scenario('M-B-1')],
    result: {
      correct: 1,
      total: 2,
      families: [],
      items: [
        {
          id: 'M-B-1',
          kind: 'scenario',
          correct: false,
          chosen: null,
          options: [],
          explanation: 'Why.',
        },
        {
          id: 'M-A-1',
          kind: 'decision',
          correct: true,
          scam: true,
          decision: 'report',
          statements: [],
          explanation: 'Why.',
        },
      ],
    },
  } satisfies CheckView;

  it('pairs each item with its result in the check’s order', () => {
    const pairs = pairResults(view);
    expect(pairs.map((pair) => [pair.item.id, pair.result.id, pair.index])).toEqual([
      ['M-A-1', 'M-A-1', 0],
      ['M-B-1', 'M-B-1', 1],
    ]);
  });

  it('tells a wrong answer from no answer, both counted wrong', () => {
    const [first, second] = pairResults(view);
    expect(first && verdictOf(first.result)).toBe('right');
    expect(second && verdictOf(second.result)).toBe('unanswered');
    expect(
      verdictOf({
        id: 'M-B-1',
        kind: 'scenario',
        correct: false,
        chosen: 2,
        options: [],
        explanation: '',
      }),
    ).toBe('wrong');
    expect(
      verdictOf({
        id: 'M-A-1',
        kind: 'decision',
        correct: false,
        scam: false,
        decision: null,
        statements: [],
        explanation: '',
      }),
    ).toBe('unanswered');
  });

  it('writes counts, and the dash when there was nothing to count', () => {
    expect(countOf(2, 3)).toBe('2 of 3');
    expect(countOf(0, 0)).toBe('—');
  });
});

describe('the words of what is due', () => {
  it('lists families and names the length', () => {
    expect(familyList(['physical'])).toBe('Physical');
    expect(familyList(['social', 'cyber', 'physical'])).toBe(
      'Social engineering, Cyber intrusion and Physical',
    );
    expect(listAnd([])).toBe('');
  });

  it('takes about twenty seconds an item, and at least a minute', () => {
    expect(aboutMinutes(15)).toBe(5);
    expect(aboutMinutes(3)).toBe(1);
    expect(aboutMinutes(1)).toBe(1);
    expect(CHECK_TEXT.dueTitle('pre', 15)).toBe(
      'Take your baseline check: 15 items, about 5 minutes',
    );
    expect(CHECK_TEXT.dueTitle('post', 3)).toBe('Your post-check is ready');
    expect(CHECK_TEXT.dueFacts('post', 3, 'Physical')).toBe('3 items on Physical, about 1 minute.');
    expect(CHECK_TEXT.dueFacts('pre', 15, 'Physical')).toBe('It covers Physical.');
  });
});
