import { createSocket, type Socket } from 'node:dgram';
import type { AddressInfo } from 'node:net';

/** What the local resolver knows of a name; an absent name answers NXDOMAIN. */
export interface DnsRecords {
  a?: string[];
  aaaa?: string[];
  cname?: string;
}

const TYPE = { A: 1, CNAME: 5, AAAA: 28 } as const;

function encodeName(name: string): Buffer {
  const parts = name.replace(/\.$/, '').split('.').filter(Boolean);
  return Buffer.concat([
    ...parts.map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label)])),
    Buffer.from([0]),
  ]);
}

function ipv6Bytes(address: string): Buffer {
  const [head, tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  const bytes = Buffer.alloc(16);
  for (const [i, group] of groups.entries()) bytes.writeUInt16BE(Number.parseInt(group, 16), i * 2);
  return bytes;
}

function record(name: string, type: number, data: Buffer): Buffer {
  const fixed = Buffer.alloc(10);
  fixed.writeUInt16BE(type, 0);
  fixed.writeUInt16BE(1, 2); // IN
  fixed.writeUInt32BE(60, 4);
  fixed.writeUInt16BE(data.length, 8);
  return Buffer.concat([encodeName(name), fixed, data]);
}

/**
 * A local DNS server on 127.0.0.1 for tests (the DNS check's boundary, DNS_RESOLVERS): answers A,
 * AAAA and CNAME queries from `zone`, following one CNAME inside the zone; NXDOMAIN for names it
 * does not know. `zone` may be changed while it runs.
 */
export async function startDnsServer(
  zone: Map<string, DnsRecords>,
): Promise<{ address: string; close(): Promise<void> }> {
  const socket: Socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    let offset = 12;
    const labels: string[] = [];
    while (query[offset] !== 0) {
      labels.push(query.subarray(offset + 1, offset + 1 + query[offset]).toString());
      offset += query[offset] + 1;
    }
    const questionEnd = offset + 5;
    const qtype = query.readUInt16BE(offset + 1);
    const name = labels.join('.').toLowerCase();
    const answers: Buffer[] = [];
    const known = zone.get(name);
    let target = name;
    let records = known;
    if (known?.cname) {
      answers.push(record(name, TYPE.CNAME, encodeName(known.cname)));
      if (qtype !== TYPE.CNAME) {
        target = known.cname;
        records = zone.get(known.cname);
      }
    }
    if (qtype === TYPE.A)
      for (const ip of records?.a ?? []) answers.push(record(target, TYPE.A, Buffer.from(ip.split('.').map(Number))));
    if (qtype === TYPE.AAAA)
      for (const ip of records?.aaaa ?? []) answers.push(record(target, TYPE.AAAA, ipv6Bytes(ip)));
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    header.writeUInt16BE(0x8000 | (query.readUInt16BE(2) & 0x0100) | 0x0400 | 0x0080 | (known ? 0 : 3), 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    socket.send(Buffer.concat([header, query.subarray(12, questionEnd), ...answers]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
