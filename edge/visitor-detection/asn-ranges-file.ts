import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { IpRangeTable } from './ip-range-table';

/** The shipped ASN ranges once parsed: the range table, and each range value's ASN and organisation. */
export interface ShippedAsns {
  table: IpRangeTable;
  asns: ArrayLike<number>;
  orgs: string[];
}

/** What the file holds: the data's key and the arrays' lengths (ranges per family, values, organisation bytes). */
interface Header {
  key: string;
  v4: number;
  v6: number;
  values: number;
  orgBytes: number;
}

/**
 * The parsed shipped ASN data kept as one file of typed arrays: reading it takes milliseconds where
 * parsing the 32 MB of CSV takes over a second of CPU, paid by every process that starts the
 * service (a restart, each HTTP worker, the tests' dozens of processes). `key` names the data it
 * was made from; a file of another key, or unreadable, is ignored (the caller parses the CSV).
 * Layout: header length (u32), JSON header, then the arrays, each at an 8-byte boundary.
 */
export function readAsnRanges(path: string, key: string): ShippedAsns | null {
  let file: Buffer;
  try {
    file = readFileSync(path);
  } catch {
    return null;
  }
  // Typed arrays over the file's memory need it 8-byte aligned.
  const bytes = file.byteOffset % 8 === 0 ? file : Buffer.from(new Uint8Array(file));
  try {
    const headerLength = bytes.readUInt32LE(0);
    const header = JSON.parse(bytes.toString('utf8', 4, 4 + headerLength)) as Header;
    if (header.key !== key) return null;
    const { v4, v6, values, orgBytes } = header;
    let offset = align(4 + headerLength);
    const take = <T>(
      make: (buffer: ArrayBufferLike, at: number, length: number) => T,
      length: number,
      width: number,
    ): T => {
      if (offset + length * width > bytes.length) throw new Error('truncated');
      const array = make(bytes.buffer, bytes.byteOffset + offset, length);
      offset = align(offset + length * width);
      return array;
    };
    const v4Start = take((b, at, n) => new Uint32Array(b, at, n), v4, 4);
    const v4End = take((b, at, n) => new Uint32Array(b, at, n), v4, 4);
    const v4Value = take((b, at, n) => new Int32Array(b, at, n), v4, 4);
    const v6Start = take((b, at, n) => new BigUint64Array(b, at, n), 2 * v6, 8);
    const v6End = take((b, at, n) => new BigUint64Array(b, at, n), 2 * v6, 8);
    const v6Value = take((b, at, n) => new Int32Array(b, at, n), v6, 4);
    const asns = take((b, at, n) => new Uint32Array(b, at, n), values, 4);
    const orgs = take((b, at, n) => Buffer.from(b, at, n).toString('utf8'), orgBytes, 1).split('\n');
    if (orgs.length !== values || offset !== align(bytes.length)) return null;
    return { table: new IpRangeTable(v4Start, v4End, v4Value, v6Start, v6End, v6Value), asns, orgs };
  } catch {
    return null;
  }
}

/** Writes the file read by readAsnRanges (through a temporary file: a reader never sees half of it). */
export function writeAsnRanges(path: string, key: string, data: ShippedAsns): void {
  const { table } = data;
  const orgs = Buffer.from(data.orgs.join('\n'), 'utf8');
  const arrays = [
    table.v4Start,
    table.v4End,
    table.v4Value,
    table.v6Start,
    table.v6End,
    table.v6Value,
    Uint32Array.from(data.asns),
    orgs,
  ];
  const lengths: Header = {
    key,
    v4: table.v4Value.length,
    v6: table.v6Value.length,
    values: data.asns.length,
    orgBytes: orgs.length,
  };
  const header = Buffer.from(JSON.stringify(lengths));
  const prefix = Buffer.alloc(4);
  prefix.writeUInt32LE(header.length);
  const parts: Uint8Array[] = [prefix, header];
  let length = 4 + header.length;
  for (const array of arrays) {
    parts.push(Buffer.alloc(align(length) - length));
    parts.push(new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
    length = align(length) + array.byteLength;
  }
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, Buffer.concat(parts));
  renameSync(temporary, path);
}

function align(offset: number): number {
  return Math.ceil(offset / 8) * 8;
}
