import { BadRequestError } from '../errors';
import { isLowercaseUuid } from '../../entities/uuid';

/** A keyset position: the last row's time (microseconds, as Postgres stores it) and id. */
export interface Cursor {
  time: string;
  id: string;
}

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Opaque to clients: base64url of `time|id`. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.time}|${cursor.id}`).toString('base64url');
}

export function decodeCursor(text: string): Cursor {
  const [time, id, extra] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (
    extra !== undefined ||
    !time ||
    !id ||
    !TIME.test(time) ||
    !isLowercaseUuid(id) ||
    Number.isNaN(Date.parse(time))
  ) {
    throw new BadRequestError('cursor is not valid: pass back next_cursor of the previous page');
  }
  return { time, id };
}
