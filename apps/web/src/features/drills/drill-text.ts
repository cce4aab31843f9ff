/** Every string of the drills pages (the list, a drill, its result, the Home card), in one place. */
import { formatMoney } from '../../lib/format';
import type {
  CueKind,
  DrillDecision,
  DrillDifficulty,
  DrillMedium,
  DrillOutcome,
  DrillSetting,
} from './drill-contract';

export const DIFFICULTY_NAMES: Readonly<Record<DrillDifficulty, string>> = {
  least: 'Easy',
  moderate: 'Medium',
  very: 'Hard',
};

export const MEDIUM_NAMES: Readonly<Record<DrillMedium, string>> = {
  email: 'E-mail',
  sms: 'SMS',
  chat: 'Chat',
  call: 'Phone call',
  invoice: 'Invoice',
  letter: 'Letter',
  web: 'Web page',
  social: 'Social media',
  atm: 'ATM',
};

export const SETTING_NAMES: Readonly<Record<DrillSetting, string>> = {
  za: 'South Africa',
  international: 'International',
};

export const DECISION_NAMES: Readonly<Record<DrillDecision, string>> = {
  report: 'Report',
  trust: 'Trust',
  verify: 'Verify through a channel I already know',
};

export const DECISION_HINTS: Readonly<Record<DrillDecision, string>> = {
  report: 'It is a scam: report it and do not act on it.',
  trust: 'It is genuine: act on it as normal.',
  verify: 'Check it first, for example by calling the number on file, not one in the message.',
};

export const OUTCOME_NAMES: Readonly<Record<DrillOutcome, string>> = {
  right: 'Right call',
  safe: 'Safe call',
  wrong: 'Wrong call',
};

export const CUE_NAMES: Readonly<Record<CueKind, string>> = {
  errors: 'errors',
  technical: 'technical sign',
  visual: 'look and layout',
  language: 'language and content',
  tactics: 'pressure tactic',
};

