import { parseIpv4, parseIpv6, splitIpv6, type ParsedIp } from '../../infra/ip-address';

const V6_MAX = (1n << 128n) - 1n;

/**
 * Inclusive address ranges, each with a value, searched by binary search: fast enough for lists of
 * hundreds of thousands of ranges (node's BlockList checks its rules one by one). Ranges of one
 * family must not overlap once built; `IpRangeTableBuilder.build({ merge: true })` merges
 * overlapping ranges of a flag list.
 */
export class IpRangeTable {
  /** Readable so a built table can be stored and read back as it is (asn-ranges-file.ts). */
  constructor(
    readonly v4Start: Uint32Array,
    readonly v4End: Uint32Array,
    readonly v4Value: Int32Array,
    readonly v6Start: BigUint64Array,
    readonly v6End: BigUint64Array,
    readonly v6Value: Int32Array,
  ) {}

  get size(): number {
    return this.v4Start.length + this.v6Value.length;
  }

  /** The value of the range holding the address, or -1. */
  find(ip: ParsedIp): number {
    if (ip.family === 4) {
      let low = 0;
      let high = this.v4Start.length - 1;
      while (low <= high) {
        const mid = (low + high) >>> 1;
        if (ip.value < this.v4Start[mid]) high = mid - 1;
        else if (ip.value > this.v4End[mid]) low = mid + 1;
        else return this.v4Value[mid];
      }
      return -1;
    }
    let low = 0;
    let high = this.v6Value.length - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      if (compare(ip.hi, ip.lo, this.v6Start[2 * mid], this.v6Start[2 * mid + 1]) < 0) high = mid - 1;
      else if (compare(ip.hi, ip.lo, this.v6End[2 * mid], this.v6End[2 * mid + 1]) > 0) low = mid + 1;
      else return this.v6Value[mid];
    }
    return -1;
  }
}

function compare(aHi: bigint, aLo: bigint, bHi: bigint, bLo: bigint): number {
  if (aHi !== bHi) return aHi < bHi ? -1 : 1;
  return aLo === bLo ? 0 : aLo < bLo ? -1 : 1;
}

export class IpRangeTableBuilder {
  private readonly v4: [number, number, number][] = [];
  private readonly v6: [bigint, bigint, number][] = [];

  addV4(start: number, end: number, value: number): void {
    this.v4.push([start, end, value]);
  }

  addV6(start: bigint, end: bigint, value: number): void {
    this.v6.push([start, end, value]);
  }

  /** Adds `1.2.3.0/24`, `2001:db8::/32` or a single address. Throws on a malformed entry. */
  addCidr(entry: string, value: number): void {
    const [address, bits] = entry.trim().split('/');
    const v4 = parseIpv4(address);
    if (v4 !== null) {
      const prefix = bits === undefined ? 32 : Number(bits);
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > 32) throw new Error(`not an IP range: "${entry}"`);
      const size = 2 ** (32 - prefix);
      const start = Math.floor(v4 / size) * size;
      this.addV4(start, start + size - 1, value);
      return;
    }
    const v6 = parseIpv6(address);
    const prefix = bits === undefined ? 128 : Number(bits);
    if (v6 === null || !Number.isInteger(prefix) || prefix < 0 || prefix > 128)
      throw new Error(`not an IP range: "${entry}"`);
    const hostBits = BigInt(128 - prefix);
    const start = (v6 >> hostBits) << hostBits;
    this.addV6(start, start | (V6_MAX >> BigInt(prefix)), value);
  }

  build(options: { merge?: boolean } = {}): IpRangeTable {
    const merge = options.merge ?? false;
    const v4 = sortAndMerge(this.v4, merge, (end, start) => start <= end + 1);
    const v6 = sortAndMerge(this.v6, merge, (end, start) => start <= end + 1n);
    const v6Start = new BigUint64Array(v6.length * 2);
    const v6End = new BigUint64Array(v6.length * 2);
    v6.forEach(([start, end], i) => {
      const s = splitIpv6(start);
      const e = splitIpv6(end);
      v6Start[2 * i] = s.hi;
      v6Start[2 * i + 1] = s.lo;
      v6End[2 * i] = e.hi;
      v6End[2 * i + 1] = e.lo;
    });
    return new IpRangeTable(
      Uint32Array.from(v4, (range) => range[0]),
      Uint32Array.from(v4, (range) => range[1]),
      Int32Array.from(v4, (range) => range[2]),
      v6Start,
      v6End,
      Int32Array.from(v6, (range) => range[2]),
    );
  }
}

/** Sorts by start; with merge, joins ranges that overlap or touch (`touches(previousEnd, nextStart)`). */
function sortAndMerge<T extends number | bigint>(
  ranges: [T, T, number][],
  merge: boolean,
  touches: (end: T, start: T) => boolean,
): [T, T, number][] {
  const sorted = [...ranges].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  if (!merge) return sorted;
  const merged: [T, T, number][] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && touches(last[1], range[0])) {
      if (range[1] > last[1]) last[1] = range[1];
    } else merged.push([range[0], range[1], range[2]]);
  }
  return merged;
}
