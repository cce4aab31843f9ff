import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/memory-storage';
import {
  clearWelcomeStep,
  readWelcomeStep,
  type StepStorage,
  saveWelcomeStep,
} from './welcome-step';

describe('the welcome step kept in the browser', () => {
  it('resumes where the welcome was left, per bank', () => {
    const storage = memoryStorage();
    expect(readWelcomeStep('bank-a', storage)).toBe(0);
    saveWelcomeStep('bank-a', 2, storage);
    saveWelcomeStep('bank-b', 1, storage);
    expect(readWelcomeStep('bank-a', storage)).toBe(2);
    expect(readWelcomeStep('bank-b', storage)).toBe(1);
    clearWelcomeStep('bank-a', storage);
    expect(readWelcomeStep('bank-a', storage)).toBe(0);
    expect(storage.getItem('ffl.welcome-step.bank-a')).toBeNull();
  });

  it('starts at step 1 when the stored value is unknown or storage is refused', () => {
    const storage = memoryStorage();
    storage.setItem('ffl.welcome-step.bank-a', '7');
    expect(readWelcomeStep('bank-a', storage)).toBe(0);
    const refusing: StepStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readWelcomeStep('bank-a', refusing)).toBe(0);
    expect(() => saveWelcomeStep('bank-a', 1, refusing)).not.toThrow();
    expect(readWelcomeStep('bank-a', null)).toBe(0);
  });
});
