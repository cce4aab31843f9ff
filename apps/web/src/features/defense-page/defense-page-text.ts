/** Every word of the defense page, in one place so a translation can be added later. */
import type { ShopAction } from '@ffl/engine/actions';
import { LEVELS, MAX_LEVEL } from '@ffl/engine/catalogue';
import { formatMoney } from '../../lib/format';

export const DEFENSE_TEXT = {
  sections: {
    whatItIs: 'What it is',
    howItWorks: 'How it works',
    levels: 'The three levels',
    stops: 'What it stops',
    limitations: 'Limitations and trade-offs',
    realWorldCost: 'Cost of doing it for real',
    evidence: 'Why these numbers',
    sources: 'Sources',
  },
  panelTitle: 'Your bank',
  notOwned: 'You do not own this defense.',
  atLevel: (level: number, name: string) => `You have level ${level} of ${MAX_LEVEL}: ${name}.`,
  nextBuy: (name: string, price: number) => `Buy level 1, ${name}, for ${formatMoney(price)}.`,
  nextUpgrade: (level: number, name: string, price: number) =>
    `Upgrade to level ${level}, ${name}, for ${formatMoney(price)}.`,
  maxLevel: 'Max level: there is nothing more to buy here.',
  buy: (price: number) => `Buy for ${formatMoney(price)}`,
  upgrade: (price: number) => `Upgrade for ${formatMoney(price)}`,
  shortOf: (missing: number) => `Not enough cash: you need ${formatMoney(missing)} more.`,
  inDebt:
    'Your bank is in debt: you cannot buy or upgrade until your cash is above zero. Selling is allowed.',
  done: (action: ShopAction, name: string, level: number, cashChange: number, cash: number) =>
    action === 'sell'
      ? `Sold ${name} for ${formatMoney(cashChange)}. Cash now ${formatMoney(cash)}.`
      : `${action === 'buy' ? 'Bought' : 'Upgraded'} ${name} to level ${level} for ${formatMoney(-cashChange)}. Cash now ${formatMoney(cash)}.`,
  ladderPrice: (level: number, price: number) =>
    level === 1 ? `Buy: ${formatMoney(price)}` : `Upgrade: ${formatMoney(price)}`,
  ladderTotal: (total: number) => `${formatMoney(total)} invested in total`,
  yourLevel: 'Your level',
  owned: 'Owned',
  inPractice: 'In practice',
  chartCaption: (name: string) => `Share of each fraud's damage that ${name} stops at each level.`,
  stopsIntro:
    'Each percentage is the share of a fraud’s damage this defense stops on its own. With other defenses, the layers multiply.',
  fraudLevels: (values: readonly [number, number, number]) =>
    `${values.map((value) => `${value}%`).join(' / ')} at levels ${LEVELS.join(' / ')}`,
  evidenceIntro: 'The game’s percentages follow what studies and incident reports found:',
  source: 'Source',
  opensNewTab: '(opens in a new tab)',
  contentError: 'This page’s text could not be loaded.',
  bankError: 'Your bank could not be loaded.',
  retry: 'Retry',
  backToShop: 'Back to the Defense Shop',
  loadingText: 'Loading…',
} as const;
