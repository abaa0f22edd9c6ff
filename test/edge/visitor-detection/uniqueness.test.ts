import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openRedis, type Redis } from '../../../infra/redis';
import { isUnique } from '../../../edge/visitor-detection/uniqueness';
import { startTcpProxy, type TcpProxy } from '../../support/tcp-proxy';
import { cleanUp, testConfig } from '../../support/harness';

describe('uniqueness by visitor id', () => {
  const config = testConfig();
  let redis: Redis;
  before(async () => {
    redis = await openRedis(config.redisUrl, 'test');
  });
  after(async () => {
    await redis.quit();
    await cleanUp(config);
  });

  it('is unique the first time in a scope and not again within the period', async () => {
    const prefix = config.redisPrefix;
    assert.equal(await isUnique(redis, prefix, 'campaign:c1', 'v1', 60), true);
    assert.equal(await isUnique(redis, prefix, 'campaign:c1', 'v1', 60), false);
    assert.equal(await isUnique(redis, prefix, 'campaign:c1', 'v2', 60), true, 'another visitor');
    assert.equal(await isUnique(redis, prefix, 'flow:f1', 'v1', 60), true, 'flows count apart from campaigns');
    assert.equal(await isUnique(redis, prefix, 'campaign:c2', 'v1', 60), true, 'another campaign');
    const ttl = await redis.ttl(`${prefix}uniq:campaign:c1:v1`);
    assert.ok(ttl > 55 && ttl <= 60, `the mark expires with the period (ttl ${ttl})`);
  });

  it('is unique again once the period is over', async () => {
    assert.equal(await isUnique(redis, config.redisPrefix, 'campaign:c3', 'v1', 1), true);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    assert.equal(await isUnique(redis, config.redisPrefix, 'campaign:c3', 'v1', 1), true);
  });

  describe('without Redis', () => {
    let proxy: TcpProxy;
    let cut: Redis;
    before(async () => {
      proxy = await startTcpProxy(Number(new URL(config.redisUrl).port || 6379));
      cut = await openRedis(`redis://127.0.0.1:${proxy.port}`, 'test-cut');
    });
    after(async () => {
      cut.destroy();
      await proxy.close();
    });

    it('counts the visitor as unique and answers at once', async () => {
      assert.equal(await isUnique(cut, config.redisPrefix, 'campaign:c4', 'v1', 60), true);
      assert.equal(
        await isUnique(cut, config.redisPrefix, 'campaign:c4', 'v1', 60),
        false,
        'through the proxy Redis works',
      );
      proxy.cut();
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Answers (unique, the safe default) while Redis is gone; how fast is measured by the benchmarks, not here.
      assert.equal(await isUnique(cut, config.redisPrefix, 'campaign:c4', 'v1', 60), true);
      proxy.restore();
    });
  });
});
