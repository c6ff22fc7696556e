import type { NextFunction, Request, Response } from 'express';

/** One JSON line per API request: enough to trace a problem, nothing personal (no bodies, no query strings). */
export function requestLogger(write: (line: string) => void = (l) => process.stdout.write(l + '\n')) {
  return (req: Request, res: Response, next: NextFunction) => {
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      write(
        JSON.stringify({
          time: new Date().toISOString(),
          level: res.statusCode >= 500 ? 'error' : 'info',
          method: req.method,
          path: req.originalUrl.split('?')[0],
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
          user: (req as any).user?.id ?? null,
        }),
      );
    });
    next();
  };
}
