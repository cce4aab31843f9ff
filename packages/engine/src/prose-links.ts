/**
 * Links in the learning content's prose, written inline as `[label](/route)`. A link may point at
 * a fraud page, a fraud's quiz, a defense page, or one of the signed-in pages below, and nowhere
 * else. The content package refuses any other link when it validates a page; the web app shows
 * any other as its label alone, so a bad page cannot send a player off-site. One list and one
 * parser serve both (decision 0032): the engine is the only package both import.
 */
import { type DefenseId, type FraudId, isDefenseId, isFraudId } from './ids';

/** The signed-in pages a content link may point at, besides fraud and defense pages. */
export const LINKABLE_PAGES = [
  '/home',
  '/defenseshop',
  '/fraudwiki',
  '/help',
  '/leaderboard',
  '/attacklog',
  '/settings',
  '/leagues',
] as const;

export type LinkablePage = (typeof LINKABLE_PAGES)[number];

/** Where a content link goes. */
export type ProseTarget =
  | { kind: 'fraud'; fraudId: FraudId }
  | { kind: 'fraud-quiz'; fraudId: FraudId }
  | { kind: 'defense'; defenseId: DefenseId }
  | { kind: 'page'; to: LinkablePage };

/** A link as written in prose: its label, its target as written, and where it stands. */
export type ProseLink = { label: string; target: string; index: number; length: number };

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

function isLinkablePage(path: string): path is LinkablePage {
  return (LINKABLE_PAGES as readonly string[]).includes(path);
}

/** Where a content link's target goes, or null when it is not a page of the game. */
export function parseLinkTarget(path: string): ProseTarget | null {
  if (isLinkablePage(path)) return { kind: 'page', to: path };
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

/** Every `[label](target)` link in a prose string, in order, known targets or not. */
export function findProseLinks(text: string): ProseLink[] {
  return [...text.matchAll(LINK)].map((match) => ({
    label: match[1] ?? '',
    target: match[2] ?? '',
    index: match.index,
    length: match[0].length,
  }));
}

/** Prose without link markup, as a reader sees it (for titles, summaries, word counts). */
export function toPlainText(text: string): string {
  return text.replace(LINK, '$1');
}
