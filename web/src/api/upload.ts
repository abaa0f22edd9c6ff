import { getSession } from './session';

export interface UploadAnswer {
  status: number;
  body: Record<string, unknown> | null;
  /** The API's refusal message, or a network error; null when accepted (2xx). */
  error: string | null;
}

/**
 * Sends a file to one of the binary REST routes (landing ZIP, tracker import) through
 * XMLHttpRequest, the one browser API that reports upload progress (0 to 100).
 */
export function uploadWithProgress(
  url: string,
  body: XMLHttpRequestBodyInit,
  onProgress: (percent: number) => void,
  contentType?: string,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('authorization', `Bearer ${getSession()?.token ?? ''}`);
    if (contentType) xhr.setRequestHeader('content-type', contentType);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      let parsed: Record<string, unknown> | null = null;
      try {
        parsed = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        /* not JSON */
      }
      const ok = xhr.status >= 200 && xhr.status < 300;
      const message = typeof parsed?.error === 'string' ? parsed.error : `upload refused (${xhr.status})`;
      resolve({ status: xhr.status, body: parsed, error: ok ? null : message });
    };
    xhr.onerror = () => resolve({ status: 0, body: null, error: 'upload failed: network error' });
    xhr.send(body);
  });
}
