import { describe, expect, it } from 'vitest';
import { HostPacer } from './host-pacer';

describe('the host pacer', () => {
  it('lets one request a second through per host, however many wait at once', async () => {
    let clock = 0;
    const slept: number[] = [];
    const pacer = new HostPacer(
      1000,
      () => clock,
      async (ms) => {
        slept.push(ms);
      },
    );
    await Promise.all([pacer.wait('a.com'), pacer.wait('a.com'), pacer.wait('a.com'), pacer.wait('b.com')]);
    expect(slept).toEqual([1000, 2000]);
    clock = 5000;
    await pacer.wait('a.com');
    expect(slept).toEqual([1000, 2000]);
  });
});
