import { Injectable } from '@nestjs/common';

/** Set when the process has been asked to stop (SIGTERM): readiness answers 503 while in-flight requests finish. */
@Injectable()
export class ShutdownState {
  draining = false;
}
