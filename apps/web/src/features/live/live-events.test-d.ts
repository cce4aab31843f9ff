/**
 * Type-level test, checked by `tsc -p apps/web` in `npm run check`: the zod schema the stream is
 * parsed with (generated from the API document's `LiveEvent`) reads exactly the generated
 * `LiveEvent` type, both ways. If one of the two generated files were edited by hand, or made from
 * another document, an assignment below would not compile.
 */
import type { z } from 'zod/mini';
import type { LiveEventSchema } from '../../lib/generated/zod-schemas';
import type { LiveEvent } from './live-events';

type Parsed = z.output<typeof LiveEventSchema>;
type Fits<A, B> = [A] extends [B] ? true : false;

export const parsedIsDocumented: Fits<Parsed, LiveEvent> = true;
export const documentedParses: Fits<LiveEvent, Parsed> = true;
