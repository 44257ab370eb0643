import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { trackDetailsSchema } from './track.inputs.js';
import { TRACK_TEXT_DETAILS } from './track-details.js';

const db = useTestDatabase();
const schemaText = fs.readFileSync(new URL('../../../../schema.graphql', import.meta.url), 'utf8');

const valid = { title: 'T', artist: 'A', bpm: 120, key: 'C', genre: 'House', mood: '' };

describe("a track's details, defined once", () => {
  it.each(Object.entries(TRACK_TEXT_DETAILS))(
    '%s: the column, the input rule and the API description hold the same limit',
    (name, { label, maxLength }) => {
      const column = db.orm.getMetadata().get('Track').properties[name as keyof typeof TRACK_TEXT_DETAILS];
      expect(column?.length).toBe(maxLength);

      const longest = trackDetailsSchema.safeParse({ ...valid, [name]: 'x'.repeat(maxLength) });
      expect(longest.success).toBe(true);
      const over = trackDetailsSchema.safeParse({ ...valid, [name]: 'x'.repeat(maxLength + 1) });
      expect(over.error?.issues[0]?.message).toBe(`${label} must be at most ${maxLength} characters.`);

      const described = new RegExp(`"""At most ${maxLength} characters\\."""\\s+${name}: String`, 'g');
      expect(schemaText.match(described)).toHaveLength(2);
    },
  );
});
