import type { AppServices } from '../services/context';
import type { ClickRecorder } from './click-recording/recorder';

/**
 * What the hot path is handed: the process's services, with the edge's own click recorder. The
 * composition root (app/runtime.ts) builds them.
 */
export interface EdgeServices extends AppServices {
  /** Makes clicks durable (Redis stream, else memory then Postgres) without waiting for Postgres. */
  clicks: ClickRecorder;
}
