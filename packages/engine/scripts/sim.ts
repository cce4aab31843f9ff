/**
 * `npm run sim`: the balance table (median, p10 and p90 net worth per strategy over 1,000 seeded
 * seasons) and the five criteria of game.md with PASS/FAIL.
 */
import { formatBalanceReport, runBalance } from '../src/simulate';

const started = performance.now();
const report = runBalance(1_000);
console.log(formatBalanceReport(report));
console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s)`);
