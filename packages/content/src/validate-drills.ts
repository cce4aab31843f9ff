import { FRAUD_IDS, FRAUD_NAMES, type FraudId } from '@ffl/engine/ids';
import type { Artefact, Drill, DrillDifficulty, DrillSetting } from './drill-types';
import { drillDifficulty } from './drills';
import { FRAUD_CONTENT } from './registry';
import { findLinks, isKnownRoute, toPlainText } from './validate';
import { checkDrillVariants, drillVariantCount, renderDrillVariant } from './variants';

/*
 * Validation of the red-flag drills. validateDrill checks one drill on its own; validateDrillSet
 * checks the whole set (ids, counts, the spread of legitimate drills and of difficulty). Every
 * problem is a sentence that names the drill, so a failing test says what to fix. DRILLS.md
 * explains the rules to writers.
 */

export const MIN_DRILLS_PER_FRAUD = 3;
export const MIN_DRILLS = 60;
export const MIN_LEGITIMATE = 15;
export const MIN_SCAM_RED_FLAGS = 2;
export const MIN_LEGITIMATE_HOTSPOTS = 3;
export const MAX_EXPLANATION_SENTENCES = 2;
/** Legitimate drills are at least this share of the set (every scam has a legitimate twin). */
export const MIN_LEGITIMATE_SHARE = 0.4;
/**
 * Structural cues: across the scams, the share of red flags among the first parts, the middle
 * parts and the last parts, and among boilerplate-looking parts and the others, each stays within
 * this many points of the rest, so that marking by position or by the look of a label pays nothing.
 */
export const MAX_STRUCTURAL_GAP = 0.15;

/**
 * Words a reader who does not read for meaning would take as alarming: urgency, money, codes,
 * security. The blind-play bench's "alarm words" player and `alarmMarkerPasses` use them.
 */
