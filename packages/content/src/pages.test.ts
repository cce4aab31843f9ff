import { DEFENSE_IDS, FRAUD_IDS } from '@ffl/engine/ids';
import { describe, expect, it } from 'vitest';
import { DEFENSE_CONTENT, FRAUD_CONTENT, listQuizQuestions } from './registry';
import type { DefenseContent, FraudContent, ReportingChannel } from './types';
import { validateDefensePage, validateFraudPage } from './validate';

const fraudModules = import.meta.glob<{ fraud: FraudContent }>('./frauds/*.ts', { eager: true });
const defenseModules = import.meta.glob<{ defense: DefenseContent }>('./defenses/*.ts', {
  eager: true,
});

function kebab(id: string): string {
  return id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

describe('fraud pages', () => {
  for (const [file, mod] of Object.entries(fraudModules)) {
    it(`${file} is a valid page named after its id`, () => {
      expect(file).toBe(`./frauds/${kebab(mod.fraud.id)}.ts`);
      expect(validateFraudPage(mod.fraud)).toEqual([]);
    });
  }
});

describe('defense pages', () => {
  for (const [file, mod] of Object.entries(defenseModules)) {
    it(`${file} is a valid page named after its id`, () => {
      expect(file).toBe(`./defenses/${kebab(mod.defense.id)}.ts`);
      expect(validateDefensePage(mod.defense)).toEqual([]);
    });
  }
});

describe('content registry', () => {
  it('holds exactly the fraud pages found on disk, as the same objects', () => {
    const found = Object.values(fraudModules).map((m) => m.fraud);
    expect(found).toHaveLength(FRAUD_IDS.length);
    expect(Object.keys(FRAUD_CONTENT)).toEqual([...FRAUD_IDS]);
    for (const page of found) expect(FRAUD_CONTENT[page.id]).toBe(page);
  });

  it('holds exactly the defense pages found on disk, as the same objects', () => {
    const found = Object.values(defenseModules).map((m) => m.defense);
    expect(found).toHaveLength(DEFENSE_IDS.length);
    expect(Object.keys(DEFENSE_CONTENT)).toEqual([...DEFENSE_IDS]);
    for (const page of found) expect(DEFENSE_CONTENT[page.id]).toBe(page);
  });

  it('lists the quiz of a fraud page', () => {
    expect(listQuizQuestions('Phishing')).toBe(FRAUD_CONTENT.Phishing.quiz);
  });
});

describe('reporting channels', () => {
  it('give one web address and one phone number per channel name across all pages', () => {
    const seen = new Map<string, ReportingChannel>();
    for (const { fraud } of Object.values(fraudModules)) {
      const { southAfrica, international } = fraud.ifItHappensToYou;
      for (const channel of [...southAfrica, ...international]) {
        const first = seen.get(channel.name) ?? channel;
        seen.set(channel.name, first);
        expect({ page: fraud.id, url: channel.url, phone: channel.phone }).toEqual({
          page: fraud.id,
          url: first.url,
          phone: first.phone,
        });
      }
    }
  });
});
