import type { ManualConversionOutcome, ManualConversionResultKind } from './intake/manual';

/** A conversion upload as the service answers it (docs/conversions.md, "Manual conversions"). */

export interface ConversionUploadLineResult extends ManualConversionOutcome {
  /** 1-based: the line of the list (CSV: the data line, the header not counted). */
  line: number;
}

export type ConversionUploadState = 'queued' | 'running' | 'done' | 'failed';

export interface ConversionUploadView {
  id: string;
  /** queued (a job waits), running, done, failed (`error` says why; the lines done stay recorded). */
  state: ConversionUploadState;
  forward: boolean;
  lines_total: number;
  lines_done: number;
  /** 0 to 100. */
  percent: number;
  counts: Record<ManualConversionResultKind, number>;
  error: string | null;
  created_at: Date;
  updated_at: Date;
  user_id: string;
  user_name: string | null;
  /** Every line's result: set on the answer of an upload run in the request; else read on demand. */
  lines?: ConversionUploadLineResult[];
}
