import { describe, expect, it } from 'vitest';
import type { DrillStats } from './drill-stats-api';
import { csvCell, DRILL_CSV_HEADER, drillStatsCsv } from './drill-stats-csv';

/** A minimal RFC 4180 reader, to read the file back as a spreadsheet would. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return rows;
}

const stats: DrillStats = {
  families: [
    { family: 'social', attempts: 7, reportRate: 0.6, falseAlarmRate: 0.5, flagsFoundRate: 0.55 },
  ],
  drills: [
    {
      id: 'Phishing-d1',
      fraudId: 'Phishing',
      title: 'A message about your "parcel", urgent',
      legitimate: false,
      difficulty: 'least',
      attempts: 5,
      players: 5,
      reportRate: 0.6,
      falseAlarmRate: null,
      trustedShare: 0.2,
      flagsFoundRate: 2 / 3,
    },
    {
      id: 'Vishing-d3',
      fraudId: 'Vishing',
      title: '=A call from your bank',
      legitimate: true,
      difficulty: 'very',
      attempts: 2,
      players: 2,
      reportRate: null,
      falseAlarmRate: 0.5,
      trustedShare: null,
      flagsFoundRate: null,
    },
  ],
  missedFlags: [],
};

describe('the drills CSV', () => {
  it('has one row per drill whose values match the statistics given', () => {
    const [header, ...rows] = parseCsv(drillStatsCsv(stats));
    expect(header).toEqual([...DRILL_CSV_HEADER]);
    expect(rows).toHaveLength(stats.drills.length);
    for (const [index, drill] of stats.drills.entries()) {
      const row = Object.fromEntries(header!.map((name, i) => [name, rows[index]![i]]));
      const share = (value: number | null) => (value === null ? '' : String(value));
      expect(row.drill_id).toBe(drill.id);
      expect(row.fraud_id).toBe(drill.fraudId);
      expect(Number(row.attempts)).toBe(drill.attempts);
      expect(Number(row.players)).toBe(drill.players);
      expect(row.kind).toBe(drill.legitimate ? 'legitimate' : 'scam');
      expect(row.difficulty).toBe(drill.difficulty);
      expect(row.report_rate).toBe(share(drill.reportRate));
      expect(row.trusted_share).toBe(share(drill.trustedShare));
      expect(row.false_alarm_rate).toBe(share(drill.falseAlarmRate));
      if (drill.flagsFoundRate === null) expect(row.flags_found_rate).toBe('');
      else expect(Number(row.flags_found_rate)).toBeCloseTo(drill.flagsFoundRate, 4);
    }
  });

  it('names frauds and families as the engine does, and keeps titles intact', () => {
    const [, first, second] = parseCsv(drillStatsCsv(stats));
    expect(first!.slice(2, 5)).toEqual([
      'Phishing',
      'Social engineering',
      'A message about your "parcel", urgent',
    ]);
    // A title that a spreadsheet would run as a formula stays text.
    expect(second![4]).toBe("'=A call from your bank");
  });

  it('quotes only what needs quoting', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(null)).toBe('');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell('-3')).toBe("'-3");
  });

  it('is only the header when there are no drills', () => {
    expect(drillStatsCsv({ ...stats, drills: [] })).toBe(`${DRILL_CSV_HEADER.join(',')}\r\n`);
  });
});
