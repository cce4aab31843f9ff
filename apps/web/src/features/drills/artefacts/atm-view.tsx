import type { AtmArtefact, AtmPartId } from '../drill-contract';
import { DRILLS_TEXT } from '../drill-text';
import { BlockView, Hot, Paragraphs, useArtefact } from './artefact-parts';

const T = DRILLS_TEXT.atm;

type Part = AtmArtefact['parts'][number];

/**
 * A cash machine drawn in SVG, each part plain or with something fitted on it, with the parts a person would inspect
 * listed beside it in words. The list carries the hotspots for the keyboard and screen readers;
 * the drawing is a picture of the same parts (hidden from assistive technology), and while the
 * player marks, a click on a drawn part toggles it too, as a shortcut for a mouse or a finger.
 */
export function AtmView({ artefact }: { artefact: AtmArtefact }) {
  return (
    <article className="art art-atm" aria-label={T.label}>
      <div className="art-atm-layout">
        <AtmDrawing parts={artefact.parts} />
        <div className="art-atm-words">
          <p className="art-atm-screen-words">
            <span className="art-atm-key">{T.screen}:</span> <BlockView block={artefact.screen} />
          </p>
          <p className="art-atm-key">{T.parts}</p>
          <ul className="art-atm-parts">
            {artefact.parts.map((part) => (
              <li key={part.id}>
                <Hot id={part.hotspot} className="art-atm-part">
                  <span className="art-atm-part-name">{T.partNames[part.id] ?? part.id}:</span>{' '}
                  {part.description}
                </Hot>
              </li>
            ))}
          </ul>
          {artefact.notes && artefact.notes.length > 0 && (
            <>
              <p className="art-atm-key">{T.notes}</p>
              <Paragraphs blocks={artefact.notes} className="art-atm-note" />
            </>
          )}
        </div>
      </div>
    </article>
  );
}

/** Where each part sits in the 240 × 360 drawing. */
const BOXES: Readonly<Record<AtmPartId, { x: number; y: number; w: number; h: number }>> = {
  fascia: { x: 10, y: 10, w: 220, h: 340 },
  stickers: { x: 30, y: 18, w: 180, h: 16 },
  screen: { x: 40, y: 40, w: 160, h: 96 },
  'card-slot': { x: 150, y: 150, w: 60, h: 22 },
  'camera-area': { x: 40, y: 186, w: 160, h: 16 },
  keypad: { x: 56, y: 210, w: 88, h: 96 },
  'cash-slot': { x: 60, y: 320, w: 120, h: 16 },
};

function AtmDrawing({ parts }: { parts: readonly Part[] }) {
  const state = useArtefact();
  const byId = new Map(parts.map((part) => [part.id, part]));
  const addedOn = (id: AtmPartId) => byId.get(id)?.look === 'added-on';
  const classFor = (id: AtmPartId) => {
    const hotspot = byId.get(id)?.hotspot;
    if (!hotspot) return 'atm-part';
    if (state.phase === 'mark') {
      return `atm-part atm-hot${state.marked.has(hotspot) ? ' atm-marked' : ''}`;
    }
    if (state.phase === 'result') return `atm-part atm-${state.verdicts.get(hotspot) ?? 'clear'}`;
    return 'atm-part';
  };
  const toggle = (id: AtmPartId) => {
    const hotspot = byId.get(id)?.hotspot;
    if (hotspot && state.phase === 'mark') state.onToggle(hotspot);
  };
  // The outline drawn over a part: where a marked or judged part shows its state.
  const outline = (id: AtmPartId) => {
    if (!byId.has(id)) return null;
    const box = BOXES[id];
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; the list beside the drawing holds the same toggles for the keyboard
      <rect
        key={`outline-${id}`}
        x={box.x - 3}
        y={box.y - 3}
        width={box.w + 6}
        height={box.h + 6}
        rx={6}
        className={classFor(id)}
        onClick={() => toggle(id)}
      />
    );
  };
  const keys = Array.from({ length: 12 }, (_, index) => index);
  return (
    <svg
      className="art-atm-drawing"
      viewBox="0 0 240 360"
      role="presentation"
      aria-hidden="true"
      focusable="false"
    >
      <rect
        x={10}
        y={10}
        width={220}
        height={340}
        rx={14}
        className={addedOn('fascia') ? 'atm-body atm-body-odd' : 'atm-body'}
      />
      {addedOn('fascia') && (
        <rect x={22} y={140} width={196} height={200} rx={8} className="atm-overlay-panel" />
      )}
      {byId.has('stickers') && (
        <g className={addedOn('stickers') ? 'atm-sticker atm-sticker-odd' : 'atm-sticker'}>
          <rect x={30} y={18} width={86} height={16} rx={3} />
          <rect x={124} y={18} width={86} height={16} rx={3} />
        </g>
      )}
      <rect x={40} y={40} width={160} height={96} rx={6} className="atm-screen" />
      <line x1={56} x2={184} y1={66} y2={66} className="atm-screen-line" />
      <line x1={56} x2={160} y1={84} y2={84} className="atm-screen-line" />
      <line x1={56} x2={172} y1={102} y2={102} className="atm-screen-line" />
      <rect x={160} y={156} width={40} height={8} rx={2} className="atm-slot" />
      {addedOn('card-slot') && (
        <path d="M150 148 h60 a4 4 0 0 1 4 4 v20 a4 4 0 0 1 -4 4 h-60 z" className="atm-skimmer" />
      )}
      <rect x={40} y={188} width={160} height={12} rx={3} className="atm-strip" />
      {addedOn('camera-area') && (
        <>
          <rect x={40} y={184} width={160} height={18} rx={3} className="atm-bar" />
          <circle cx={120} cy={193} r={3} className="atm-pinhole" />
        </>
      )}
      <rect x={56} y={210} width={88} height={96} rx={6} className="atm-keypad-base" />
      {keys.map((index) => (
        <rect
          key={index}
          x={62 + (index % 3) * 28}
          y={216 + Math.floor(index / 3) * 22}
          width={20}
          height={16}
          rx={3}
          className="atm-key"
        />
      ))}
      {addedOn('keypad') && (
        <rect x={52} y={206} width={96} height={104} rx={8} className="atm-overlay" />
      )}
      <rect x={160} y={226} width={40} height={60} rx={4} className="atm-receipt" />
      <rect x={60} y={322} width={120} height={12} rx={4} className="atm-slot" />
      {addedOn('cash-slot') && (
        <rect x={56} y={316} width={128} height={22} rx={5} className="atm-overlay" />
      )}
      {/* The front panel's outline first, so that the parts on it take the clicks on them. */}
      {(Object.keys(BOXES) as AtmPartId[]).map(outline)}
    </svg>
  );
}
