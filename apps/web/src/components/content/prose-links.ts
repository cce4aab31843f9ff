import { type DefenseId, type FraudId, isDefenseId, isFraudId } from '@ffl/engine/ids';

/**
 * Content prose writes links inline as `[label](/route)`. Only internal routes are allowed
 * (the content package validates them); anything else is shown as plain text, never as a link,
 * so a bad page cannot send a player off-site.
 */
export type ProseTarget =
  | { kind: 'fraud'; fraudId: FraudId }
  | { kind: 'fraud-quiz'; fraudId: FraudId }
  | { kind: 'defense'; defenseId: DefenseId }
  | { kind: 'page'; to: StaticRoute };

export type ProsePart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; label: string; target: ProseTarget };

export const STATIC_ROUTES = [
  '/home',
  '/defenseshop',
  '/fraudwiki',
  '/help',
  '/leaderboard',
  '/attacklog',
  '/settings',
  '/leagues',
] as const;
export type StaticRoute = (typeof STATIC_ROUTES)[number];

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

function isStaticRoute(path: string): path is StaticRoute {
  return (STATIC_ROUTES as readonly string[]).includes(path);
}

/** The route a content link points at, or null when it is not an internal route we know. */
export function parseTarget(path: string): ProseTarget | null {
  if (isStaticRoute(path)) return { kind: 'page', to: path };
  const fraud = /^\/frauds\/([A-Za-z]+)(\/quiz)?$/.exec(path);
  if (fraud?.[1] && isFraudId(fraud[1])) {
    return fraud[2]
      ? { kind: 'fraud-quiz', fraudId: fraud[1] }
      : { kind: 'fraud', fraudId: fraud[1] };
  }
  const defense = /^\/defenses\/([A-Za-z]+)$/.exec(path);
  if (defense?.[1] && isDefenseId(defense[1])) return { kind: 'defense', defenseId: defense[1] };
  return null;
}

/** Splits prose into text and link parts; adjacent text is merged. */
export function parseProse(text: string): ProsePart[] {
  const parts: ProsePart[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += value;
    else parts.push({ kind: 'text', text: value });
  };
  let index = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label = '', path = ''] = match;
    pushText(text.slice(index, match.index));
    const target = parseTarget(path);
    if (target) parts.push({ kind: 'link', label, target });
    else pushText(label);
    index = match.index + whole.length;
  }
  pushText(text.slice(index));
  return parts;
}

/** Prose without link markup, as a reader sees it (for titles, summaries, aria text). */
export function toPlainText(text: string): string {
  return text.replace(LINK, '$1');
}

/** A stable id for a heading, for the table of contents. */
export function slugify(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
