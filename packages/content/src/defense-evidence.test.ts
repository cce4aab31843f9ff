import { DEFENSE_IDS } from '@ffl/engine/ids';
import { describe, expect, it } from 'vitest';
import { DEFENSE_EVIDENCE } from './defense-evidence';
import { validateDefenseEvidence } from './validate';

const SOURCE = {
  title: 'A study of the defense',
  publisher: 'A research group',
  year: 2024,
  url: 'https://example.org/study',
};
const NOTE = {
  note: 'What the study found, in our own words, and how it shapes the numbers of the game.',
  source: SOURCE,
};

describe('defense evidence', () => {
  it.each(DEFENSE_IDS)('backs %s with 1 to 3 sourced notes', (id) => {
    expect(validateDefenseEvidence(DEFENSE_EVIDENCE[id])).toEqual([]);
  });

  it('refuses no note, a fourth note, a bare note, and a source that is not https', () => {
    expect(validateDefenseEvidence([])).toEqual(['0 evidence notes; a defense has 1 to 3']);
    expect(validateDefenseEvidence([NOTE, NOTE, NOTE, NOTE])).toEqual([
      '4 evidence notes; a defense has 1 to 3',
    ]);
    expect(validateDefenseEvidence([{ ...NOTE, note: 'Too short.' }])).toEqual([
      'evidence[0]: the note is too short to explain',
    ]);
    expect(
      validateDefenseEvidence([
        { ...NOTE, source: { ...SOURCE, url: 'http://example.org/study' } },
      ]),
    ).toEqual(['evidence[0]: source URL "http://example.org/study" is not an https URL']);
    expect(
      validateDefenseEvidence([{ ...NOTE, source: { ...SOURCE, title: ' ', publisher: '' } }]),
    ).toEqual(['evidence[0]: source without a title', 'evidence[0]: source without a publisher']);
  });
});
