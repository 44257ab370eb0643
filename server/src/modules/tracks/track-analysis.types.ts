import { Field, Float, ObjectType } from 'type-graphql';
import { SeenWithHolder } from '../../graphql/access.js';
import { AnalysisStatus } from './track-analysis-status.js';

/** What the analysis of a track's audio found; every reading is null until DONE (and where it found none). */
@SeenWithHolder()
@ObjectType({
  description:
    "What the server detected in a track's audio after upload, beside the bpm and key the artist typed. Readings are null until the status is DONE, and where nothing could be measured.",
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
