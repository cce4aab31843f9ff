/**
 * The learning measure's shapes as the browser sees them (apps/server/src/features/measure/
 * measure-schemas.ts → the generated api-types.ts), named once for the check and progress pages.
 * Before a check closes its items carry no truth: only the result, after the close, does.
 */
import type { Schemas } from '../../lib/api-schemas';

export type CheckStatus = Schemas['CheckStatus'];
export type CheckDue = NonNullable<CheckStatus['due']>;
export type CheckView = Schemas['CheckView'];
export type CheckItem = CheckView['items'][number];
export type DecisionItem = Extract<CheckItem, { kind: 'decision' }>;
export type ScenarioItem = Extract<CheckItem, { kind: 'scenario' }>;
export type CheckResult = NonNullable<Schemas['CheckResult']>;
export type ResultItem = CheckResult['items'][number];
export type DecisionResult = Extract<ResultItem, { kind: 'decision' }>;
export type ScenarioResult = Extract<ResultItem, { kind: 'scenario' }>;
export type CheckAnswer = Schemas['CheckAnswer'];
export type CheckPhase = CheckView['phase'];
export type DueReason = CheckDue['reason'];
export type MessageChannel = DecisionItem['message']['channel'];
export type Decision = NonNullable<CheckAnswer['decision']>;
export type LearningProgress = Schemas['LearningProgress'];
export type ProgressPoint = LearningProgress['overall'][number];
