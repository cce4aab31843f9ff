import { ECONOMY } from '@ffl/engine/economy';
import type { FraudId } from '@ffl/engine/ids';
import { expect, type Page, test } from '@playwright/test';
import { readAnswer } from './support/api';
import { signUpAndSignIn } from './support/game';
import { checkScreen, money } from './support/helpers';
import { readCash, rightOptionText, tabTo, wrongOptionText } from './support/wiki';

interface DrawnQuestion {
  id: string;
  prompt: string;
  options: { id: number; text: string }[];
}

/**
 * Answers the five questions with the keyboard only: Tab into the radio group, arrows to the
 * option, Tab to "Check answer", Enter; then to "Next question". `wrongAt` lists the question
 * numbers (0-based) to answer wrongly on purpose.
 */
async function answerAll(page: Page, questions: DrawnQuestion[], wrongAt: number[], check = false) {
  for (const [index, question] of questions.entries()) {
    const heading = page.getByRole('heading', { name: `Question ${index + 1} of 5` });
    await expect(heading).toBeFocused();
    const wrong = wrongAt.includes(index);
    const text = wrong ? wrongOptionText(question) : rightOptionText(question);
    const position = question.options.findIndex((option) => option.text === text);
    expect(position, `option "${text}" is shown`).toBeGreaterThanOrEqual(0);

    // Tab lands on the first radio of the group; the arrows move and select.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio').first()).toBeFocused();
    if (position === 0) await page.keyboard.press('Space');
    for (let step = 0; step < position; step += 1) await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: text, exact: true })).toBeChecked();

    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Check answer' })).toBeFocused();
    await page.keyboard.press('Enter');

    // The verdict gets the focus, and every option is explained, right or wrong in words.
    const verdict = page.getByRole('heading', { level: 3 });
    await expect(verdict).toBeFocused();
    await expect(verdict).toHaveText(wrong ? /^Not quite\. The right answer is: / : 'Correct.');
    await expect(page.getByText('Right answer', { exact: true })).toHaveCount(1);
    await expect(page.getByText('Wrong answer', { exact: true })).toHaveCount(
      question.options.length - 1,
    );
    await expect(page.getByText('(your choice)')).toHaveCount(1);
    await expect(page.getByRole('radio').first()).toBeDisabled();
    if (check && index === 0) await checkScreen(page, 'quiz-explained');

    const last = index === questions.length - 1;
    const next = page.getByRole('button', { name: last ? 'See your result' : 'Next question' });
    await tabTo(page, next);
    await page.keyboard.press('Enter');
  }
}

/** Starts an attempt with the keyboard and returns the drawn questions, as the server sent them. */
async function startWithKeyboard(
  page: Page,
  buttonName: string,
  fraudId: FraudId = 'Phishing',
): Promise<DrawnQuestion[]> {
  const drawn = page.waitForResponse(
    (res) =>
      res.url().endsWith(`/api/quizzes/${fraudId}/attempts`) && res.request().method() === 'POST',
  );
  await tabTo(page, page.getByRole('button', { name: buttonName }));
  await page.keyboard.press('Enter');
  const body = await readAnswer(await drawn, 'post', `/api/quizzes/${fraudId}/attempts`);
  expect(body.questions).toHaveLength(5);
  return body.questions;
}

test('keyboard only: take a quiz, see every explanation, pass, get paid once', async ({
  page,
  request,
}) => {
  // Ten questions by keyboard, each explanation's links a Tab stop of its own: more than a minute.
  test.setTimeout(180_000);
  await signUpAndSignIn(page, request, 'quiz');
  const before = await readCash(page);

  // From the fraud page to the quiz with the keyboard.
  await page.goto('/frauds/Phishing');
  await expect(page.getByRole('heading', { level: 1, name: 'Phishing' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Take the quiz' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/frauds\/Phishing\/quiz$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz: Phishing' })).toBeVisible();
  await expect(page.getByText(`to earn ${money(ECONOMY.quizFirstPassReward)}`)).toBeVisible();
  await checkScreen(page, 'quiz-start');

  // One wrong answer, four right: 4 of 5 passes.
  const first = await startWithKeyboard(page, 'Start the quiz');
  await answerAll(page, first, [0], true);

  const result = page.getByRole('region', { name: 'Your result' });
  await expect(page.getByRole('heading', { name: 'Your result' })).toBeFocused();
  await expect(result).toContainText('Passed');
  await expect(result).toContainText('You got 4 of 5 right.');
  const reward = ECONOMY.quizFirstPassReward;
  await expect(result).toContainText(`Reward paid: ${money(reward)} (first pass this season).`);
  await expect(result).toContainText(`Your cash is now ${money(before + reward)}.`);
  await expect(result).toContainText('Next review:');
  expect(await readCash(page)).toBe(before + reward);
  await expect(result.getByRole('link', { name: 'Back to Phishing' })).toBeVisible();
  await checkScreen(page, 'quiz-result');

  // Retake at once, all right this time: passed again, but no second reward.
  const second = await startWithKeyboard(page, 'Take the quiz again');
  await answerAll(page, second, []);
  await expect(page.getByRole('heading', { name: 'Your result' })).toBeFocused();
  await expect(result).toContainText('You got 5 of 5 right.');
  await expect(result).toContainText(
    'No reward this time: you already passed this quiz this season',
  );
  await expect(result).toContainText(`Your cash is now ${money(before + reward)}.`);
  expect(await readCash(page)).toBe(before + reward);

  // Back on the page and in the wiki, the quiz shows as passed.
  await tabTo(page, result.getByRole('link', { name: 'Back to Phishing' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/frauds\/Phishing$/);
  await expect(page.getByRole('region', { name: 'Test yourself' })).toContainText(
    'You passed this quiz this season.',
  );
  await page.goto('/fraudwiki?quiz=passed');
  await expect(page.getByText('Showing 1 of 20 frauds.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Frauds' }).getByRole('heading')).toHaveText([
    'Phishing',
  ]);
});

test('keyboard only: a failed quiz says when it can be retaken, and what a later pass pays', async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page, request, 'quiz-retake');
  const before = await readCash(page);
  await page.goto('/frauds/Vishing/quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz: Vishing' })).toBeVisible();

  // Every answer wrong: not passed, nothing paid, and the retake waits for the cooldown.
  const questions = await startWithKeyboard(page, 'Start the quiz', 'Vishing');
  await answerAll(page, questions, [0, 1, 2, 3, 4]);
  const result = page.getByRole('region', { name: 'Your result' });
  await expect(page.getByRole('heading', { name: 'Your result' })).toBeFocused();
  await expect(result).toContainText('Not passed');
  await expect(result).toContainText('No reward: you need 4 right to pass.');
  const wait = result.getByRole('status');
  await expect(wait).toContainText(
    new RegExp(
      `You can retake this quiz in (${ECONOMY.quizRetakeCooldownMinutes}|${ECONOMY.quizRetakeCooldownMinutes - 1}) min, at \\d{2}:\\d{2}\\.`,
    ),
  );
  await expect(result.getByRole('button', { name: 'Take the quiz again' })).toBeDisabled();
  expect(await readCash(page)).toBe(before);
  await checkScreen(page, 'quiz-cooldown');

  // After a reload the quiz page still says when, and what a pass on the next attempt pays.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz: Vishing' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'You can retake this quiz in' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start the quiz' })).toBeDisabled();
  await expect(
    page.getByText(`Pass with 4 right to earn ${money(ECONOMY.quizRetakePassRewards[0] ?? 0)}.`),
  ).toBeVisible();
});
