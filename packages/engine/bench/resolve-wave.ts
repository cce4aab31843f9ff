/**
 * Prints how many bank resolutions per second resolveWave does for a 5-attack wave against a
 * loadout owning all 20 defenses at mixed levels. Figures only; nothing here asserts timing.
 */
import type { Level, Loadout } from '../src/catalogue';
import { DEFENSE_IDS, type FraudId } from '../src/ids';
import { resolveWave } from '../src/resolve-wave';

const wave: readonly FraudId[] = [
  'BusinessEmailCompromise',
  'InsiderFraud',
  'Ransomware',
  'AccountTakeover',
  'Phishing',
];
const loadout: Loadout = Object.fromEntries(
  DEFENSE_IDS.map((id, index) => [id, ((index % 3) + 1) as Level]),
);
const invested = 1_234_567;

function runBatch(count: number): number {
  let checksum = 0;
  for (let index = 0; index < count; index += 1) {
    checksum += resolveWave(wave, loadout, index % 2 === 0 ? 'social' : null, invested).netChange;
  }
  return checksum;
}

runBatch(200_000);
const rounds = 5;
const perRound = 1_000_000;
const rates: number[] = [];
let checksum = 0;
for (let round = 0; round < rounds; round += 1) {
  const started = performance.now();
  checksum += runBatch(perRound);
  const seconds = (performance.now() - started) / 1000;
  rates.push(perRound / seconds);
}
rates.sort((a, b) => a - b);
const median = rates[Math.floor(rates.length / 2)]!;
console.log(
  `resolveWave, 5 attacks, 20 defenses owned: ${Math.round(median).toLocaleString('en-US')} resolutions/s (median of ${rounds} rounds of ${perRound.toLocaleString('en-US')}; best ${Math.round(rates[rates.length - 1]!).toLocaleString('en-US')}/s; checksum ${checksum})`,
);
