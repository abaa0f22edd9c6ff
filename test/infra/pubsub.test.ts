import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RedisPubSub } from '../../infra/pubsub';
import { openRedis, type Redis } from '../../infra/redis';
import { cleanUp, testConfig } from '../support/harness';

describe('Redis pub/sub for subscriptions', () => {
  const config = testConfig();
  const clients: Redis[] = [];
  let instanceA: RedisPubSub;
  let instanceB: RedisPubSub;
  before(async () => {
    for (let i = 0; i < 4; i++) clients.push(await openRedis(config.redisUrl, `pubsub-test-${i}`));
    instanceA = new RedisPubSub(clients[0], clients[1], config.redisPrefix);
    instanceB = new RedisPubSub(clients[2], clients[3], config.redisPrefix);
  });
  after(async () => {
    await Promise.all(clients.map((client) => client.quit()));
    await cleanUp(config);
  });

  /** Waits until Redis counts a subscriber on the channel (fails, rather than hangs, if none comes). */
  async function subscribed(channel: string): Promise<void> {
    const name = `${config.redisPrefix}pubsub:${channel}`;
    for (let i = 0; i < 200; i++) {
      if (((await clients[0].pubSubNumSub(name)) as Record<string, number>)[name] >= 1) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    assert.fail(`nobody subscribed to ${name}`);
  }

  /** The next event, or a failure naming what did not arrive (instead of a hanging test). */
  function arrives<T>(next: Promise<T>, what: string): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    return Promise.race([
      next.finally(() => clearTimeout(timer)),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} never arrived`)), 10_000))),
    ]);
  }

  it('delivers an event published by one instance to a subscriber on another, in order', async () => {
    const iterator = instanceB.subscribe('LOG')[Symbol.asyncIterator]();
    const first = iterator.next();
    await subscribed('LOG');
    instanceA.publish('LOG', { n: 1 });
    instanceA.publish('LOG', { n: 2 });
    assert.deepEqual((await arrives(first, 'event 1')).value, { n: 1 });
    assert.deepEqual((await arrives(iterator.next(), 'event 2')).value, { n: 2 });
    await iterator.return!();
  });

  it("routes by dynamic id so one workspace never sees another one's events", async () => {
    const mine = instanceB.subscribe('LOG', 'ws-1')[Symbol.asyncIterator]();
    const next = mine.next();
    await subscribed('LOG:ws-1');
    instanceA.publish('LOG', 'ws-2', { secret: true });
    instanceA.publish('LOG', 'ws-1', { mine: true });
    assert.deepEqual((await arrives(next, 'the ws-1 event')).value, { mine: true });
    await mine.return!();
  });

  it('ends the iteration and unsubscribes on return()', async () => {
    const iterator = instanceB.subscribe('GONE')[Symbol.asyncIterator]();
    const pending = iterator.next();
    await iterator.return!();
    assert.deepEqual(await pending, { value: undefined, done: true });
    const channels = await clients[0].pubSubChannels(`${config.redisPrefix}pubsub:GONE`);
    assert.deepEqual(channels, []);
  });
});
