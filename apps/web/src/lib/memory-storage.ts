/**
 * A Storage kept in memory, for the tests of what keeps state in the browser's storage
 * (lib/stored-ids.ts and its users). `broken` makes it throw on every read and write, as a storage
 * the browser blocks does.
 */
export function memoryStorage(broken = false): Storage {
  const items = new Map<string, string>();
  const check = () => {
    if (broken) throw new Error('storage is blocked');
  };
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => {
      check();
      return items.get(key) ?? null;
    },
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      check();
      items.set(key, value);
    },
  };
}
