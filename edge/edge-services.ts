import type { AppServices } from '../services/context';
import type { ClickRecorder } from './click-recording/recorder';
import type { ConversionsRuntime } from './postback-intake/runtime';

/**
 * What the hot path is handed: the process's services, with the edge's own click recorder and
 * conversion runtime (the runtime implements the services' ConversionSide port). The composition
 * root (app/runtime.ts) builds them.
 */
export interface EdgeServices extends AppServices {
  /** Makes clicks durable (Redis stream, else memory then Postgres) without waiting for Postgres. */
  clicks: ClickRecorder;
  /** The conversion side: its pg pools and store, postback-key and configuration caches. */
  conversions: ConversionsRuntime;
}
