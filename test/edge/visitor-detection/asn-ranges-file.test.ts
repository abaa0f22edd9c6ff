import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readAsnRanges, writeAsnRanges } from '../../../edge/visitor-detection/asn-ranges-file';
import { IpRangeTableBuilder } from '../../../edge/visitor-detection/ip-range-table';
import { parseIp } from '../../../infra/ip-address';

describe('the stored shipped ASN ranges (asn-ranges-file)', () => {
  const builder = new IpRangeTableBuilder();
  builder.addCidr('81.2.69.0/24', 0);
  builder.addCidr('5.255.0.0/16', 1);
  builder.addCidr('2001:db8::/32', 2);
  const data = {
    table: builder.build(),
    asns: [20712, 13238, 4294967295],
    orgs: ['Andrews & Arnold Ltd', 'Yandex, "LLC"', ''],
  };
  const path = join(mkdtempSync(join(tmpdir(), 'tt-asn-')), 'ranges.bin');
  writeAsnRanges(path, 'key 1', data);

  it('reads back the ranges, ASNs and organisations it wrote', () => {
    const read = readAsnRanges(path, 'key 1');
    assert.ok(read);
    for (const [address, index] of [
      ['81.2.69.142', 0],
      ['5.255.255.242', 1],
      ['2001:db8::1', 2],
      ['8.8.8.8', -1],
      ['2001:db9::1', -1],
    ] as const) {
      assert.equal(read.table.find(parseIp(address)!), index, address);
    }
    assert.deepEqual(Array.from(read.asns), data.asns);
    assert.deepEqual(read.orgs, data.orgs);
  });

  it('ignores a file of other data, a cut one and a missing one', () => {
    assert.equal(readAsnRanges(path, 'key 2'), null);
    const cut = `${path}.cut`;
    writeFileSync(cut, readFileSync(path).subarray(0, 100));
    assert.equal(readAsnRanges(cut, 'key 1'), null);
    assert.equal(readAsnRanges(`${path}.missing`, 'key 1'), null);
  });
});
