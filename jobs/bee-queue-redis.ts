import { createRequire } from 'node:module';

/**
 * bee-queue (2.0.0, the latest) makes its Redis clients with its own node_redis 3. When a client's
 * first connection fails, bee-queue drops its error listener from it and ends it; an error the
 * client raises after that (its aborted ready check) is an unhandled 'error' event, which kills the
 * process. So every client bee-queue makes gets a listener of its own from the start; bee-queue
 * still sees each error through its own listeners.
 */
const beeQueueRedis = createRequire(require.resolve('bee-queue'))('redis') as {
  createClient: (...args: unknown[]) => NodeJS.EventEmitter;
  patched?: boolean;
};

if (!beeQueueRedis.patched) {
  const createClient = beeQueueRedis.createClient;
  beeQueueRedis.createClient = (...args: unknown[]) => createClient(...args).on('error', () => undefined);
  beeQueueRedis.patched = true;
}