export const ALARM_WORDS =
  /\b(urgent\w*|immediately|now|today|final|suspend\w*|lock\w*|verify|confirm|password|pin|otp|code|click|log ?in|login|payment|transfer|gift|crypto|bitcoin|wallet|refund|prize|won|overdue|penalty|legal|police|unusual|expir\w*|limited|deadline|within|hours?|new account|bank details|attachment|enable|secret|don't tell|guarantee\w*|return\w*)\b/gi;

/** How many alarm words a text holds. */
export function alarmScore(text: string): number {
  return text.match(ALARM_WORDS)?.length ?? 0;
}

/** At most this share of scams may be passed by marking the parts with the most alarm words. */
export const MAX_ALARM_MARKER_PASSES = 0.1;

/** Labels of parts that look like boilerplate: a player who never reads would leave them alone. */
export const BOILERPLATE_LABEL =
  /\b(greeting|footer|padlock|subject|sign-?off|signature|closing|salutation|logo|disclaimer)\b/i;

/**
 * A legitimate drill's scenario gives what the player already knows (the number on the card, the
 * usual account), never the result of a check: the player must judge the message, not be told.
 */
const SCENARIO_CHECKED =
  /\b(confirm(?:ed|s)|verified|you (?:phoned|called|rang|checked|asked)|already checked|checked with)\b/i;

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Words that give a verdict away; hotspot ids and labels name the part, never the truth. */
const VERDICT_WORDS =
  /\b(fake|scam\w*|suspicious|spoof\w*|malicious|genuine|legit\w*|bogus|dodgy|forged|phish\w*|dangerous|trustworthy|safe[- ]account|skimm\w*|look-?alike|impersonat\w*|overlay)\b/i;

/**
 * Real companies whose names must not appear in a drill or a check item (banks, telcos, couriers,
 * shops, platforms and products most often named in South Africa and abroad). Not complete:
 * writers invent brands, and this list only catches the likeliest slips.
 */
const REAL_BRANDS =
  /\b(absa|capitec|nedbank|standard bank|fnb|first national bank|investec|african bank|tymebank|discovery bank|vodacom|mtn|telkom|cell c|rain mobile|paypal|microsoft|outlook|office 365|google|gmail|apple|iphone|icloud|samsung|amazon|netflix|whatsapp|facebook|instagram|tiktok|linkedin|telegram|twitter|dhl|fedex|postnet|sapo|takealot|engen|sasol|shoprite|pick n pay|woolworths|checkers|jpmorgan|wells fargo|bank of america|citibank|hsbc|barclays|lloyds|natwest|santander|visa card|mastercard|binance|coinbase|docsend|dropbox|docusign|cisco|fortinet|moveit)\b/i;

/** TLDs and second-level names reserved for examples and tests (RFC 2606, RFC 6761). */
const RESERVED_DOMAIN = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/;

/** File extensions: "invoice.pdf" is a file name, not a domain. */
const FILE_EXTENSIONS = new Set(
  'pdf doc docx docm xls xlsx xlsm ppt pptx zip rar 7z exe msi apk iso img html htm js vbs lnk scr bat one txt csv jpg jpeg png gif svg mp3 mp4 wav eml ics'.split(
    ' ',
  ),
);

/** Host-like tokens: labels of letters, digits and hyphens joined by dots, ending in a letter TLD. */
const DOMAIN = /(?<![\w.-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?![\w@-])/gi;

/**
 * Phone-number shapes we look for in text: international (+…), national with a leading 0 and
 * separators (SA and UK), and North American (202-555-0143, (202) 555 0143).
 */
const PHONE_SHAPES = [
  /\+\d[\d\s-]{6,}\d/g,
  /(?<![\d])0\d{1,4}[\s-]\d{3,4}[\s-]\d{3,4}(?![\d])/g,
  /(?<![\d+])\(?\d{3}\)?[\s-]\d{3}[\s-]\d{4}(?![\d])/g,
];

/** The fictional ranges, on the digits alone (a leading + kept). */
const FICTIONAL_PHONES = [
  /^(\+?1)?\d{3}55501\d{2}$/, // North America: 555-0100 to 555-0199
  /^(\+44|0)7700900\d{3}$/, // UK Ofcom drama range, mobile
  /^(\+44|0)2079460\d{3}$/, // UK Ofcom drama range, London
  /^(\+27|0)\d{2}55501\d{2}$/, // South Africa: our 0xx 555 01xx convention
];

export function isFictionalPhone(text: string): boolean {
  const digits = text.replace(/[^\d+]/g, '');
  return FICTIONAL_PHONES.some((re) => re.test(digits));
}

export function isReservedDomain(host: string): boolean {
  return RESERVED_DOMAIN.test(host.toLowerCase());
}

/** Every host-like token in a text that is not a file name. */
export function findDomains(text: string): string[] {
  // The local part of an e-mail address ("a.mercer@…") is not a host.
  return [...text.replace(/[\w.+-]+@/g, '@').matchAll(DOMAIN)]
    .map((m) => m[0])
    .filter((host) => !FILE_EXTENSIONS.has(host.slice(host.lastIndexOf('.') + 1).toLowerCase()));
}

/** Every phone-number-shaped run in a text. */
export function findPhones(text: string): string[] {
  const found = new Set<string>();
  for (const shape of PHONE_SHAPES) for (const m of text.matchAll(shape)) found.add(m[0].trim());
  return [...found];
}

const IPV4 = /(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])/g;
/** RFC 5737: the IPv4 ranges reserved for documentation. */
const DOCUMENTATION_IP = /^(192\.0\.2|198\.51\.100|203\.0\.113)\.\d{1,3}$/;

export const RAND = /(?<![\w])(R\s?\d|ZAR\b|rands?\b)/;
export const DOLLAR = /(\$\s?\d|\bUSD\b|\bdollars?\b)/i;

/** Every string inside a value, with its path, for the scans over a whole artefact. */
export function strings(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  return [];
}

/**
 * The order in which a person reads the fields of any artefact, as the web app draws them: the
 * header (sender, caller id, padlock then address bar), then the body, then what follows it
 * (an invoice's lines and bank details, a post's button and comments, a form, attachments).
 */
const READING_ORDER = [
  'from',
  'replyTo',
  'sender',
  'callerId',
  'callBackNumber',
  'to',
  'date',
  'reference',
  'subject',
  'padlock',
  'padlockHotspot',
  'url',
  'urlHotspot',
  'title',
  'platform',
  'account',
  'sponsored',
  'screen',
  'parts',
  'turns',
  'messages',
  'body',
  'text',
  'lines',
  'bankDetails',
  'cta',
  'comments',
  'form',
  'fields',
  'notes',
  'attachments',
];

function readingRank(key: string): number {
  const i = READING_ORDER.indexOf(key);
  return i === -1 ? READING_ORDER.length : i;
}

/**
 * Every hotspot reference in an artefact (`hotspot`, `urlHotspot` and `padlockHotspot` keys), in
 * reading order: fields in READING_ORDER, array items in their order. A drill lists its hotspots in
 * this order, and the API sends them so.
 */
export function hotspotReferences(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hotspotReferences);
  if (!value || typeof value !== 'object') return [];
  const refs: string[] = [];
  const entries = Object.entries(value).sort(([a], [b]) => readingRank(a) - readingRank(b));
  for (const [key, v] of entries) {
    if (
      (key === 'hotspot' || key === 'urlHotspot' || key === 'padlockHotspot') &&
      typeof v === 'string'
    )
      refs.push(v);
    else refs.push(...hotspotReferences(v));
  }
  return refs;
}

