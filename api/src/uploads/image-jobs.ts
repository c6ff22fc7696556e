import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ServiceBusyError } from '../core/validation/errors';
import { IMAGE_JOBS_RETRY_AFTER_S, UPLOAD_LIMIT_MESSAGES } from '../config/upload-limits';

/**
 * A counting semaphore for image work on this instance. Decoding and re-encoding keeps sharp busy on every core for
 * seconds per upload; without a bound, a few uploads at once starve every other request. Callers over the bound wait
 * in a short FIFO queue; one more is refused at once (503, Retry-After) rather than piling up memory and latency.
 */
export class Semaphore {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    readonly limit: number,
    readonly queueLimit: number,
  ) {}

  get active(): number {
    return this.running;
  }

  get waiting(): number {
    return this.queue.length;
  }

  /** Runs `job` when a slot is free; answers false at once, running nothing, when the queue is full too. */
  async tryRun<T>(job: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
    if (this.running >= this.limit) {
      if (this.queue.length >= this.queueLimit) return { ran: false };
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.running++;
    }
    try {
      return { ran: true, value: await job() };
    } finally {
      // hand the slot straight to the next waiter, so a newcomer cannot overtake the queue
      const next = this.queue.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** The instance's image-job bound (UPLOAD_IMAGE_JOBS, UPLOAD_IMAGE_JOBS_QUEUE). */
@Injectable()
export class ImageJobs {
  private readonly slots: Semaphore;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.slots = new Semaphore(config.uploads.imageJobs, config.uploads.imageJobsQueue);
  }

  get waiting(): number {
    return this.slots.waiting;
  }

  /** Runs `job` in its turn, or throws the 503 "busy" answer when the queue is full. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    const out = await this.slots.tryRun(job);
    if (!out.ran) throw new ServiceBusyError(UPLOAD_LIMIT_MESSAGES.busy, IMAGE_JOBS_RETRY_AFTER_S);
    return out.value;
  }
}
