/**
 * Builds a value the first time it is asked for, then hands out the same one. For Intl formatters:
 * building the first one loads locale data (about 15 ms on a mid-range phone), which a module would
 * otherwise pay while the screen loads, whether or not it ever formats anything.
 */
export function onFirstUse<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}
