import { expect, test } from '@playwright/test';
import { gameMaster, sendWaveNow } from './support/game';

test('smoke: gm sends a wave', async () => {
  const gm = await gameMaster();
  const wave = await sendWaveNow(gm, { difficulty: 'easy' });
  expect(wave.id).toHaveLength(20);
});
