import { FRAUD_IDS } from '@ffl/engine/ids';
import { measureBank, isFirstWordOddOneOut, hasExcuseClause, isSafeSounding, hasSafeSoundingDistractors, leansOnPage, phrasesOf, phraseOverlap } from '../src/quiz-quality';
import { FRAUD_CONTENT } from '../src/registry';
import { fraudPageProse } from '../src/validate';
const pageText = Object.fromEntries(FRAUD_IDS.map((id) => [id, fraudPageProse(FRAUD_CONTENT[id]).join('\n')]));
const bank = FRAUD_IDS.flatMap((id) => FRAUD_CONTENT[id].quiz);
const m = measureBank(bank, pageText);
const { nearDuplicates, mostSimilar, ...rest } = m;
console.log(JSON.stringify({ ...rest, firstWordOddOneOut: rest.firstWordOddOneOut.length, pageLeaning: rest.pageLeaning.length }, null, 1));
const scen = bank.filter(q=>q.kind==='scenario');
console.log('scenarios', scen.length, 'with >=2 safe', scen.filter(hasSafeSoundingDistractors).length);
// excuse per item
let allDistrExcKeyNot=0, keyOnlyExc=0;
for (const q of bank){const k=q.options.find(o=>o.correct)!; const w=q.options.filter(o=>!o.correct);
 const we=w.filter(o=>hasExcuseClause(o.text)).length; const ke=hasExcuseClause(k.text);
 if(we===3&&!ke) allDistrExcKeyNot++; if(we===0&&ke) keyOnlyExc++;}
console.log({allDistrExcKeyNot,keyOnlyExc});
