/** Upload progress, 0 to 1; fetch cannot report it, XMLHttpRequest can. */
export type UploadProgressListener = (fraction: number) => void;

export interface XhrFetchInit extends RequestInit {
  onUploadProgress?: UploadProgressListener;
}

function responseHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const separator = line.indexOf(':');
    if (separator > 0) headers.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  return headers;
}

/**
 * A fetch for the GraphQL link: plain fetch unless the operation asked for upload progress
 * (through its context's fetchOptions), then the same request over XMLHttpRequest.
 */
export function xhrFetch(input: RequestInfo | URL, init: XhrFetchInit = {}): Promise<Response> {
  const { onUploadProgress, ...rest } = init;
  if (!onUploadProgress) return fetch(input, rest);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(rest.method ?? 'POST', String(input));
    new Headers(rest.headers).forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress(event.loaded / event.total);
    };
    xhr.onload = () =>
      resolve(
        new Response(xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: responseHeaders(xhr),
        }),
      );
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    rest.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(rest.body as XMLHttpRequestBodyInit | null);
  });
}
