import { UploadsService, UPLOAD_SWEEP_INTERVAL_MS } from './uploads.service';

/** The hourly sweep timer: started on module init, unref'd, off with UPLOAD_SWEEP=off, cleared on destroy. */
describe('UploadsService sweep timer', () => {
  const make = () => new UploadsService({} as never, {} as never, { name: 'local' } as never, new Map(), { nodeEnv: 'test' } as never);
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
    expect(sweep).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(UPLOAD_SWEEP_INTERVAL_MS);
    expect(sweep).toHaveBeenCalledTimes(2);
    svc.onModuleDestroy();
    jest.advanceTimersByTime(3 * UPLOAD_SWEEP_INTERVAL_MS);
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
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('db down'));
    jest.advanceTimersByTime(UPLOAD_SWEEP_INTERVAL_MS);
    expect(sweep).toHaveBeenCalledTimes(2);
    svc.onModuleDestroy();
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
