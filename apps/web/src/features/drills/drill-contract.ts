/**
 * The drills API's shapes as the browser sees them, named once for the drills pages: each is the
 * generated OpenAPI type (apps/server/src/features/drills/drill-schemas.ts → api-types.ts), or a
 * part of one. The web app never imports packages/content: it knows a drill only from these.
 */
import type { Schemas } from '../../lib/api-schemas';

export type DrillList = Schemas['DrillList'];
export type DrillCard = Schemas['DrillCard'];
export type DrillView = Schemas['DrillView'];
export type DrillResult = Schemas['DrillResult'];
export type DrillProgress = Schemas['DrillProgress'];

export type DrillDecision = DrillResult['decision']['chosen'];
export type DrillOutcome = DrillResult['decision']['outcome'];
export type DrillDifficulty = NonNullable<DrillCard['difficulty']>;
export type DrillMedium = DrillCard['medium'];
export type DrillSetting = DrillCard['setting'];
export type ResultHotspot = DrillResult['hotspots'][number];
export type CueKind = NonNullable<ResultHotspot['cue']>;

/** One week's or one band's counts, without its key. */
export type ProgressCounts = Omit<DrillProgress['weeks'][number], 'weekStart'>;

/** A run of artefact text: plain, a hotspot, an inert link showing its target, or both. */
export type Span = Schemas['DrillSpan'];
export type Block = Span[];

export type Artefact = Schemas['DrillArtefact'];
export type EmailArtefact = Extract<Artefact, { medium: 'email' }>;
export type MessageArtefact = Extract<Artefact, { medium: 'sms' | 'chat' }>;
export type CallArtefact = Extract<Artefact, { medium: 'call' }>;
export type InvoiceArtefact = Extract<Artefact, { medium: 'invoice' | 'letter' }>;
export type WebArtefact = Extract<Artefact, { medium: 'web' }>;
export type SocialArtefact = Extract<Artefact, { medium: 'social' }>;
export type AtmArtefact = Extract<Artefact, { medium: 'atm' }>;
export type AtmPartId = AtmArtefact['parts'][number]['id'];
