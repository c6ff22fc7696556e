import type { AppConfig } from '../config/app-config';
import { ImageJobs } from './image-jobs';
import { uploadLimitsFrom } from '../config/upload-limits';
import { UploadsService, UPLOAD_SWEEP_INTERVAL_MS } from './uploads.service';

/** The hourly sweep timer: started on module init, unref'd, off with UPLOAD_SWEEP=off, cleared on destroy. */
describe('UploadsService sweep timer', () => {
  /** A database whose sweep lock is free (or held by another instance when `free` is false). */
  const database = (free = true) => {
    const queries: string[] = [];
    const runner = {
      connect: async () => undefined,
      release: async () => undefined,
      query: async (sql: string) => (queries.push(sql), [{ ok: free }]),
    };
    return { queries, createQueryRunner: () => runner };
  };
  const config = { nodeEnv: 'test', uploads: uploadLimitsFrom({}) } as AppConfig;
  const make = (ds = database()) =>
    new UploadsService({} as never, ds as never, { name: 'local' } as never, new Map(), config, new ImageJobs(config));
  const settle = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  const saved = process.env.UPLOAD_SWEEP;
  afterEach(() => {
    jest.useRealTimers();
    if (saved === undefined) delete process.env.UPLOAD_SWEEP;
    else process.env.UPLOAD_SWEEP = saved;
  });

  it('runs sweep() every hour once started', async () => {
    jest.useFakeTimers();
    delete process.env.UPLOAD_SWEEP;
    const svc = make();
    const sweep = jest.spyOn(svc, 'sweep').mockResolvedValue(0);
    svc.onModuleInit();
    jest.advanceTimersByTime(UPLOAD_SWEEP_INTERVAL_MS - 1);
    expect(sweep).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await settle();
    expect(sweep).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(UPLOAD_SWEEP_INTERVAL_MS);
    await settle();
    expect(sweep).toHaveBeenCalledTimes(2);
    svc.onModuleDestroy();
    jest.advanceTimersByTime(3 * UPLOAD_SWEEP_INTERVAL_MS);
    await settle();
    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it('a failing sweep is logged, not thrown, and the timer keeps going', async () => {
    jest.useFakeTimers();
    delete process.env.UPLOAD_SWEEP;
    const svc = make();
    const sweep = jest.spyOn(svc, 'sweep').mockRejectedValue(new Error('db down'));
    const log = jest.spyOn((svc as unknown as { logger: { error: (m: string) => void } }).logger, 'error').mockImplementation(() => undefined);
    svc.onModuleInit();
    jest.advanceTimersByTime(UPLOAD_SWEEP_INTERVAL_MS);
    await settle();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('db down'));
    jest.advanceTimersByTime(UPLOAD_SWEEP_INTERVAL_MS);
    await settle();
    expect(sweep).toHaveBeenCalledTimes(2);
    svc.onModuleDestroy();
  });

  it('skips the hour while another instance holds the sweep lock, and releases the lock it took', async () => {
    jest.useFakeTimers();
    delete process.env.UPLOAD_SWEEP;
    const busy = make(database(false));
    const skipped = jest.spyOn(busy, 'sweep').mockResolvedValue(0);
    busy.onModuleInit();
    jest.advanceTimersByTime(UPLOAD_SWEEP_INTERVAL_MS);
    await settle();
    expect(skipped).not.toHaveBeenCalled();
    busy.onModuleDestroy();

    const ds = database(true);
    const free = make(ds);
    const swept = jest.spyOn(free, 'sweep').mockResolvedValue(0);
    free.onModuleInit();
    jest.advanceTimersByTime(UPLOAD_SWEEP_INTERVAL_MS);
    await settle();
    expect(swept).toHaveBeenCalledTimes(1);
    expect(ds.queries).toEqual([expect.stringContaining('pg_try_advisory_lock'), expect.stringContaining('pg_advisory_unlock')]);
    free.onModuleDestroy();
  });

  it('UPLOAD_SWEEP=off starts no timer', () => {
    jest.useFakeTimers();
    process.env.UPLOAD_SWEEP = 'off';
    const svc = make();
    const sweep = jest.spyOn(svc, 'sweep').mockResolvedValue(0);
    svc.onModuleInit();
    jest.advanceTimersByTime(5 * UPLOAD_SWEEP_INTERVAL_MS);
    expect(sweep).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });
});
