import { describe, expect, it } from 'vitest';
import { formatDocumentMoney, initials, invoiceTotal, splitUrl } from './artefact-format';

describe('document money', () => {
  it('writes rand with spaces between thousands, dollars with commas', () => {
    expect(formatDocumentMoney(12_500, 'ZAR')).toBe('R12\u00a0500.00');
    expect(formatDocumentMoney(1_234_567.5, 'ZAR')).toBe('R1\u00a0234\u00a0567.50');
    expect(formatDocumentMoney(12_500, 'USD')).toBe('$12,500.00');
    expect(formatDocumentMoney(99.999, 'USD')).toBe('$100.00');
    expect(formatDocumentMoney(-40, 'USD')).toBe('\u2212$40.00');
  });

  it('adds invoice lines in cents', () => {
    expect(invoiceTotal([{ amount: 0.1 }, { amount: 0.2 }])).toBe(0.3);
    expect(invoiceTotal([{ amount: 12_000 }, { amount: 1_800.5 }])).toBe(13_800.5);
    expect(invoiceTotal([])).toBe(0);
  });
});

describe('avatars and address bars', () => {
  it('takes two initials', () => {
    expect(initials('Thandi Mokoena')).toBe('TM');
    expect(initials('Anna van der Berg')).toBe('AB');
    // A firm in brackets after the name is not part of it.
    expect(initials('Ayesha Patel (Protea Bank)')).toBe('AP');
    expect(initials('proteabank')).toBe('PR');
    expect(initials('IT Service Desk (Priya)')).toBe('IP');
    expect(initials('+27 82 555 0143')).toBe('#');
    expect(initials('  ')).toBe('?');
  });

  it('splits a URL so the host stands out', () => {
    expect(splitUrl('https://protea-bank-secure.example/login?next=1')).toEqual({
      scheme: 'https://',
      host: 'protea-bank-secure.example',
      rest: '/login?next=1',
    });
    expect(splitUrl('proteabank.example')).toEqual({
      scheme: '',
      host: 'proteabank.example',
      rest: '',
    });
  });
});
