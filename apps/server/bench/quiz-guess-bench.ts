/**
 * The guessing bench: players who never read play every quiz through the real API (the app in
 * this process, on an embedded database, with the test clock: the cooldown, the rate limits and
 * the reviews all follow simulated time), retaking each quiz as soon as the cooldown allows until
 * it is passed, for one simulated day. It prints each strategy's pass rate per attempt and the
 * money it earned in its first hour and first day, against the targets of issue "Quizzes that
 * measure learning":
 * - always the longest option passes at most 10% of attempts; random at most 5%;
 * - in its first hour the farmer (who remembers every answer the explanations revealed) earns at
 *   most a quarter of what passing every quiz at the first attempt pays.
 */
import { randomInt } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ECONOMY } from '@ffl/engine/economy';
import { FRAUD_IDS, type FraudId } from '@ffl/engine/ids';
import { openDatabase, pgliteDirFor } from '../src/db/client';
import { createTestClock } from '../src/lib/clock';
import {
  MIGRATIONS_DIR,
  GOOD_PASSWORD as PASSWORD,
  signUpVerified,
  startInProcessServer,
  type TestClient,
} from '../src/test/in-process';

interface Question {
  id: string;
  options: { id: number; text: string }[];
}
interface Attempt {
  attemptId: string;
  questions: Question[];
}
interface Answer {
  explanations: { optionId: number; correct: boolean }[];
}
interface Result {
  passed: boolean;
  reward: number;
}

type Strategy = 'random' | 'longest' | 'first' | 'last' | 'farmer';
const STRATEGIES: Strategy[] = ['random', 'longest', 'first', 'last', 'farmer'];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** One step of simulated time: just past the cooldown, so every waiting quiz can be retaken. */
const STEP = ECONOMY.quizRetakeCooldownMinutes * 60_000 + 1_000;

interface Player {
  strategy: Strategy;
  client: TestClient;
  /** What the farmer learnt: question id → the right option's text. */
  memory: Map<string, string>;
  passed: Set<FraudId>;
  attempts: number;
  passes: number;
  earnedFirstHour: number;
  earnedFirstDay: number;
}

function choose(player: Player, question: Question): number {
  const options = question.options;
  switch (player.strategy) {
    case 'first':
      return options[0]?.id ?? 0;
    case 'last':
      return options[options.length - 1]?.id ?? 0;
    case 'longest':
      return options.reduce((best, o) => (o.text.length > best.text.length ? o : best)).id;
    case 'farmer': {
      const known = player.memory.get(question.id);
      const match = options.find((o) => o.text === known);
      if (match) return match.id;
      return options[randomInt(options.length)]?.id ?? 0;
    }
    default:
      return options[randomInt(options.length)]?.id ?? 0;
  }
}

async function main() {
  const clock = createTestClock();
  const database = await openDatabase({
    pgliteDir: pgliteDirFor(mkdtempSync(join(tmpdir(), 'ffl-guess-'))),
    migrationsDir: MIGRATIONS_DIR,
  });
  const server = await startInProcessServer(database, { clock, now: () => clock.now() });
  try {
    const post = async <T>(client: TestClient, path: string, body?: unknown, key?: string) => {
      const res = await client.request(path, {
        method: 'POST',
        headers: key ? { 'idempotency-key': key } : {},
        ...(body === undefined ? {} : { json: body }),
      });
      return { status: res.status, body: (await res.json()) as T };
    };
    const players: Player[] = [];
    for (const strategy of STRATEGIES) {
      const email = `guess-${strategy}@example.com`;
      const client = await signUpVerified(server, email, PASSWORD);
      await client.post('/api/auth/sign-in/email', { email, password: PASSWORD });
      if ((await client.get('/api/bank')).status !== 200) throw new Error('no bank');
      players.push({
        strategy,
        client,
        memory: new Map(),
        passed: new Set(),
        attempts: 0,
        passes: 0,
        earnedFirstHour: 0,
        earnedFirstDay: 0,
      });
    }

    const playQuiz = async (player: Player, fraudId: FraudId, elapsed: number) => {
      const started = await post<Attempt>(player.client, `/api/quizzes/${fraudId}/attempts`);
      if (started.status !== 200) {
        throw new Error(`start ${fraudId}: ${started.status} ${JSON.stringify(started.body)}`);
      }
      const attempt = started.body;
      for (const question of attempt.questions) {
        const res = await post<Answer>(
          player.client,
          `/api/quizzes/attempts/${attempt.attemptId}/answers`,
          { questionId: question.id, optionId: choose(player, question) },
        );
        const right = res.body.explanations.find((e) => e.correct)?.optionId;
        const text = question.options.find((o) => o.id === right)?.text;
        if (text) player.memory.set(question.id, text);
      }
      const submitted = await post<Result>(
        player.client,
        `/api/quizzes/attempts/${attempt.attemptId}/submit`,
        undefined,
        `${attempt.attemptId}-submit`,
      );
      player.attempts += 1;
      if (submitted.body.passed) {
        player.passes += 1;
        player.passed.add(fraudId);
      }
      if (elapsed < HOUR) player.earnedFirstHour += submitted.body.reward;
      player.earnedFirstDay += submitted.body.reward;
    };

    const began = performance.now();
    for (let elapsed = 0; elapsed < DAY; elapsed += STEP) {
      await Promise.all(
        players.map(async (player) => {
          for (const fraudId of FRAUD_IDS) {
            if (!player.passed.has(fraudId)) await playQuiz(player, fraudId, elapsed);
          }
        }),
      );
      clock.advance?.(STEP);
    }
    const seconds = (performance.now() - began) / 1000;

    const allFirst = FRAUD_IDS.length * ECONOMY.quizFirstPassReward;
    const money = (n: number) => `$${n.toLocaleString('en-US')}`;
    console.log(
      `quiz guessing bench: ${FRAUD_IDS.length} quizzes, retakes as soon as the ${ECONOMY.quizRetakeCooldownMinutes}-minute cooldown allows, for one simulated day (${seconds.toFixed(0)} s)`,
    );
    console.log(
      `${'strategy'.padEnd(9)} ${'attempts'.padStart(8)} ${'passes'.padStart(6)} ${'pass rate'.padStart(9)} ${'first hour'.padStart(11)} ${'first day'.padStart(10)} ${'quizzes passed'.padStart(14)}`,
    );
    for (const p of players) {
      const rate = p.attempts > 0 ? (100 * p.passes) / p.attempts : 0;
      console.log(
        `${p.strategy.padEnd(9)} ${String(p.attempts).padStart(8)} ${String(p.passes).padStart(6)} ${`${rate.toFixed(1)}%`.padStart(9)} ${money(p.earnedFirstHour).padStart(11)} ${money(p.earnedFirstDay).padStart(10)} ${`${p.passed.size} of ${FRAUD_IDS.length}`.padStart(14)}`,
      );
    }
    console.log(`passing every quiz at the first attempt pays ${money(allFirst)}`);
    const by = (s: Strategy) => players.find((p) => p.strategy === s) as Player;
    const rate = (p: Player) => (p.attempts > 0 ? p.passes / p.attempts : 0);
    const checks: [string, boolean][] = [
      ['always-longest passes at most 10% of attempts', rate(by('longest')) <= 0.1],
      ['random passes at most 5% of attempts', rate(by('random')) <= 0.05],
      [
        `the farmer earns at most a quarter of ${money(allFirst)} in its first hour`,
        by('farmer').earnedFirstHour <= allFirst / 4,
      ],
    ];
    for (const [what, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'} ${what}`);
    if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
  } finally {
    await server.close();
    await database.close();
  }
}

await main();
