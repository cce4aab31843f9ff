/**
 * The API's request and answer shapes, generated from the server's OpenAPI document
 * (`npm run api:types -w @ffl/web`). A server test fails when the committed copy is stale.
 */
import type { components } from './generated/api-types';

export type Schemas = components['schemas'];
export type Bank = Schemas['Bank'];
export type NextWave = Schemas['NextWave'];
export type MyLeagues = Schemas['MyLeagues'];
export type FraudPage = Schemas['FraudPage'];
