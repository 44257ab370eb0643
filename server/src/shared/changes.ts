/** The fields given a value; undefined and null both mean "leave as it is". */
export function givenOnly<T extends object>(changes: T): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value != null)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };
}
