/**
 * A track's place round the Camelot wheel from its key code ('8A'): 1A is 0, 1B 1 … 12B 23, and no
 * key 99, so tracks sort 1A, 1B, 2A … with the keyless last. A stored generated column (immutable SQL).
 */
export const KEY_ORDER_SQL =
  "case when key_code is null then 99 else (substring(key_code from '^[0-9]+')::smallint - 1) * 2 + (case when right(key_code, 1) = 'B' then 1 else 0 end) end";
