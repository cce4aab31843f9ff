import { describe, expect, it } from 'vitest';
import type { DefenseContent, FraudContent } from './types';
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
