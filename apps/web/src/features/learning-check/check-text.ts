/**
 * Every word of the learning check, the progress page and Home's check card, in one place so that
 * a translation can be added later.
 */
import type { CheckPhase, Decision, DueReason, MessageChannel } from './check-contract';

/** "Physical", "Physical and Cyber intrusion", "Social engineering, Cyber intrusion and Physical". */
export function listAnd(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** A check takes about twenty seconds an item: 15 items, about 5 minutes. */
export function aboutMinutes(items: number): number {
  return Math.max(1, Math.round(items / 3));
}

const minutes = (n: number) => `about ${n} ${n === 1 ? 'minute' : 'minutes'}`;
const itemsWord = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

export const PHASE_NAMES: Readonly<Record<CheckPhase, string>> = {
  pre: 'Baseline check',
  post: 'Post-check',
  retention: 'Retention check',
};

/** The phase inside a sentence: "your baseline check". */
export const PHASE_LOWER: Readonly<Record<CheckPhase, string>> = {
  pre: 'baseline check',
  post: 'post-check',
  retention: 'retention check',
};

/** A phase as a chart's short x label. */
export const PHASE_SHORT: Readonly<Record<CheckPhase, string>> = {
  pre: 'Baseline',
  post: 'Post',
  retention: 'Retention',
};

export const DECISION_NAMES: Readonly<Record<Decision, string>> = {
  report: 'Report',
  trust: 'Trust',
};

export const DECISION_HINTS: Readonly<Record<Decision, string>> = {
  report: 'It is a scam: report it and do not act on it.',
  trust: 'It is genuine: act on it as normal.',
};

export const CHANNEL_NAMES: Readonly<Record<MessageChannel, string>> = {
  email: 'E-mail',
  sms: 'Text message',
  chat: 'Chat message',
  call: 'Phone call',
  web: 'Web page',
  letter: 'Letter',
  social: 'Social media post',
};

/** What the message's `from` is, by channel. */
export const FROM_LABELS: Readonly<Record<MessageChannel, string>> = {
  email: 'From',
  sms: 'From',
  chat: 'From',
  call: 'Caller',
  web: 'Site',
  letter: 'From',
  social: 'Posted by',
};

/** What the message's `subject` is, by channel: an e-mail's subject, a web page's address. */
export const SUBJECT_LABELS: Readonly<Record<MessageChannel, string>> = {
  email: 'Subject',
  sms: 'Subject',
  chat: 'Subject',
  call: 'Subject',
  web: 'Address',
  letter: 'Subject',
  social: 'Subject',
};

export const CHECK_TEXT = {
  title: 'Learning check',
  lead: 'Short checks of what you spot, so that you and your game master can see what you learn. There is no pass or fail.',
  retry: 'Retry',
  backHome: 'Back to Home',
  toProgress: 'See your progress',
  /** The card and the intro's heading for what is due. */
  dueTitle: (phase: CheckPhase, items: number) =>
    phase === 'pre'
      ? `Take your baseline check: ${itemsWord(items)}, ${minutes(aboutMinutes(items))}`
      : phase === 'post'
        ? 'Your post-check is ready'
        : 'Your retention check is ready',
  dueReason: (reason: DueReason, families: string, programme: string) => {
    switch (reason) {
      case 'first-visit':
        return 'See where you start before you learn anything here. Your next checks will show how far you have come.';
      case 'programme':
        return `Your game master started a new programme, “${programme}”. A fresh baseline lets it measure what you learn from here.`;
      case 'family-complete':
        return `You passed every quiz in ${families}. See how much more you spot now.`;
      case 'delay':
        return 'Some weeks have passed since your baseline. See how far you have come.';
      case 'retention':
        return `Some weeks have passed since your post-check in ${families}. See what you kept.`;
    }
  },
  /** The baseline's title already says how long: here, what it covers. */
  dueFacts: (phase: CheckPhase, items: number, families: string) =>
    phase === 'pre'
      ? `It covers ${families}.`
      : `${itemsWord(items)} on ${families}, ${minutes(aboutMinutes(items))}.`,
  unpaid:
    'Unpaid: it earns nothing and costs nothing. Answer on your own, without looking anything up, so that it measures what you know.',
  noAnswers:
    'Each answer is saved as you go and counts as given. Right and wrong show only when you finish.',
  start: (phase: CheckPhase) => `Start the ${PHASE_LOWER[phase]}`,
  openTitle: (phase: CheckPhase) => `Your ${PHASE_LOWER[phase]} is open`,
  resume: 'Carry on',
  resumed: (answered: number, total: number) =>
    `Welcome back: you have answered ${answered} of ${total}. Carry on where you left off.`,
  openProgress: (answered: number, total: number) => `${answered} of ${total} answered.`,
  nothingDue: 'No check is due now.',
  nextDue: (phase: CheckPhase, families: string, when: string) =>
    `Your ${PHASE_LOWER[phase]} in ${families} falls due on ${when}, or sooner once you pass every quiz of a family.`,
  nothingNext:
    'You have taken every check of this programme. Your progress page shows what you have learned.',
  itemOf: (index: number, total: number) => `Item ${index} of ${total}`,
  answeredOf: (answered: number, total: number) => `${answered} of ${total} answered`,
  scenarioHeading: 'What you know',
  messageHeading: 'The message',
  decisionLegend: 'Scam or genuine? What do you do with this message?',
  signsLegend: 'Tick the warning signs',
  signsHint: 'Tick every statement that is a warning sign. If you see none, tick none.',
  optionsHint: 'Choose one answer.',
  save: 'Save and go on',
  saveLast: 'Save answer',
  skip: 'Skip for now',
  chooseDecision: 'Choose Report or Trust first.',
  chooseOption: 'Choose an answer first.',
  allAnswered: (total: number) => `All ${total} items are answered.`,
  finishLead: 'Finish to see your result: every item with its answer and why.',
  finish: 'Finish the check',
  finishTitle: (unanswered: number) =>
    `Finish with ${unanswered} ${unanswered === 1 ? 'item' : 'items'} unanswered?`,
  finishBody:
    'Unanswered items count as wrong. Once you finish, the check is closed and its answers are shown.',
  finishConfirm: 'Finish now',
  // The result
  resultHeading: 'Your result',
  resultScore: (correct: number, total: number) => `You got ${correct} of ${total} right.`,
  resultLead:
    'This check is closed. Below is every item with its answer and why; your progress page follows your curve.',
  familyTable: 'Your score per family',
  family: 'Family',
  right: 'Items right',
  signs: 'Warning signs spotted',
  falseSigns: 'Ticked but fine',
  itemsHeading: 'Every item, with its answer',
  itemHeading: (index: number, fraud: string) => `Item ${index}: ${fraud}`,
  verdict: { right: 'Right', wrong: 'Wrong', unanswered: 'Not answered (counts as wrong)' },
  wasScam: 'This message was a scam.',
  wasGenuine: 'This message was genuine.',
  youChose: (decision: Decision | null) =>
    decision ? `You chose ${DECISION_NAMES[decision]}.` : 'You did not decide.',
  statementsHeading: 'The statements',
  isSign: 'Warning sign',
  notSign: 'Not a warning sign',
  ticked: 'you ticked it',
  notTicked: 'you did not tick it',
  rightAnswer: 'Right answer',
  yourChoice: 'your choice',
  why: 'Why',
  errors: {
    'not-found': 'This check was not found. It may belong to another account.',
    'failed-precondition': 'No check is due for you now.',
  },
} as const;

export const PROGRESS_TEXT = {
  title: 'Your progress',
  lead: 'What you spot, measured by short unpaid checks: a baseline, a post-check once you finish a family’s learning, and a retention check weeks later.',
  overallHeading: 'All families',
  empty: 'Your curve starts with your baseline check: 15 short items, about 5 minutes.',
  takeBaseline: 'Take your baseline check',
  dueLink: (phase: CheckPhase) => `Take your ${PHASE_LOWER[phase]}`,
  openLink: (phase: CheckPhase) => `Carry on with your ${PHASE_LOWER[phase]}`,
  noFamilyCheck: 'No check of this family yet.',
  chartCaption: (name: string) => `${name}: what you spotted at each check`,
  signsSeries: 'Warning signs spotted',
  rightSeries: 'Items right',
  checkHeader: 'Check',
  /** "Warning signs spotted: 33% at your baseline check, then 100% at your post-check." */
  seriesSentence: (series: string, parts: readonly string[]) =>
    `${series}: ${parts.join(', then ')}.`,
  pointWords: (value: string, phase: CheckPhase) => `${value} at your ${PHASE_LOWER[phase]}`,
  noSigns: 'No warning signs to spot in these checks.',
  pointLabel: (phase: CheckPhase, date: string) => `${PHASE_NAMES[phase]}, ${date}`,
  dPrime: (values: readonly string[]) =>
    `How well you tell scams from genuine messages: d′ ${values.join(' → ')}`,
  dPrimeExplain:
    'd′ (“d-prime”) is 0 when you guess and grows as you report more scams without reporting genuine messages; 2 or more is very good.',
  oneCheck: 'Your next check of this family draws your curve.',
  checksHeading: 'Your checks',
  seeAnswers: (phase: CheckPhase, date: string) =>
    `${PHASE_NAMES[phase]}, ${date}: see the answers`,
  percent: (share: number) => `${Math.round(share * 100)}%`,
} as const;

/** Home's card for a due or open check. */
export const CHECK_CARD_TEXT = {
  kicker: 'Learning check',
  dueTitle: CHECK_TEXT.dueTitle,
  facts: CHECK_TEXT.dueFacts,
  unpaid: 'Unpaid, and no answers are shown until you finish.',
  start: (phase: CheckPhase) => `Start the ${PHASE_LOWER[phase]}`,
  openTitle: CHECK_TEXT.openTitle,
  openFacts: CHECK_TEXT.openProgress,
  resume: 'Carry on',
  /** As a line of Home's "Also to do", when another action comes first. */
  lineDue: PROGRESS_TEXT.dueLink,
  lineDueWhy: (items: number) => `${itemsWord(items)}, ${minutes(aboutMinutes(items))}, unpaid.`,
  lineOpen: PROGRESS_TEXT.openLink,
} as const;
