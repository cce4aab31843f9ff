/**
 * Downloads a wave's results CSV with progress. The server streams the file without a length, so
 * progress counts the lines received against the players the wave hit.
 */

import { answerOf, api } from '../../lib/api';

/** Line breaks in a chunk of CSV text. */
export function countLineBreaks(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n += 1;
  return n;
}

/** Data rows received so far: every complete line but the header. */
export function rowsReceived(lineBreaks: number): number {
  return Math.max(0, lineBreaks - 1);
}

/** A share 0–1 of the export done, never above 1 (more players may have been added). */
export function exportShare(rows: number, expected: number): number {
  if (expected <= 0) return 1;
  return Math.min(1, rows / expected);
}

/** Fetches a wave's results CSV, reporting rows as they arrive; resolves with the whole file. */
export async function fetchCsv(
  waveId: string,
  onRows: (rows: number) => void,
  signal?: AbortSignal,
): Promise<{ blob: Blob; rows: number }> {
  const { response: res } = await answerOf(
    api.client.GET('/api/admin/waves/{waveId}/results.csv', {
      params: { path: { waveId } },
      parseAs: 'stream',
      ...(signal ? { signal } : {}),
    }),
  );
  const parts: BlobPart[] = [];
  let lineBreaks = 0;
  if (res.body) {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      lineBreaks += countLineBreaks(decoder.decode(value, { stream: true }));
      onRows(rowsReceived(lineBreaks));
    }
  } else {
    const text = await res.text();
    parts.push(text);
    lineBreaks = countLineBreaks(text);
    onRows(rowsReceived(lineBreaks));
  }
  return { blob: new Blob(parts, { type: 'text/csv' }), rows: rowsReceived(lineBreaks) };
}

/** Hands a file to the browser's downloads. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
