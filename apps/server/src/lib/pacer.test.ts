import { describe, expect, it } from 'vitest';
import { createPacer } from './pacer';

describe('the pacer', () => {
  it('asks for a rest once a slice’s time is used up, and starts a new slice after it', async () => {
    let clock = 0;
    const pacer = createPacer({ sliceMs: 3, now: () => clock });
    clock = 1;
    expect(pacer.tick()).toBe(false);
    clock = 2.9;
    expect(pacer.tick()).toBe(false);
    clock = 3;
    expect(pacer.tick()).toBe(true);
    await pacer.rest();
    expect(pacer.tick()).toBe(false);
    clock = 6;
    expect(pacer.tick()).toBe(true);
  });

  it('asks for a rest after a number of items, whatever the time', async () => {
    const pacer = createPacer({ sliceMs: 1_000, items: 3, now: () => 0 });
    expect([pacer.tick(), pacer.tick(), pacer.tick()]).toEqual([false, false, true]);
    await pacer.rest();
    expect([pacer.tick(), pacer.tick(), pacer.tick()]).toEqual([false, false, true]);
  });

  it('lets waiting work run during a rest', async () => {
    const pacer = createPacer({ items: 1 });
    let ran = false;
    setImmediate(() => {
      ran = true;
    });
    expect(pacer.tick()).toBe(true);
    await pacer.rest();
    expect(ran).toBe(true);
  });
});
