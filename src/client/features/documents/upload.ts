import type { RepositoryDocument } from '@shared/documents';
import { ApiError, AUTH_REQUIRED_MESSAGE } from '@/lib/api';

export interface UploadFields {
  title: string;
  description: string | null;
  type?: string | undefined;
  folderId: number | null;
  tags: string[];
  library?: boolean | undefined;
}

/**
 * POST /api/repository/documents/upload as multipart, through XMLHttpRequest because fetch
 * reports no upload progress. Like lib/api's writes it is same-origin with the session cookie:
 * the server's cross-site check reads the Origin and Sec-Fetch-Site headers the browser adds,
 * so no token travels. A refusal becomes the same ApiError ('{status}: {message}') as fetch's.
 */
export function uploadDocument(
  file: File,
  fields: UploadFields,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<RepositoryDocument> {
  const form = new FormData();
  form.append('title', fields.title);
  if (fields.description) form.append('description', fields.description);
  if (fields.type) form.append('type', fields.type);
  if (fields.folderId) form.append('folderId', String(fields.folderId));
  if (fields.tags.length) form.append('tags', JSON.stringify(fields.tags));
  if (fields.library) form.append('library', 'true');
  // The file goes last, so the fields are read before the bytes.
  form.append('file', file, file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/repository/documents/upload');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const text = typeof xhr.response === 'string' ? xhr.response : '';
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: the raw text is the message.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as RepositoryDocument);
        return;
      }
      if (xhr.status === 401) {
        reject(new ApiError(401, AUTH_REQUIRED_MESSAGE, body));
        return;
      }
      const message =
        typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
          ? body.message
          : text || xhr.statusText;
      reject(new ApiError(xhr.status, `${xhr.status}: ${message}`, body));
    };
    xhr.onerror = () => reject(new Error('The upload did not reach the server'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
