import { findProseLinks, type ProseTarget, parseLinkTarget } from '@ffl/engine/prose-links';

/**
 * Content prose writes links inline as `[label](/route)`. Only the engine's linkable targets
 * become links (the content package validates pages against the same list, decision 0032);
 * anything else is shown as plain text, never as a link, so a bad page cannot send a player
 * off-site.
 */
export type ProsePart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; label: string; target: ProseTarget };

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
  for (const link of findProseLinks(text)) {
    pushText(text.slice(index, link.index));
    const target = parseLinkTarget(link.target);
    if (target) parts.push({ kind: 'link', label: link.label, target });
    else pushText(link.label);
    index = link.index + link.length;
  }
  pushText(text.slice(index));
  return parts;
}

/** A stable id for a heading, for the table of contents. */
export function slugify(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