export const DRILLS_TEXT = {
  title: 'Spot the scam',
  lead: 'Realistic messages, calls, invoices and pages. Decide what to do, mark the warning signs, and see what you missed. Every story comes twice, once as a scam and once genuine: a pair pays when you tell the two apart.',
  todayHeading: 'Drill of the day',
  todayLead: 'Picked for you from the frauds you know least.',
  todayDone: 'You have done today’s drill. Try another one below.',
  noToday: 'No drill picked for today. Choose any drill below.',
  allHeading: 'All drills',
  allLead: (done: number, total: number) => `${done} of ${total} done this season.`,
  start: 'Start the drill',
  open: 'Open',
  done: 'Done',
  notDone: 'Not done',
  lastResult: (outcome: DrillOutcome, found: number, total: number, paid: number) =>
    `${OUTCOME_NAMES[outcome]}, ${found} of ${total} red flags found, ${formatMoney(paid)} paid`,
  familyDrills: (family: string, count: number) => `${family}: ${count} drills`,
  /**
   * A drill's facts on one line, "Email · Moderate · South Africa", leaving out what is not
   * known: the difficulty shows once the drill is done, as before it would hint at the answer.
   */
  metaLine: (...parts: (string | null)[]) => parts.filter(Boolean).join(' · '),
  difficultyLabel: 'Difficulty',
  loadError: 'The drills could not be loaded.',
  retry: 'Try again',
  empty: 'No drills yet. Read the Fraud Wiki meanwhile.',
  toWiki: 'Fraud Wiki',
  // The drill
  drillTitle: (title: string) => title,
  drillNotFound: 'This drill does not exist.',
  backToDrills: 'All drills',
  scenarioHeading: 'The situation',
  artefactHeading: 'What you see',
  decideHeading: 'Step 1: what do you do?',
  decideLead: 'Decide first. You mark the warning signs next.',
  chooseFirst: 'Choose what you do first.',
  toMarking: 'Next: mark the red flags',
  markHeading: 'Step 2: mark the red flags',
  markLead:
    'Select every part of the message that is a warning sign; select it again to unmark it. Links show where they really go when you hover, focus or tap them. A genuine message may have none.',
  yourDecision: (decision: DrillDecision) => `Your decision: ${DECISION_NAMES[decision]}.`,
  changeDecision: 'Change decision',
  markedCount: (count: number) => (count === 1 ? '1 marked' : `${count} marked`),
  submit: 'Submit',
  markedState: 'marked as a red flag',
  linkGoesTo: 'Goes to',
  showTarget: (text: string) => `${text} (link: show where it goes)`,
  // The artefact parts
  email: {
    label: 'E-mail message',
    from: 'From',
    replyTo: 'Reply-to',
    to: 'To',
    date: 'Date',
    subject: 'Subject',
    attachments: 'Attachments',
  },
  message: {
    sms: 'Text message conversation',
    chat: (app: string | undefined) => (app ? `Chat in a ${app} app` : 'Chat conversation'),
    them: 'They wrote',
    me: 'You wrote',
  },
  call: {
    label: (video: boolean) => (video ? 'Video call transcript' : 'Phone call transcript'),
    video: 'Video call',
    voice: 'Voice call',
    callerId: 'Caller ID',
    callBack: 'Call-back number given',
    caller: 'Caller',
    you: 'You',
  },
  invoice: {
    invoice: 'Invoice',
    letter: 'Letter',
    to: 'To',
    date: 'Date',
    reference: 'Reference',
    description: 'Description',
    amount: 'Amount',
    total: 'Total',
    bank: 'Bank',
    accountName: 'Account name',
    accountNumber: 'Account number',
    branchCode: 'Branch code',
    bankDetails: 'Payment details',
  },
  web: {
    label: 'Web page in a browser',
    address: 'Address',
    secure: 'Padlock: connection encrypted',
    notSecure: 'Not secure',
  },
  social: {
    label: (platform: string) => `Post on ${platform}`,
    sponsored: 'Sponsored',
    verified: 'verified',
    comments: 'Comments',
  },
  atm: {
    label: 'Cash machine (ATM)',
    screen: 'The screen says',
    parts: 'What you see on the machine',
    notes: 'Also on the machine',
    partNames: {
      fascia: 'Front panel',
      screen: 'Screen',
      'card-slot': 'Card slot',
      keypad: 'Keypad',
      'camera-area': 'Area above the keypad',
      'cash-slot': 'Cash slot',
      stickers: 'Stickers and notices',
    } as Record<string, string>,
  },
  // The result
  resultHeading: 'Your result',
  resultLead: (found: number, total: number, falseFlags: number) =>
    `You found ${found} of ${total} red flags${falseFlags > 0 ? ` and marked ${falseFlags} part${falseFlags === 1 ? '' : 's'} that ${falseFlags === 1 ? 'is' : 'are'} not` : ''}.`,
  /** The flag score in whole percents: hits, false alarms, the score and the pass mark. */
  flagScore: (hits: number, falseAlarms: number, score: number, mark: number) =>
    `Your flag score: ${hits}% of the red flags found, less ${falseAlarms}% of the ordinary parts marked, is ${score < 0 ? '−' : ''}${Math.abs(score)}%. A scam is told apart from ${mark}%.`,
  /** The verdict in the words of the medium: an ATM is not a message, a call is not a page. */
  verdict: (medium: DrillMedium, legitimate: boolean) => {
    if (medium === 'atm') {
      return legitimate ? 'This ATM was safe to use.' : 'This ATM had been tampered with.';
    }
    const thing =
      medium === 'call'
        ? 'call'
        : medium === 'web'
          ? 'page'
          : medium === 'social'
            ? 'post'
            : medium === 'invoice'
              ? 'invoice'
              : medium === 'letter'
                ? 'letter'
                : 'message';
    return legitimate ? `This ${thing} was genuine.` : `This ${thing} was a scam.`;
  },
  youChose: (decision: DrillDecision) => `You chose: ${DECISION_NAMES[decision]}.`,
  rightWas: (decisions: string) => `The right call: ${decisions}.`,
  or: ' or ',
  flagsHeading: 'Every part, explained',
  found: 'Found',
  missed: 'Missed',
  falseFlag: 'Not a red flag, but marked',
  clear: 'Not a red flag',
  cue: (cue: CueKind) => `Kind of sign: ${CUE_NAMES[cue]}.`,
  payHeading: 'Pay',
  paid: (amount: number) => `You told this pair apart and earned ${formatMoney(amount)}.`,
  /** The deduction comes as 0 or less: written as "minus $500". */
  payBreakdown: (decision: number, flags: number, deduction: number) =>
    `${formatMoney(decision)} for telling the twins apart and ${formatMoney(flags)} for the scam's red flags${deduction !== 0 ? `, minus ${formatMoney(Math.abs(deduction))} for the flags you missed and the ordinary parts you marked` : ''}.`,
  paidWithTwin: (amount: number) =>
    `This pair paid ${formatMoney(amount)} when you answered its twin.`,
  awaitingTwin:
    'Well told. This story has a twin: the same message, once as a scam and once genuine. The pair pays when you have answered the other one too.',
  alreadyCompleted:
    'No pay this time: a pair pays once a season, and you had completed this drill. Practice still sharpens your eye.',
  notPassedScamTrusted:
    'No pay for this pair: trusting a scam pays nothing, whatever flags you marked.',
  notPassedScamFlags:
    'No pay for this pair: a scam is told apart by its red flags. Find at least half of them and leave the ordinary parts alone: marking everything finds nothing.',
  notPassedGenuine:
    'No pay for this pair: a genuine message is told apart only by trusting it. Reporting or checking every message is not a skill, and real security teams drown in false alarms.',
  twinNotPassed: 'You told this one apart, but not its twin, so the pair pays nothing this season.',
  reviewMet: (fraud: string, reward: number) =>
    reward > 0
      ? `This counted as your due review of ${fraud}: ${formatMoney(reward)} review reward.`
      : `This counted as your due review of ${fraud}.`,
  reviewNotMet: (fraud: string) =>
    `When a review of ${fraud} is due, a drill done well counts as that review.`,
  realLifeHeading: 'In real life',
  readPage: (fraud: string) => `Read about ${fraud}`,
  again: 'Try this drill again',
  againHint: 'Practice only: a pair pays once per season.',
  nextDrill: 'Back to all drills',
  // The measures
  progressHeading: 'Your measures',
  progressLead:
    'How often you report scams, how often you report genuine messages by mistake, and how many red flags you find. Each first try at a drill counts.',
  progressEmpty: 'Your measures appear here after your first drill.',
  progressError: 'Your measures could not be loaded.',
  chartCaption: 'Your rates per week',
  chartSummary: (report: string, falseAlarm: string, flags: string, drills: number) =>
    `Over ${drills} drill${drills === 1 ? '' : 's'}: you reported or checked ${report} of scams, treated ${falseAlarm} of genuine messages as suspect, and found ${flags} of red flags.`,
  noRate: 'no rate yet',
  week: 'Week of',
  reportRate: 'Scams reported or checked',
  falseAlarmRate: 'False alarms',
  flagsFoundRate: 'Red flags found',
  drillsCount: 'Drills',
  bandCaption: 'Your rates per difficulty',
  band: 'Difficulty',
  bandHint: 'Good rates on easy drills are a start; the hard ones are where skill shows.',
  // Home
  homeHeading: 'Drill of the day',
  homeStart: 'Start the drill',
  homeLine: 'Start the drill of the day',
  homeDone: 'Done today. Well spotted or not, the explanation stays on the drill.',
  homeReview: 'See the result',
  homeAll: 'All drills',
  homeNone: 'Spot the scam: practise on realistic messages.',
} as const;
