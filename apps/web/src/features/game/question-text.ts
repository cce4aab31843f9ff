/** The words of one quiz question's step (features/game/question-step.tsx), for the quiz and the booster. */
export const QUESTION_TEXT = {
  progress: (index: number, total: number) => `Question ${index} of ${total}`,
  chooseFirst: 'Choose an answer first.',
  check: 'Check answer',
  next: 'Next question',
  finish: 'See your result',
  right: 'Right answer',
  wrong: 'Wrong answer',
  yourChoice: 'your choice',
  feedbackRight: 'Correct.',
  feedbackWrong: (rightText: string) => `Not quite. The right answer is: ${rightText}`,
} as const;
