import { z } from '@hono/zod-openapi';
import { DefenseIdSchema, FraudIdSchema } from '../../http/domain-schemas';

/** The shapes of the learning pages' answers. */

const SourceSchema = z
  .object({ title: z.string(), publisher: z.string(), year: z.number().int(), url: z.string() })
  .openapi('Source');
const EvidenceSchema = z
  .object({
    note: z.string().openapi({ description: 'What the source found, in our own words.' }),
    source: SourceSchema,
  })
  .openapi('Evidence');

const ChannelSchema = z
  .object({
    name: z.string(),
    how: z.string(),
    url: z.string().optional(),
    phone: z.string().optional(),
  })
  .openapi('ReportingChannel');

export const FraudPageSchema = z
  .object({
    id: FraudIdSchema,
    summary: z.string(),
    whatItIs: z.array(z.string()),
    howItWorks: z.array(z.string()),
    warningSigns: z.array(z.string()),
    realCase: z.object({
      title: z.string(),
      where: z.string(),
      whatHappened: z.array(z.string()),
      source: SourceSchema,
    }),
    statistics: z.array(
      z.object({ text: z.string(), year: z.number().int(), source: SourceSchema }),
    ),
    whoIsTargeted: z.array(z.string()),
    howToDefend: z.array(z.string()),
    ifItHappensToYou: z.object({
      steps: z.array(z.string()),
      southAfrica: z.array(ChannelSchema),
      international: z.array(ChannelSchema),
    }),
    glossary: z.array(z.object({ term: z.string(), definition: z.string() })),
    sources: z.array(SourceSchema),
    questionCount: z.number().int().openapi({ description: 'Questions in the quiz bank.' }),
  })
  .openapi('FraudPage');

export const DefensePageSchema = z
  .object({
    id: DefenseIdSchema,
    summary: z.string(),
    whatItIs: z.array(z.string()),
    howItWorks: z.array(z.string()),
    levels: z.array(z.object({ inPractice: z.string() })).length(3),
    limitations: z.array(z.string()),
    realWorldCost: z.array(z.string()),
    sources: z.array(SourceSchema),
    evidence: z
      .array(EvidenceSchema)
      .min(1)
      .max(3)
      .openapi({ description: "Why the game's numbers for this defense are what they are." }),
  })
  .openapi('DefensePage');

export const SummariesSchema = z
  .object({
    frauds: z.array(z.object({ id: FraudIdSchema, summary: z.string() })),
    defenses: z.array(z.object({ id: DefenseIdSchema, summary: z.string() })),
  })
  .openapi('ContentSummaries');

export type FraudPage = z.infer<typeof FraudPageSchema>;
export type DefensePage = z.infer<typeof DefensePageSchema>;
