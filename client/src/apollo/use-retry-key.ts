import { useMemo, useRef } from 'react';

export interface RetryKey {
  /** The key to send with this request: the same as last time while the request is the same. */
  keyFor(request: string): string;
  /** The create went through: the next one gets a new key. */
  succeeded(): void;
}

/**
 * An idempotency key (a create's clientMutationId) kept across retries: a create that failed may
 * still have been saved, and sending it again under the same key answers that one instead of a copy.
 * A different request (another name) gets a new key.
 */
export function useRetryKey(): RetryKey {
  const last = useRef<{ request: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(request) {
        if (last.current?.request !== request) last.current = { request, key: newKey() };
        return last.current.key;
      },
      succeeded() {
        last.current = null;
      },
    }),
    [],
  );
}

/** 128 random bits in hex. Not crypto.randomUUID: it needs a secure context, and the app is also served over plain HTTP. */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
