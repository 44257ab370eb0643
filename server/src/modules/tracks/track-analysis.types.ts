import { Field, Float, InputType, ObjectType } from 'type-graphql';
import { SeenWithHolder } from '../../graphql/access.js';
import { AnalysisStatus } from '../audio-analysis/analysis-status.js';
import type { Track } from './track.entity.js';

/** What the analysis of a track's audio found; every reading is null until DONE (and where it found none). */
@SeenWithHolder()
@ObjectType({
  description:
    "What the server detected in a recording's audio (a track, a version) after upload, beside the bpm and key the artist typed. Readings are null until the status is DONE, and where nothing could be measured.",
})
export class TrackAnalysis {
  @Field(() => AnalysisStatus)
  status!: AnalysisStatus;

  @Field(() => Float, { nullable: true, description: 'Detected tempo, beats per minute (60 to 190).' })
  tempoBpm!: number | null;

  @Field(() => Float, { nullable: true, description: 'How sure the tempo is, 0 to 1.' })
  tempoConfidence!: number | null;

  @Field(() => String, {
    nullable: true,
    description: "Detected key, one of 24, written 'A minor' or 'F# major' (sharps only).",
  })
  key!: string | null;

  @Field(() => Float, { nullable: true, description: 'How sure the key is, 0 to 1.' })
  keyConfidence!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Integrated loudness (ITU-R BS.1770-4, gated), LUFS; null when every block is gated out.',
  })
  loudnessLufs!: number | null;

  @Field(() => Float, { nullable: true, description: 'True peak (4x oversampled), dBTP.' })
  truePeakDbtp!: number | null;

  @Field(() => Float, { nullable: true, description: 'Loudness range (EBU Tech 3342), LU.' })
  loudnessRangeLu!: number | null;
}

@InputType({
  description:
    "What a client measured of a file before uploading it. The fingerprint is @backline/sound-analysis's fingerprintOf of the decoded audio ('bfp1.' and base64); without one, only the same file is found.",
})
export class AudioIdentityInput {
  @Field(() => String, { description: "SHA-256 of the file's bytes, 64 hexadecimal digits." })
  contentSha256!: string;

  @Field(() => String, { nullable: true, description: 'The audio fingerprint of its first 120 s of sound.' })
  fingerprint?: string | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Length of the decoded audio, seconds; required with a fingerprint.',
  })
  durationSeconds?: number | null;
}

/** The analysis columns of a track's row, as the API answers them (GraphQL's type, REST's object). */
export function analysisOf(
  row: Pick<
    Track,
    | 'analysisStatus'
    | 'tempoBpm'
    | 'tempoConfidence'
    | 'detectedKey'
    | 'keyConfidence'
    | 'loudnessLufs'
    | 'truePeakDbtp'
    | 'loudnessRangeLu'
  >,
): TrackAnalysis {
  return {
    status: row.analysisStatus,
    tempoBpm: row.tempoBpm ?? null,
    tempoConfidence: row.tempoConfidence ?? null,
    key: row.detectedKey ?? null,
    keyConfidence: row.keyConfidence ?? null,
    loudnessLufs: row.loudnessLufs ?? null,
    truePeakDbtp: row.truePeakDbtp ?? null,
    loudnessRangeLu: row.loudnessRangeLu ?? null,
  };
}
