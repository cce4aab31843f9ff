import { SHOP_ACTIONS } from '@ffl/engine/actions';
import { z } from '@hono/zod-openapi';
import {
  DefenseIdSchema,
  FamilySchema,
  LevelSchema,
  OwnedLevelSchema,
} from '../../http/domain-schemas';
import { nameSchema } from '../../lib/names';

/** The shapes of my bank's answers and requests; the services return these types. */

const CatalogueDefenseIdSchema = DefenseIdSchema.openapi({
  description: 'A defense id from the catalogue.',
});

const OwnedDefenseSchema = z.object({
  defenseId: CatalogueDefenseIdSchema,
  level: LevelSchema,
  invested: z.number().int(),
});

export const BankSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    manager: z.string(),
    anonymous: z.boolean(),
    anonymousLabel: z.string(),
    cash: z.number().int(),
    invested: z.number().int(),
    netWorth: z.number().int(),
    inDebt: z.boolean(),
    alertFamily: FamilySchema.nullable(),
    levels: z.record(z.string(), OwnedLevelSchema),
    owned: z.array(OwnedDefenseSchema),
    playsWaves: z.boolean(),
    welcomeDone: z.boolean(),
    season: z.object({ id: z.string(), number: z.number().int() }),
    joinedAt: z.string(),
  })
  .openapi('Bank');

export const BankSettingsSchema = z
  .strictObject({
    name: nameSchema('bank').optional(),
    anonymous: z.boolean().optional(),
    playsWaves: z.boolean().optional(),
    welcomeDone: z.boolean().optional(),
  })
  .openapi('BankSettings');

export const AlertPickSchema = z
  .strictObject({ family: FamilySchema.nullable() })
  .openapi('AlertPick');

const ShopActionSchema = z.enum(SHOP_ACTIONS);

export const ShopParamsSchema = z.object({
  defenseId: CatalogueDefenseIdSchema,
  action: ShopActionSchema,
});

export const ShopResultSchema = z
  .object({
    action: ShopActionSchema,
    defenseId: CatalogueDefenseIdSchema,
    level: OwnedLevelSchema,
    cashChange: z
      .number()
      .int()
      .openapi({ description: 'Signed change of cash: −price, or +refund for a sale.' }),
    bank: BankSchema,
  })
  .openapi('ShopResult');

export type Bank = z.infer<typeof BankSchema>;
export type OwnedDefense = z.infer<typeof OwnedDefenseSchema>;
export type BankSettings = z.infer<typeof BankSettingsSchema>;
export type ShopResult = z.infer<typeof ShopResultSchema>;
