import type { Page } from '@playwright/test';

/**
 * Counts, in the page, every call that starts ICU's locale machinery: building an Intl formatter,
 * toLocale*String and localeCompare. A page's first such call costs about 100 ms of one task under
 * Lighthouse's 4x CPU slowdown. Read the count with `localeFormattingCalls(page)`.
 */
export async function countLocaleFormatting(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.defineProperty(window, '__localeFormattingCalls', { value: calls });
    for (const name of Object.getOwnPropertyNames(Intl)) {
      const original = (Intl as unknown as Record<string, unknown>)[name];
      if (typeof original !== 'function' || !/^[A-Z]/.test(name)) continue;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
        construct(target, args, newTarget) {
          calls.push(`new Intl.${name}`);
          return Reflect.construct(target, args, newTarget);
        },
      });
    }
    const methods: Array<[{ prototype: object }, string]> = [
      [Number, 'toLocaleString'],
      [Date, 'toLocaleString'],
      [Date, 'toLocaleDateString'],
      [Date, 'toLocaleTimeString'],
      [String, 'localeCompare'],
    ];
    for (const [type, method] of methods) {
      const prototype = type.prototype as Record<string, (...args: unknown[]) => unknown>;
      const original = prototype[method];
      if (!original) continue;
      prototype[method] = function (this: unknown, ...args: unknown[]) {
        calls.push(method);
        return original.apply(this, args);
      };
    }
  });
}

export function localeFormattingCalls(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __localeFormattingCalls: string[] }).__localeFormattingCalls,
  );
}
