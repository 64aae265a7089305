/** Upload progress: a multipart request made with XMLHttpRequest, whose upload reports how far it got. */
export type UploadProgress = (fraction: number) => void;

export interface ProgressInit extends RequestInit {
  onUploadProgress?: UploadProgress;
}

/**
 * `fetch` for Apollo's upload link: requests with a file and an `onUploadProgress` callback (set
 * through the operation's `context.fetchOptions`) go through XMLHttpRequest, which reports upload
 * progress; everything else is plain fetch.
 */
export function progressFetch(input: RequestInfo | URL, init: ProgressInit = {}): Promise<Response> {
  const { onUploadProgress, ...rest } = init;
  if (!onUploadProgress || !(rest.body instanceof FormData) || typeof XMLHttpRequest === 'undefined') return fetch(input, rest);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(rest.method ?? 'POST', input instanceof Request ? input.url : input.toString());
    new Headers(rest.headers).forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (event) => event.lengthComputable && onUploadProgress(event.loaded / event.total);
    xhr.onload = () => {
      onUploadProgress(1);
      resolve(
        new Response(xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'application/json' },
        }),
      );
    };
    xhr.onerror = () => reject(new TypeError('The upload failed: the network connection was lost.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    rest.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(rest.body as FormData);
  });
}
