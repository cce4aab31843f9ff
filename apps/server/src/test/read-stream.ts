/** Reads an event stream's text until `until` holds (or the stream ends), then closes it. */
export async function readStream(res: Response, until: (text: string) => boolean): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  let text = '';
  while (!until(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  await reader.cancel();
  return text;
}
