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

  it('delivers an event published by one instance to a subscriber on another, in order', async () => {
    const iterator = instanceB.subscribe('LOG')[Symbol.asyncIterator]();
    const first = iterator.next();
    await new Promise((resolve) => setTimeout(resolve, 50));
    instanceA.publish('LOG', { n: 1 });
    instanceA.publish('LOG', { n: 2 });
    assert.deepEqual((await first).value, { n: 1 });
    assert.deepEqual((await iterator.next()).value, { n: 2 });
    await iterator.return!();
  });

  it('routes by dynamic id so one workspace never sees another one\'s events', async () => {
    const mine = instanceB.subscribe('LOG', 'ws-1')[Symbol.asyncIterator]();
    const next = mine.next();
    await new Promise((resolve) => setTimeout(resolve, 50));
    instanceA.publish('LOG', 'ws-2', { secret: true });
    instanceA.publish('LOG', 'ws-1', { mine: true });
    assert.deepEqual((await next).value, { mine: true });
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
