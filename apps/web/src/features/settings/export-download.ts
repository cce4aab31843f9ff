/**
 * Downloading "my data": the file is fetched as a stream so the page can say how much has
 * arrived, then handed to the browser as a download. No page navigation, so the app stays put.
 */
import { ApiError, answerOf, api } from '../../lib/api';

const FALLBACK_NAME = 'fantasy-fraud-league-export.json';

/** `512 bytes`, `1.5 KB`, `2.3 MB`: a size a person can read. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The file name of a `Content-Disposition: attachment; filename="…"` header, kept to safe
 * characters; the fallback when there is none.
 */
export function filenameFromDisposition(header: string | null): string {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  const name = match?.[1]?.trim().replace(/[^A-Za-z0-9._-]/g, '_');
  return name && /\.json$/i.test(name) ? name : FALLBACK_NAME;
}

/** Bytes received so far, and the whole size when the server said it (else null). */
export type ProgressListener = (received: number, total: number | null) => void;

/** The share of the file received, 0–100, or null when the size is unknown. */
export function percentOf(received: number, total: number | null): number | null {
  if (!total || total <= 0) return null;
  return Math.min(100, Math.floor((received * 100) / total));
}

/** Reads a response body to the end, reporting the bytes received so far after each chunk. */
export async function readWithProgress(
  response: Response,
  onProgress: ProgressListener,
): Promise<Blob> {
  const type = response.headers.get('content-type') ?? 'application/json';
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (!response.body) {
    const blob = await response.blob();
    onProgress(blob.size, total);
    return blob;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress(received, total);
  }
  return new Blob(chunks, { type });
}

export interface ExportedFile {
  blob: Blob;
  name: string;
}

/**
 * Fetches the export. The request timeout of the specification applies until the server starts
 * answering (lib/api.ts); after that the body streams for as long as it needs.
 */
export async function fetchExport(onProgress: ProgressListener): Promise<ExportedFile> {
  const { response } = await answerOf(
    api.client.GET('/api/account/export', {
      parseAs: 'stream',
      headers: { accept: 'application/json' },
    }),
    'The download failed.',
  );
  try {
    const blob = await readWithProgress(response, onProgress);
    return { blob, name: filenameFromDisposition(response.headers.get('content-disposition')) };
  } catch {
    throw new ApiError('network-request-failed', 'Connection failed.', 0);
  }
}

/** Hands a file to the browser's downloads, through a temporary link. */
export function saveFile(file: ExportedFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken its copy once the click is handled; the next task is late enough.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
