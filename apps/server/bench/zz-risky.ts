import { FRAUD_CONTENT } from '@ffl/content/registry';
import { FRAUD_IDS } from '@ffl/engine/ids';
const RISKY = /\b(?:pay|pays|paid|send|sends|share|shares|give|gives|click|clicks|install|installs|approve|approves|transfer|transfers|accept|accepts|trust|trusts|agree|agrees|sign|signs|enter|enters|buy|buys|invest|invests|download|downloads|read out|move|moves|ignore|ignores|delete|deletes|wait|waits|carry on|continue|keep using)\b/i;
for (const id of FRAUD_IDS) for (const q of FRAUD_CONTENT[id].quiz) {
  if (q.kind !== 'scenario') continue;
  const k = q.options.findIndex((o) => o.correct);
  const len = q.options.map((o) => o.text.length);
  const maxD = Math.max(...len.filter((_, i) => i !== k));
  if (RISKY.test(q.options[k]!.text) || len[k]! >= maxD) continue;
  const dr = q.options.filter((o, i) => i !== k && RISKY.test(o.text)).length;
  if (dr >= 2) console.log(`${q.id} (${len[k]}<${maxD}) ${q.options[k]!.text}`);
}
