import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A minimal ZIP writer for tests. Unlike a real archiver it writes whatever it is told (names with
 * `..`, absolute paths, symbolic links, sizes that lie), which is what the extraction tests need.
 */
export interface ZipItem {
  name: string;
  data?: Buffer | string;
  /** Unix mode including the file type bits (0o100644 file, 0o040755 folder, 0o120777 link). */
  mode?: number;
  /** 8 = deflate (default for non-empty data), 0 = stored. */
  method?: 0 | 8;
  /** Upper byte of "version made by": 3 = Unix (default), 0 = MS-DOS. */
  host?: number;
  /** General purpose flags (bit 0 = encrypted, bit 11 = UTF-8 names). */
  flags?: number;
  /** Declared uncompressed size, when it should differ from the real one. */
  declaredSize?: number;
}

export function zip(items: ZipItem[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const item of items) {
    const name = Buffer.from(item.name, 'utf8');
    const data = Buffer.isBuffer(item.data) ? item.data : Buffer.from(item.data ?? '', 'utf8');
    const method = item.method ?? (data.length ? 8 : 0);
    const stored = method === 8 ? deflateRawSync(data) : data;
    const crc = crc32(data);
    const size = item.declaredSize ?? data.length;
    const isDir = item.name.endsWith('/');
    const mode = item.mode ?? (isDir ? 0o040755 : 0o100644);
    const host = item.host ?? 3;
    const flags = (item.flags ?? 0) | 0x800;
    const external = (((host === 3 ? mode : 0) << 16) >>> 0) | (isDir ? 0x10 : 0);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(stored.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, stored);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((host << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(stored.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(0, 30);
    central.writeUInt16LE(0, 32);
    central.writeUInt16LE(0, 34);
    central.writeUInt16LE(0, 36);
    central.writeUInt32LE(external >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + stored.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(items.length, 8);
  end.writeUInt16LE(items.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A multipart/form-data body with one file part (what a browser or `curl -F file=@lp.zip` sends);
 * `fields` text fields before it and `extraFiles` more file parts after it, to exceed the limits.
 */
export function multipart(
  file: Buffer,
  options: { field?: string; filename?: string; contentType?: string; fields?: number; extraFiles?: number } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tt${Math.random().toString(16).slice(2)}`;
  const filePart = (name: string, data: Buffer) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${options.filename ?? 'landing.zip'}"\r\n` +
        `Content-Type: ${options.contentType ?? 'application/zip'}\r\n\r\n`,
    ),
    data,
    Buffer.from('\r\n'),
  ];
  const fields = Array.from({ length: options.fields ?? 0 }, (_, i) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`),
  );
  const extra = Array.from({ length: options.extraFiles ?? 0 }, (_, i) => filePart(`extra${i}`, file)).flat();
  const tail = Buffer.from(`--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([...fields, ...filePart(options.field ?? 'file', file), ...extra, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
