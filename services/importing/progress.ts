/** Progress of an import, as the API, the subscription and the command line show it. */
export interface ImportProgress {
  import_id: string;
  workspace_id: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  /** 0 to 100, by bytes of the file read. */
  percent: number;
  line_done: number;
  clicks: number;
  conversions: number;
  rejected: number;
}

export const IMPORT_PROGRESS_TOPIC = 'IMPORT_PROGRESS';
export type ImportProgressSink = (progress: ImportProgress) => void;
