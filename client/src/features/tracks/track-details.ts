/**
 * A track's details as the server defines them (their lengths, which are required, the BPM range):
 * the entity, the GraphQL inputs, the REST form and these forms all read the one definition.
 */
export {
  BPM_RANGE,
  INVALID_TRACK_FILE,
  NO_TRACK_FILE,
  TRACK_TEXT_DETAILS,
} from '../../../../server/src/modules/tracks/track-details';
