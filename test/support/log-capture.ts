import { Writable } from 'node:stream';

/** A log destination that keeps every chunk written to it (pino writes one JSON line per chunk). */
export function logCapture(): { lines: string[]; sink: Writable } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, sink };
}
