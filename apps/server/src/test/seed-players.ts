import { DEFENSES } from '@ffl/engine/catalogue';
import { ECONOMY } from '@ffl/engine/economy';
import { DEFENSE_IDS } from '@ffl/engine/ids';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { getCurrentSeason } from '../features/seasons/current-season';

/**
 * Inserts `count` verified players with banks in one go, for scale tests and benchmarks: each owns
 * a deterministic random third of the defenses at levels 1–3, bought at catalogue prices, with
 * ledger rows that keep cash equal to the sum of the ledger. Ids are `<prefix>-<n>`.
 */
export async function seedPlayers(db: Db, count: number, prefix = 'seed'): Promise<void> {
  const season = await getCurrentSeason(db);
  const prices = DEFENSE_IDS.map((id) => {
    const [a, b, c] = DEFENSES[id].costs;
    return { id, l1: a, l2: a + b, l3: a + b + c };
  });
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, role, created_at, updated_at)
    select ${prefix} || '-' || i, 'Player ' || i, ${prefix} || '-' || i || '@seed.example', true, 'user', now(), now()
    from generate_series(1, ${count}) as i`);
  await db.execute(sql`
    insert into bank (user_id, public_id, name, anonymous_number, cash, season_id, alert_family, joined_at)
    select ${prefix} || '-' || i, substr(md5(${prefix} || i::text), 1, 20), 'Bank ' || i, 1 + i % 9999,
      ${ECONOMY.startingCash}, ${season.id},
      (array[null, 'social', 'cyber', 'identity', 'insider', 'physical'])[1 + abs(hashtext(${prefix} || 'alert' || i)) % 6],
      now() - make_interval(secs => i)
    from generate_series(1, ${count}) as i`);
  await db.execute(sql`
    insert into owned_defense (user_id, defense_id, level, invested)
    select ${prefix} || '-' || i, p.id, 1 + abs(hashtext(${prefix} || p.id || i || 'level')) % 3,
      case 1 + abs(hashtext(${prefix} || p.id || i || 'level')) % 3 when 1 then p.l1 when 2 then p.l2 else p.l3 end
    from generate_series(1, ${count}) as i
    cross join jsonb_to_recordset(${JSON.stringify(prices)}::jsonb) as p(id text, l1 int, l2 int, l3 int)
    where abs(hashtext(${prefix} || p.id || i)) % 3 = 0`);
  await db.execute(sql`
    insert into ledger (user_id, season_id, amount, kind, reference)
    select user_id, ${season.id}, amount, kind, reference from (
      select ${prefix} || '-' || i as user_id, ${ECONOMY.startingCash} as amount, 'start' as kind, null as reference, 0 as ord
      from generate_series(1, ${count}) as i
      union all
      select o.user_id, -o.invested, 'buy', o.defense_id, 1 from owned_defense o where o.user_id like ${`${prefix}-%`}
    ) as rows order by user_id, ord`);
  await db.execute(sql`
    update bank b set invested = o.total, cash = ${ECONOMY.startingCash} - o.total
    from (select user_id, sum(invested)::int as total from owned_defense where user_id like ${`${prefix}-%`} group by user_id) o
    where b.user_id = o.user_id`);
  await db.execute(sql`analyze`);
}
