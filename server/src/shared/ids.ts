const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether text is a UUID, the form of every id here; anything else cannot name a row. */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
