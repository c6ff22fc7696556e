import { AdmissionGate, admissionLimitsFromEnv, BusyError } from './admission-gate';

/** A piece of work that finishes when the test says so. */
function held<T>(value: T) {
  let finish!: () => void;
  const done = new Promise<void>((r) => (finish = r));
  return { work: () => done.then(() => value), finish };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('AdmissionGate', () => {
  it('runs up to `active` at once, queues the next ones in order and turns away the rest at once', async () => {
    const gate = new AdmissionGate({ active: 2, waiting: 1, maxWaitMs: 10_000 });
    const a = held('a');
    const b = held('b');
    const c = held('c');
    const started: string[] = [];
    const run = (name: string, h: ReturnType<typeof held<string>>) =>
      gate.run(() => {
        started.push(name);
        return h.work();
      });
    const pa = run('a', a);
    const pb = run('b', b);
    const pc = run('c', c);
    const pd = run('d', held('d'));
    await tick();
    expect(started).toEqual(['a', 'b']);
    expect(gate.load).toEqual({ running: 2, waiting: 1 });
    await expect(pd).rejects.toBeInstanceOf(BusyError);

    a.finish();
    await expect(pa).resolves.toBe('a');
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    b.finish();
    c.finish();
    await expect(Promise.all([pb, pc])).resolves.toEqual(['b', 'c']);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('turns a waiter away after maxWaitMs and lets a failed piece of work free its place', async () => {
    jest.useFakeTimers();
    try {
      const gate = new AdmissionGate({ active: 1, waiting: 5, maxWaitMs: 500 });
      const first = held('first');
      const pFirst = gate.run(first.work);
      const pLate = gate.run(async () => 'late');
      jest.advanceTimersByTime(501);
      await expect(pLate).rejects.toBeInstanceOf(BusyError);
      expect(gate.load).toEqual({ running: 1, waiting: 0 });
      first.finish();
      await pFirst;
      await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
      expect(gate.load).toEqual({ running: 0, waiting: 0 });
      await expect(gate.run(async () => 'after')).resolves.toBe('after');
    } finally {
      jest.useRealTimers();
    }
  });

  it("answers 503 with the shop's text and asks for a retry in a second", () => {
    const err = new BusyError();
    expect(err.status).toBe(503);
    expect(err.message).toBe('The service is temporarily unavailable. Please try again later.');
    expect(err.retryAfterSeconds).toBe(1);
  });

  it('caps the places one client holds and gives a freed place to the client holding the fewest', async () => {
    const gate = new AdmissionGate({ active: 1, waiting: 10, maxWaitMs: 10_000, perClient: 3 });
    const started: string[] = [];
    const works = new Map<string, ReturnType<typeof held<string>>>();
    const run = (name: string, client: string) => {
      const h = held(name);
      works.set(name, h);
      return gate.run(() => {
        started.push(name);
        return h.work();
      }, client);
    };
    const flood = ['f1', 'f2', 'f3'].map((n) => run(n, 'flooder'));
    const refused = run('f4', 'flooder');
    const shopper = run('s1', 'shopper');
    await tick();
    await expect(refused).rejects.toBeInstanceOf(BusyError);
    expect(started).toEqual(['f1']);
    // f2 waited longer, but the flooder holds two places and the shopper one
    works.get('f1')!.finish();
    await tick();
    expect(started).toEqual(['f1', 's1']);
    works.get('s1')!.finish();
    works.get('f2')!.finish();
    works.get('f3')!.finish();
    await expect(Promise.all([...flood, shopper])).resolves.toEqual(['f1', 'f2', 'f3', 's1']);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
    // its places are free again
    await expect(gate.run(async () => 'again', 'flooder')).resolves.toBe('again');
  });

  it('reads limits from the environment and ignores values that are not whole numbers in range', () => {
    const defaults = { active: 4, waiting: 64, maxWaitMs: 1500 };
    Object.assign(process.env, { T_GATE_ACTIVE: '2', T_GATE_WAITING: '-1', T_GATE_WAIT_MS: 'soon' });
    try {
      expect(admissionLimitsFromEnv('T_GATE', defaults)).toEqual({ active: 2, waiting: 64, maxWaitMs: 1500 });
      process.env.T_GATE_ACTIVE = '0';
      process.env.T_GATE_WAITING = '0';
      expect(admissionLimitsFromEnv('T_GATE', defaults)).toEqual({ active: 4, waiting: 0, maxWaitMs: 1500 });
    } finally {
      delete process.env.T_GATE_ACTIVE;
      delete process.env.T_GATE_WAITING;
      delete process.env.T_GATE_WAIT_MS;
    }
  });
});
