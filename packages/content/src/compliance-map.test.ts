import { DEFENSE_IDS, FRAUD_IDS } from '@ffl/engine/ids';
import { describe, expect, it } from 'vitest';
import { COMPLIANCE_MAP } from './compliance-map';

describe('the compliance map', () => {
  it('covers PCI DSS 12.6.3.1, Joint Standard 2 of 2024 and ISO 27001 A.6.3, each with pages and a source', () => {
    expect(COMPLIANCE_MAP.map((r) => r.id)).toEqual(
      expect.arrayContaining(['pci-12.6.3.1', 'js2-2024-awareness', 'iso-27001-a.6.3']),
    );
    for (const entry of COMPLIANCE_MAP) {
      expect(entry.frauds.length + entry.defenses.length, entry.id).toBeGreaterThan(0);
      for (const id of entry.frauds) expect(FRAUD_IDS, entry.id).toContain(id);
      for (const id of entry.defenses) expect(DEFENSE_IDS, entry.id).toContain(id);
      expect(entry.source.url, entry.id).toMatch(/^https:\/\//);
    }
    expect(new Set(COMPLIANCE_MAP.map((r) => r.id)).size).toBe(COMPLIANCE_MAP.length);
  });
});
