/** Every string of the quiz screen and the fraud page's "Test yourself", in one place. */
import { formatMoney } from '../../lib/format';
import { QUESTION_TEXT } from '../game/question-text';

export const QUIZ_TEXT = {
  ...QUESTION_TEXT,
  title: (fraudName: string) => `Quiz: ${fraudName}`,
  lead: (questions: number, pass: number) =>
    `${questions} questions, one at a time. Every answer shows why each option is right or wrong. Get ${pass} of ${questions} right to pass.`,
  start: 'Start the quiz',
  again: 'Take the quiz again',
  backToPage: (fraudName: string) => `Back to ${fraudName}`,
  toWiki: 'Fraud Wiki',
  resultTitle: 'Your result',
  score: (score: number, total: number) => `You got ${score} of ${total} right.`,
  passed: 'Passed',
  notPassed: 'Not passed',
  rewardPaid: (amount: number, why: string) => `Reward paid: ${formatMoney(amount)} (${why}).`,
  firstPassWhy: 'first pass this season',
  reviewWhy: 'review passed on time',
  cashNow: (cash: number) => `Your cash is now ${formatMoney(cash)}.`,
  noRewardFailed: (pass: number) => `No reward: you need ${pass} right to pass.`,
  noRewardAlreadyPassed:
    'No reward this time: you already passed this quiz this season, and its review is not due yet. Practice still helps you remember.',
  noRewardOther: 'No reward this time.',
  nextReview: (date: string, reward: number) =>
    `Next review: ${date}. Passing it then pays ${formatMoney(reward)}.`,
  noReview: 'Pass the quiz to schedule your first review.',
  retakeWait: (wait: string, time: string) =>
    `You can retake this quiz in ${wait}, at ${time}. Reread the page meanwhile: your next attempt asks questions you have not seen yet.`,
  retakeOpen: 'The cooldown is over: you can take the quiz again.',
  resumed: (answered: number, total: number) =>
    `You are back in your unfinished attempt: ${answered} of ${total} questions answered.`,
  loadError: 'The quiz could not be loaded.',
} as const;
