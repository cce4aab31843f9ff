/** Every string of a fraud page, in one place for a later translation. */
import { MAX_DANGER, MAX_LEVEL } from '@ffl/engine/catalogue';
import { formatMoney } from '../../lib/format';

export const FRAUD_PAGE_TEXT = {
  sections: {
    whatItIs: 'What it is',
    howItWorks: 'How it works',
    warningSigns: 'Warning signs',
    realCase: 'A real case',
    statistics: 'Key statistics',
    whoIsTargeted: 'Who is targeted',
    howToDefend: 'How to defend',
    coverage: 'Defense coverage',
    ifItHappens: 'What to do if it happens to you',
    glossary: 'Glossary',
    testYourself: 'Test yourself',
    sources: 'Sources',
  },
  family: 'Family',
  danger: 'Danger',
  dangerValue: (level: number) => `${level} of ${MAX_DANGER}`,
  baseDamage: 'Base damage per attack',
  yourProtection: 'Your protection',
  source: 'Source',
  figureYear: (year: number) => `Figures for ${year}`,
  steps: 'First steps',
  southAfrica: 'In South Africa',
  international: 'International',
  phone: 'Phone',
  website: 'Website',
  opensNewTab: ' (opens in a new tab)',
  takeQuiz: 'Take the quiz',
  quizIntro: (questions: number, bank: number, pass: number) =>
    `${questions} questions drawn from ${bank} on this fraud, with an explanation for every answer. Get ${pass} right to pass.`,
  backToWiki: 'Back to the Fraud Wiki',
  loadError: 'This page could not be loaded.',
  retry: 'Retry',
  coverage: {
    intro: (fraudName: string) =>
      `How much of a ${fraudName} attack your defenses stop now, what the next step with each defense that covers it would give, and the most you can reach. Layers multiply: each one stops its share of what gets through the others.`,
    now: 'Your protection now',
    max: `Maximum: every covering defense at level ${MAX_LEVEL}`,
    damageNow: (damage: number, base: number) =>
      `An attack would cost you ${formatMoney(damage)} of its ${formatMoney(base)}.`,
    nextSteps: 'Your next step with each defense',
    chartLabel: (fraudName: string) => `Protection against ${fraudName}`,
    legend: 'Solid bar: your protection now. Lighter bar: after the step.',
    notOwned: 'Not owned.',
    owned: (level: number, levelName: string, percent: number) =>
      `You own level ${level}, ${levelName}: it stops ${percent}% on its own.`,
    buy: (levelName: string, cost: number, percent: number) =>
      `Buy level 1, ${levelName}, for ${formatMoney(cost)}: it stops ${percent}% on its own.`,
    upgrade: (level: number, levelName: string, cost: number, percent: number) =>
      `Upgrade to level ${level}, ${levelName}, for ${formatMoney(cost)}: it stops ${percent}% on its own.`,
    atMax: 'At its top level: nothing more to buy.',
    after: (after: number, gainPoints: number) =>
      gainPoints > 0
        ? `Your protection would be ${after}% (+${gainPoints} ${gainPoints === 1 ? 'point' : 'points'}).`
        : `Your protection would stay at ${after}%.`,
    summary: (fraudName: string, now: number, max: number) =>
      `You stop ${now}% of ${fraudName} now. With every covering defense at level ${MAX_LEVEL} you would stop ${max}%.`,
    toShop: 'Open the Defense Shop',
  },
} as const;
