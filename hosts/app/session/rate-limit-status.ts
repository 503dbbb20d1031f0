// Process: main (composition, Electron-free). Tells the renderer when a 429 paused every request of the user and
// when the pause is over ('app.rateLimited'), so the status bar can say how long the app waits instead of looking
// stuck. The pause itself (capped at 120 s) is the scheduler's (domain/api/scheduler.ts).
import type { RequestScheduler } from '../../../domain/api/scheduler';
import type { EventHub } from '../../ipc/events';

export function announceRateLimits(scheduler: RequestScheduler, events: EventHub): () => void {
  return scheduler.onPause((until) =>
    events.emit('app.rateLimited', { until: until === null ? null : new Date(until).toISOString() }),
  );
}
