/**
 * Where the welcome was left, per bank, in the browser (issue 18: a reload must not restart it at
 * step 1). The server stores only whether the welcome is done (the bank's `welcomeDone`), which
 * stays the authority: the step is a convenience of this browser, so it needs no schema change,
 * and it is keyed by the bank's id, so that two accounts on one browser never share it.
 */
export type WelcomeStep = 0 | 1 | 2;

const KEY_PREFIX = 'ffl.welcome-step.';

/** What the welcome needs of the browser's storage (window.localStorage in the app). */
export type StepStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): StepStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (some private modes): the welcome then starts at step 1.
    return null;
  }
}

export function readWelcomeStep(
  bankId: string,
  storage: StepStorage | null = browserStorage(),
): WelcomeStep {
  try {
    const value = storage?.getItem(KEY_PREFIX + bankId);
    return value === '1' ? 1 : value === '2' ? 2 : 0;
  } catch {
    return 0;
  }
}

export function saveWelcomeStep(
  bankId: string,
  step: WelcomeStep,
  storage: StepStorage | null = browserStorage(),
): void {
  try {
    if (step === 0) storage?.removeItem(KEY_PREFIX + bankId);
    else storage?.setItem(KEY_PREFIX + bankId, String(step));
  } catch {
    // A full or refused storage only costs the resume point.
  }
}

/** Forgets the step once the welcome is done or skipped. */
export function clearWelcomeStep(
  bankId: string,
  storage: StepStorage | null = browserStorage(),
): void {
  saveWelcomeStep(bankId, 0, storage);
}
