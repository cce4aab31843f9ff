import { FRAUD_IDS } from '@ffl/engine/ids';
import { phrasesOf } from '../src/quiz-quality';
import { FRAUD_CONTENT } from '../src/registry';
import { fraudPageProse } from '../src/validate';
const STOP = new Set("a an the and or but if then than that this these those it its it's is are was were be been being to of in on at by for from with as into onto about over under after before so not no do does did done has have had having can could may might must shall should will would you your you're yours they them their he him his she her we us our i me my who whom whose which what when where why how all any some one there here up out off just also only very more most such each own same too".split(' '));
const words = (t: string) => t.toLowerCase().replace(/[’']s\b/g,'').replace(/[^\p{L}\p{N}\s-]/gu, ' ').split(/\s+/).filter(Boolean).map(w=>w.length>3&&w.endsWith('s')?w.slice(0,-1):w);
const defs: Record<string,(t:string)=>Set<string>> = {
  cur: phrasesOf,
  content: (t) => { const w = words(t).filter(x=>!STOP.has(x)); const s=new Set<string>(); for (const n of [2,3]) for(let i=0;i+n<=w.length;i++) s.add(w.slice(i,i+n).join(' ')); return s; },
  uni: (t) => new Set(words(t).filter(x=>!STOP.has(x))),
  bi: (t) => { const w = words(t); const s=new Set<string>(); for(let i=0;i+2<=w.length;i++) s.add(w.slice(i,i+2).join(' ')); return s; },
};
for (const [name, f] of Object.entries(defs)) {
  let keyMost = 0, tie=0, n = 0, exp=0;
  for (const id of FRAUD_IDS) {
    const page = f(fraudPageProse(FRAUD_CONTENT[id]).join('\n'));
    for (const q of FRAUD_CONTENT[id].quiz) {
      const sc = q.options.map((o) => [...f(o.text)].filter((p) => page.has(p)).length);
      const k = q.options.findIndex((o) => o.correct);
      const max = Math.max(...sc); const at = sc.filter(x=>x===max).length;
      if (sc[k] === max) exp += 1/at;
      if (sc[k] === max && at===1) keyMost++;
      n++;
    }
  }
  console.log(name, 'key strictly most', (keyMost/n).toFixed(3), 'matcher expected acc', (exp/n).toFixed(3));
}
