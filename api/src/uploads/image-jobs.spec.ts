import { Semaphore } from './image-jobs';

describe('Semaphore', () => {
  it('runs at most `limit` jobs at once, queues up to `queueLimit` in order, and refuses one more without running it', async () => {
    const s = new Semaphore(1, 2);
    const order: string[] = [];
    let release!: () => void;
    const first = s.tryRun(() => new Promise<void>((r) => (release = r)).then(() => order.push('first')));
    const second = s.tryRun(async () => order.push('second'));
    const third = s.tryRun(async () => order.push('third'));
    await Promise.resolve();
    expect([s.active, s.waiting]).toEqual([1, 2]);
    expect(await s.tryRun(async () => order.push('refused'))).toEqual({ ran: false });
    release();
    await Promise.all([first, second, third]);
    expect(order).toEqual(['first', 'second', 'third']);
    expect([s.active, s.waiting]).toEqual([0, 0]);
  });

  it('frees the slot when a job throws', async () => {
    const s = new Semaphore(1, 0);
    await expect(
      s.tryRun(async () => {
        throw new Error('bad image');
      }),
    ).rejects.toThrow('bad image');
    expect(await s.tryRun(async () => 'ok')).toEqual({ ran: true, value: 'ok' });
  });
});