/** A full sentence: a capital (or digit or quote) first, a full stop, ? or ! last, 3+ words. */
export function isFullSentence(text: string): boolean {
  // A closing link such as "[Read the Phishing page](/frauds/Phishing)" may follow the last sentence.
  const plain = toPlainText(text.replace(/\s*\[[^\]]+\]\([^)\s]+\)$/, '')).trim();
  return (
    /^["'“‘(]?[A-Z0-9]/.test(plain) &&
    /[.!?]["'”’)]?$/.test(plain) &&
    plain.split(/\s+/).length >= 3
  );
}

/** Sentences in a text: ends of sentence followed by a space and a capital, plus the last one. */
export function countSentences(text: string): number {
  const plain = toPlainText(text).trim();
  if (plain === '') return 0;
  return (plain.match(/[.!?]["'”’)]?\s+(?=["'“‘(]?[A-Z0-9])/g)?.length ?? 0) + 1;
}

/** The prose fields of a drill, where `[label](/route)` links may appear. */
function drillProse(drill: Drill): { path: string; text: string }[] {
  return [
    { path: 'scenario', text: drill.scenario },
    { path: 'decisionExplanation', text: drill.decisionExplanation },
    { path: 'inRealLife', text: drill.inRealLife },
    { path: 'alignment.reason', text: drill.alignment.reason },
    ...drill.hotspots.map((h) => ({ path: `hotspot ${h.id} explanation`, text: h.explanation })),
  ];
}

function checkMoney(drill: Drill, problems: string[]): void {
  const texts = strings({ ...drill, inRealLife: undefined }, 'drill');
  for (const { path, text } of texts) {
    if (drill.setting !== 'za' && RAND.test(text))
      problems.push(`${drill.id}: ${path} has a rand amount in an '${drill.setting}' drill`);
    if (drill.setting !== 'international' && DOLLAR.test(text))
      problems.push(`${drill.id}: ${path} has a dollar amount in a '${drill.setting}' drill`);
  }
  const a = drill.artefact;
  if (a.medium === 'invoice' || a.medium === 'letter') {
    const want: Record<DrillSetting, string> = { za: 'ZAR', international: 'USD' };
    if (a.currency !== want[drill.setting])
      problems.push(`${drill.id}: an '${drill.setting}' invoice must be in ${want[drill.setting]}`);
  }
}

/**
 * Fictional only. Every string of the drill except `inRealLife` (which names the real reporting
 * channels): domains, e-mail addresses and URLs use reserved names, phone numbers come from the
 * fictional ranges, IP addresses from the documentation ranges, and no real brand is named.
 */
/**
 * What in these texts is not fictional: a domain that is not reserved, a phone number outside the
 * fictional ranges, an IP address outside the documentation ranges, a real brand. `id` names the
 * drill or item in each problem. Shared by the drills and the learning measure's items.
 */
export function fictionProblems(id: string, texts: readonly { path: string; text: string }[]) {
  const problems: string[] = [];
  for (const { path, text } of texts) {
    for (const host of findDomains(text)) {
      if (!isReservedDomain(host))
        problems.push(`${id}: ${path} names "${host}", which is not a reserved domain`);
    }
    for (const phone of findPhones(text)) {
      if (!isFictionalPhone(phone))
        problems.push(`${id}: ${path} has "${phone}", which is not a fictional phone number`);
    }
    for (const ip of text.match(IPV4) ?? []) {
      if (!DOCUMENTATION_IP.test(ip))
        problems.push(`${id}: ${path} has the IP address ${ip}, outside the documentation ranges`);
    }
    const brand = REAL_BRANDS.exec(text);
    if (brand) problems.push(`${id}: ${path} names the real brand "${brand[0]}"`);
  }
  return problems;
}

function checkFictional(drill: Drill, problems: string[]): void {
  problems.push(
    ...fictionProblems(drill.id, strings({ ...drill, inRealLife: undefined }, 'drill')),
  );
  const a = drill.artefact;
  const numbers =
    a.medium === 'sms' || a.medium === 'chat'
      ? [a.sender.number]
      : a.medium === 'call'
        ? [a.callerId.number, ...(a.callBackNumber ? [a.callBackNumber.number] : [])]
        : [];
  for (const n of numbers) {
    if (/\d/.test(n) && !isFictionalPhone(n))
      problems.push(`${drill.id}: the number "${n}" is not a fictional phone number`);
  }
}

/** Every problem with one drill; an empty list means the drill is valid. */
export function validateDrill(drill: Drill): string[] {
  const problems: string[] = [];
  const id = drill.id;
  const page = FRAUD_CONTENT[drill.fraudId];
  if (!page) return [`${id}: unknown fraud ${String(drill.fraudId)}`];

  if (!new RegExp(`^${drill.fraudId}-d[1-9][0-9]*$`).test(id))
    problems.push(`${id}: id must be ${drill.fraudId}-d<number>`);
  if (drill.title.trim() === '') problems.push(`${id}: no title`);
  if (VERDICT_WORDS.test(drill.title))
    problems.push(`${id}: the title gives the verdict away ("${drill.title}")`);

  // Hotspots: unique, kebab-case, neutral, explained.
  const seen = new Set<string>();
  for (const h of drill.hotspots) {
    if (seen.has(h.id)) problems.push(`${id}: hotspot id ${h.id} is used twice`);
    seen.add(h.id);
    if (!KEBAB.test(h.id)) problems.push(`${id}: hotspot id ${h.id} is not kebab-case`);
    if (VERDICT_WORDS.test(h.id) || VERDICT_WORDS.test(h.label))
      problems.push(`${id}: hotspot ${h.id} has a label or id that gives the verdict away`);
    if (h.label.trim() === '') problems.push(`${id}: hotspot ${h.id} has no label`);
    if (!isFullSentence(h.explanation))
      problems.push(`${id}: hotspot ${h.id} needs an explanation that is a full sentence`);
    else if (countSentences(h.explanation) > MAX_EXPLANATION_SENTENCES)
      problems.push(
        `${id}: hotspot ${h.id} explanation has more than ${MAX_EXPLANATION_SENTENCES} sentences`,
      );
    if (h.redFlag && !h.cue) problems.push(`${id}: red flag ${h.id} has no cue kind`);
    if (h.redFlag && h.teaches === undefined)
      problems.push(`${id}: red flag ${h.id} does not say which warning sign it teaches`);
    if (
      h.teaches !== undefined &&
      (!Number.isInteger(h.teaches) || page.warningSigns[h.teaches] === undefined)
    )
      problems.push(
        `${id}: hotspot ${h.id} teaches warning sign ${h.teaches}, which the ${drill.fraudId} page does not have`,
      );
  }

  // Every hotspot is one part of the artefact, and every part names a hotspot.
  const refs = hotspotReferences(drill.artefact);
  for (const ref of refs) {
    if (!seen.has(ref))
      problems.push(`${id}: the artefact names hotspot ${ref}, which does not exist`);
  }
  for (const h of drill.hotspots) {
    const n = refs.filter((r) => r === h.id).length;
    if (n !== 1)
      problems.push(`${id}: hotspot ${h.id} is referenced by ${n} parts of the artefact, not 1`);
  }

  const inOrder = refs.filter((r, i) => seen.has(r) && refs.indexOf(r) === i);
  const listed = drill.hotspots.map((h) => h.id).filter((h) => inOrder.includes(h));
  if (inOrder.join(' ') !== listed.join(' '))
    problems.push(`${id}: list the hotspots in reading order: ${inOrder.join(', ')}`);

  if (!drill.twin || !new RegExp(`^${drill.fraudId}-d[1-9][0-9]*$`).test(drill.twin))
    problems.push(`${id}: twin must name a drill of the same fraud (${drill.fraudId}-d<number>)`);
  if (drill.legitimate && SCENARIO_CHECKED.test(drill.scenario))
    problems.push(
      `${id}: the scenario does the checking ("${SCENARIO_CHECKED.exec(drill.scenario)?.[0]}"); give what the player knows, not the result of a check`,
    );

  // Scams and legitimate messages.
  const flags = drill.hotspots.filter((h) => h.redFlag).length;
  if (drill.legitimate) {
    if (flags > 0) problems.push(`${id}: a legitimate drill has ${flags} red flags`);
    if (drill.hotspots.length < MIN_LEGITIMATE_HOTSPOTS)
      problems.push(`${id}: a legitimate drill needs at least ${MIN_LEGITIMATE_HOTSPOTS} hotspots`);
  } else {
    if (flags < MIN_SCAM_RED_FLAGS)
      problems.push(`${id}: a scam drill needs at least ${MIN_SCAM_RED_FLAGS} red flags`);
    if (flags === drill.hotspots.length)
      problems.push(`${id}: a scam drill needs at least 1 hotspot that is not a red flag`);
    if (!drill.hotspots.some((h) => !h.redFlag && h.cue))
      problems.push(
        `${id}: a scam drill needs an ordinary part that looks alarming but is fine (an apparent cue: \`cue\` on a part that is not a red flag)`,
      );
  }

  // Decisions.
  if (drill.rightDecisions.length === 0) problems.push(`${id}: no right decision`);
  if (new Set(drill.rightDecisions).size !== drill.rightDecisions.length)
    problems.push(`${id}: a right decision is listed twice`);
  if (!drill.legitimate && drill.rightDecisions.includes('trust'))
    problems.push(`${id}: trusting a scam cannot be a right decision`);
  if (drill.legitimate && drill.rightDecisions.join(' ') !== 'trust')
    problems.push(
      `${id}: a legitimate drill's only right decision is trust (a report or a verify treats a genuine message as suspect)`,
    );
  for (const [path, text] of [
    ['decisionExplanation', drill.decisionExplanation],
    ['scenario', drill.scenario],
    ['inRealLife', drill.inRealLife],
    ['alignment.reason', drill.alignment.reason],
  ] as const) {
    if (!isFullSentence(text)) problems.push(`${id}: ${path} must be full sentences`);
  }

  // Links.
  for (const { path, text } of drillProse(drill)) {
    for (const link of findLinks(text)) {
      if (!isKnownRoute(link.target))
        problems.push(`${id}: ${path} links "${link.target}", which does not resolve to a route`);
    }
  }
  for (const { path, text } of drillProse(drill)) {
    for (const link of findLinks(text)) {
      const fraud = /^\/frauds\/([A-Za-z]+)/.exec(link.target)?.[1];
      if (path === 'inRealLife' && fraud && fraud !== drill.fraudId)
        problems.push(`${id}: inRealLife links another fraud's page (${link.target})`);
    }
  }

  checkFictional(drill, problems);
  checkMoney(drill, problems);
  return problems;
}

/** Per-fraud counts, for the checks below and the content report. */
export interface FraudDrillCounts {
  fraudId: FraudId;
  name: string;
  drills: number;
  legitimate: number;
  difficulty: Record<DrillDifficulty, number>;
}

export function drillCounts(drills: readonly Drill[]): FraudDrillCounts[] {
  return FRAUD_IDS.map((fraudId) => {
    const mine = drills.filter((d) => d.fraudId === fraudId);
    const difficulty: Record<DrillDifficulty, number> = { least: 0, moderate: 0, very: 0 };
    for (const d of mine) difficulty[drillDifficulty(d)] += 1;
    return {
      fraudId,
      name: FRAUD_NAMES[fraudId],
      drills: mine.length,
      legitimate: mine.filter((d) => d.legitimate).length,
      difficulty,
    };
  });
}

/**
 * The text of each hotspot's part of an artefact, by hotspot id: what twins compare. A span's
 * text, a field's values (a sender's name and address), the URL or the padlock.
 */
export function hotspotTexts(artefact: Artefact): Map<string, string> {
  const texts = new Map<string, string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.hotspot === 'string') {
      const { hotspot, ...rest } = record;
      texts.set(hotspot, JSON.stringify(rest));
    }
    for (const [key, v] of Object.entries(record)) if (key !== 'hotspot') visit(v);
  };
  visit(artefact);
  if (artefact.medium === 'web') {
    if (artefact.urlHotspot) texts.set(artefact.urlHotspot, artefact.url);
    if (artefact.padlockHotspot) texts.set(artefact.padlockHotspot, String(artefact.padlock));
  }
  return texts;
}

/** Problems with one twin pair: same story and parts, differing exactly at the scam's red flags. */
function checkTwins(scam: Drill, genuine: Drill, problems: string[]): void {
  const pair = `${scam.id} and its twin ${genuine.id}`;
  if (scam.artefact.medium !== genuine.artefact.medium)
    problems.push(`${pair}: twins use the same medium`);
  if (scam.title !== genuine.title) problems.push(`${pair}: twins have the same title`);
  if (scam.scenario !== genuine.scenario) problems.push(`${pair}: twins have the same scenario`);
  if (scam.setting !== genuine.setting) problems.push(`${pair}: twins have the same setting`);
  const parts = (d: Drill) => d.hotspots.map((h) => `${h.id} "${h.label}"`).join(', ');
  if (parts(scam) !== parts(genuine)) {
    problems.push(`${pair}: twins list the same hotspots (ids and labels, in the same order)`);
    return;
  }
  const a = hotspotTexts(scam.artefact);
  const b = hotspotTexts(genuine.artefact);
  let same = 0;
  let others = 0;
  for (const h of scam.hotspots) {
    const differs = a.get(h.id) !== b.get(h.id);
    if (h.redFlag && !differs)
      problems.push(`${pair}: red flag ${h.id} reads the same in the twin; change it there`);
    if (!h.redFlag) {
      others += 1;
      if (!differs) same += 1;
    }
  }
  if (same * 2 < others)
    problems.push(
      `${pair}: only ${same} of the scam's ${others} other parts read the same in the twin; twins differ where the red flags are`,
    );
}

export interface StructuralCues {
  /** Red flags among all the scams' parts. */
  readonly flagShare: number;
  readonly first: number;
  readonly middle: number;
  readonly last: number;
  readonly boilerplate: number;
  readonly other: number;
  readonly boilerplateParts: number;
  /** The largest gap between a position's share and the other positions' share, and boilerplate's. */
  readonly positionGap: number;
  readonly boilerplateGap: number;
}

/** How far red flags could be guessed from a part's position or the look of its label. */
export function structuralCues(drills: readonly Drill[]): StructuralCues {
  type Tally = { flags: number; all: number };
  const tally = (): Tally => ({ flags: 0, all: 0 });
  const count = { first: tally(), middle: tally(), last: tally(), boiler: tally(), other: tally() };
  for (const d of drills) {
    if (d.legitimate) continue;
    const n = d.hotspots.length;
    d.hotspots.forEach((h, i) => {
      const where = i === 0 ? count.first : i === n - 1 ? count.last : count.middle;
      const look = BOILERPLATE_LABEL.test(h.label) ? count.boiler : count.other;
      for (const c of [where, look]) {
        c.flags += h.redFlag ? 1 : 0;
        c.all += 1;
      }
    });
  }
  const share = (c: Tally) => (c.all === 0 ? 0 : c.flags / c.all);
  const pool = (...cs: Tally[]) =>
    share({
      flags: cs.reduce((sum, c) => sum + c.flags, 0),
      all: cs.reduce((sum, c) => sum + c.all, 0),
    });
  const positionGap = Math.max(
    Math.abs(share(count.first) - pool(count.middle, count.last)),
    Math.abs(share(count.middle) - pool(count.first, count.last)),
    Math.abs(share(count.last) - pool(count.first, count.middle)),
  );
  return {
    flagShare: pool(count.first, count.middle, count.last),
    first: share(count.first),
    middle: share(count.middle),
    last: share(count.last),
    boilerplate: share(count.boiler),
    other: share(count.other),
    boilerplateParts: count.boiler.all,
    positionGap,
    boilerplateGap: Math.abs(share(count.boiler) - share(count.other)),
  };
}

/**
 * Whether marking the most alarming half of a scam's parts (by alarmScore, ties in reading order)
 * finds its flags well enough to pass: the share of red flags marked minus the share of other
 * parts marked at least two thirds (the engine's pass mark).
 */
export function alarmMarkerPasses(drill: Drill): boolean {
  if (drill.legitimate) return false;
  const texts = hotspotTexts(drill.artefact);
  const ranked = drill.hotspots
    .map((h, i) => ({ h, i, score: alarmScore(texts.get(h.id) ?? '') }))
    .sort((a, b) => b.score - a.score || a.i - b.i);
  const half = Math.max(1, Math.floor(ranked.length / 2));
  const marked = new Set(
    ranked
      .slice(0, half)
      .filter((r) => r.score > 0)
      .map((r) => r.h.id),
  );
  const flags = drill.hotspots.filter((h) => h.redFlag);
  const others = drill.hotspots.filter((h) => !h.redFlag);
  if (flags.length === 0 || others.length === 0) return false;
  const hits = flags.filter((h) => marked.has(h.id)).length / flags.length;
  const falseAlarms = others.filter((h) => marked.has(h.id)).length / others.length;
  return hits - falseAlarms >= 2 / 3 - 1e-9;
}

/** Every problem with a whole set of drills, including each drill's own problems. */
export function validateDrillSet(drills: readonly Drill[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const d of drills) {
    if (ids.has(d.id)) problems.push(`drill id ${d.id} is used twice`);
    ids.add(d.id);
    problems.push(...validateDrill(d));
    problems.push(...checkDrillVariants(d));
    for (let v = 1; v < drillVariantCount(d); v++) {
      const shown = renderDrillVariant(d, v);
      problems.push(...validateDrill(shown).map((p) => p.replace(d.id, `${d.id} variant ${v}`)));
    }
  }
  for (const c of drillCounts(drills)) {
    if (c.drills < MIN_DRILLS_PER_FRAUD)
      problems.push(
        `${c.fraudId} has ${c.drills} drills; it needs at least ${MIN_DRILLS_PER_FRAUD}`,
      );
    else if (Object.values(c.difficulty).filter((n) => n > 0).length < 2)
      problems.push(`${c.fraudId}: all its drills have the same difficulty; use at least two`);
  }
  const legitimate = drills.filter((d) => d.legitimate).length;
  if (drills.length < MIN_DRILLS)
    problems.push(`there are ${drills.length} drills; at least ${MIN_DRILLS} are needed`);
  if (legitimate < MIN_LEGITIMATE)
    problems.push(
      `there are ${legitimate} legitimate drills; at least ${MIN_LEGITIMATE} are needed`,
    );
  if (legitimate < drills.length * MIN_LEGITIMATE_SHARE)
    problems.push(
      `${legitimate} of ${drills.length} drills are legitimate; at least ${MIN_LEGITIMATE_SHARE * 100}% must be`,
    );

  // Twins: every drill is in exactly one pair, a scam and a legitimate message.
  const byId = new Map(drills.map((d) => [d.id, d]));
  for (const d of drills) {
    const twin = d.twin ? byId.get(d.twin) : undefined;
    if (!d.twin) continue;
    if (!twin) problems.push(`${d.id}: its twin ${d.twin} does not exist`);
    else if (twin.twin !== d.id) problems.push(`${d.id}: its twin ${twin.id} names ${twin.twin}`);
    else if (twin.legitimate === d.legitimate)
      problems.push(`${d.id} and ${twin.id}: a pair is one scam and one legitimate message`);
    else if (!d.legitimate) checkTwins(d, twin, problems);
  }

  const scams = drills.filter((d) => !d.legitimate);
  const alarmPasses = scams.filter(alarmMarkerPasses);
  if (alarmPasses.length > scams.length * MAX_ALARM_MARKER_PASSES)
    problems.push(
      `marking the most alarming parts passes ${alarmPasses.length} of ${scams.length} scams (at most ${MAX_ALARM_MARKER_PASSES * 100}%): ${alarmPasses.map((d) => d.id).join(', ')}`,
    );

  const cues = structuralCues(drills);
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  if (cues.positionGap > MAX_STRUCTURAL_GAP)
    problems.push(
      `red flags by position give the answer away: first ${pct(cues.first)}, middle ${pct(cues.middle)}, last ${pct(cues.last)} (the gap may be at most ${pct(MAX_STRUCTURAL_GAP)})`,
    );
  if (cues.boilerplateGap > MAX_STRUCTURAL_GAP)
    problems.push(
      `boilerplate-looking parts are red flags ${pct(cues.boilerplate)} of the time, other parts ${pct(cues.other)} (the gap may be at most ${pct(MAX_STRUCTURAL_GAP)})`,
    );
  return problems;
}
