/** Every word of the Defense Shop, in one place so a translation can be added later. */
import { MAX_LEVEL } from '@ffl/engine/catalogue';
import { ECONOMY } from '@ffl/engine/economy';
import { DEFENSE_IDS } from '@ffl/engine/ids';
import { formatMoney } from '../../lib/format';

export const SHOP_TEXT = {
  title: 'Defense Shop',
  lead: `${DEFENSE_IDS.length} real-world defenses. Each level stops a share of the damage of some frauds, and layers multiply. Buy what pays for itself against the next wave, then upgrade.`,
  forecastHeading: 'Next wave',
  adviceHeading: 'Best buy for the next wave',
  inDebt: (cash: number) =>
    `Your bank is in debt (${formatMoney(cash)}). You cannot buy or upgrade until your cash is above zero. Selling a defense refunds ${ECONOMY.sellRefundPercent}% of what you paid.`,
  filterLegend: 'Show',
  filters: { all: 'All', owned: 'Owned', 'not-owned': 'Not owned' },
  sortLabel: 'Sort by',
  sorts: {
    impact: 'Best value for the next wave',
    level: 'Level (highest first)',
    name: 'Name (A to Z)',
  },
  count: (shown: number, total: number) =>
    shown === total ? `Showing all ${total} defenses.` : `Showing ${shown} of ${total} defenses.`,
  emptyOwned:
    'You do not own any defenses yet. Switch to "Not owned" and buy one: sorted by best value, the first card is the best buy for the next wave.',
  emptyNotOwned: `You own every defense. Upgrade them to level ${MAX_LEVEL} from the "Owned" list.`,
  notOwned: 'Not owned',
  levelOf: (level: number, name: string) => `Level ${level} of ${MAX_LEVEL}: ${name}`,
  maxLevel: 'Max level',
  nextBuy: (name: string) => `Next: buy level 1, ${name}`,
  nextUpgrade: (level: number, name: string) => `Next: level ${level}, ${name}`,
  buyButton: 'Buy',
  upgradeButton: 'Upgrade',
  forPrice: (price: number) => `for ${formatMoney(price)}`,
  shortOf: (missing: number) => `Not enough cash: you need ${formatMoney(missing)} more.`,
  debtBlocks: 'In debt: buying and upgrading are blocked until your cash is above zero.',
  details: 'Details',
  sellButton: 'Sell',
  done: (action: 'buy' | 'upgrade', name: string, level: number, price: number, cash: number) =>
    `${action === 'buy' ? 'Bought' : 'Upgraded'} ${name} to level ${level} for ${formatMoney(price)}. Cash now ${formatMoney(cash)}.`,
  loadError: 'Your bank could not be loaded.',
  retry: 'Retry',
} as const;
