import { describe, expect, it } from 'vitest';
import {
  filenameFromDisposition,
  formatBytes,
  percentOf,
  readWithProgress,
} from './export-download';

describe('export download', () => {
  it('says sizes in words a person reads', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(1023)).toBe('1023 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024 + 200_000)).toBe('5.2 MB');
  });

  it("takes the server's file name, and only a safe one", () => {
    expect(
      filenameFromDisposition('attachment; filename="fantasy-fraud-league-export-2026-01-31.json"'),
    ).toBe('fantasy-fraud-league-export-2026-01-31.json');
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd.json"')).toBe(
      '.._.._etc_passwd.json',
    );
    expect(filenameFromDisposition('attachment; filename="run.exe"')).toBe(
      'fantasy-fraud-league-export.json',
    );
    expect(filenameFromDisposition(null)).toBe('fantasy-fraud-league-export.json');
  });

  it('reports every chunk and returns the whole body', async () => {
    const encoder = new TextEncoder();
    const parts = ['{"bank":', '{"name":"Vault"}', '}'];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(encoder.encode(part));
        controller.close();
      },
    });
    const seen: [number, number | null][] = [];
    const blob = await readWithProgress(
      new Response(stream, {
        headers: { 'content-type': 'application/json', 'content-length': '25' },
      }),
      (received, total) => seen.push([received, total]),
    );
    expect(seen).toEqual([
      [8, 25],
      [24, 25],
      [25, 25],
    ]);
    expect(seen.map(([received, total]) => percentOf(received, total))).toEqual([32, 96, 100]);
    expect(percentOf(10, null)).toBeNull();
    expect(JSON.parse(await blob.text())).toEqual({ bank: { name: 'Vault' } });
  });
});
