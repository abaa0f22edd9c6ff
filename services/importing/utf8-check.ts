import { Transform, type TransformCallback } from 'node:stream';
import { BadRequestError } from '../errors';

/** Passes bytes through unchanged, failing the stream at the first byte sequence that is not UTF-8. */
export class Utf8Check extends Transform {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  bytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      done(
        new BadRequestError(`the file is not UTF-8 text (invalid bytes after byte ${this.bytes}): export it as UTF-8`),
      );
      return;
    }
    this.bytes += chunk.length;
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    try {
      this.decoder.decode();
      done();
    } catch {
      done(new BadRequestError('the file is not UTF-8 text (it ends inside a character): export it as UTF-8'));
    }
  }
}
