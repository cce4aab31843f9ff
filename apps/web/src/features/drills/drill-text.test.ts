import { describe, expect, it } from 'vitest';
import { DRILLS_TEXT } from './drill-text';

describe("a drill result's verdict", () => {
  it('names what the drill showed: an ATM is tampered with, a call or a page is a scam', () => {
    expect(DRILLS_TEXT.verdict('atm', false)).toBe('This ATM had been tampered with.');
    expect(DRILLS_TEXT.verdict('atm', true)).toBe('This ATM was safe to use.');
    expect(DRILLS_TEXT.verdict('call', false)).toBe('This call was a scam.');
    expect(DRILLS_TEXT.verdict('web', true)).toBe('This page was genuine.');
    expect(DRILLS_TEXT.verdict('sms', false)).toBe('This message was a scam.');
    expect(DRILLS_TEXT.verdict('email', true)).toBe('This message was genuine.');
  });
});
