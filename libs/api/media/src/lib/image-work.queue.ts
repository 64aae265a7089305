import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Environment } from '@sawa/api/common';

export const IMAGES_BUSY = 'The server is busy with other images right now. Please try again in a minute.';

/**
 * Decoding and encoding images is CPU work measured in hundreds of milliseconds: at most
 * IMAGE_CONCURRENCY images are processed at once (by default one per core), and at most
 * IMAGE_QUEUE_MAX_WAITING more wait for a turn. Beyond that an upload is refused at once with a
 * 503 and a message, instead of piling up memory and latency for everyone.
 */
@Injectable()
export class ImageWorkQueue {
  readonly concurrency: number;
  readonly maxWaiting: number;
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(config: ConfigService<Environment, true>) {
    this.concurrency = config.get('IMAGE_CONCURRENCY', { infer: true });
    this.maxWaiting = config.get('IMAGE_QUEUE_MAX_WAITING', { infer: true });
  }

  /** Images being processed now, and uploads waiting for a turn. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.concurrency) {
      this.active += 1;
    } else {
      if (this.waiting.length >= this.maxWaiting) throw new ServiceUnavailableException(IMAGES_BUSY);
      // The finishing job hands its slot straight to us (active stays counted).
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
