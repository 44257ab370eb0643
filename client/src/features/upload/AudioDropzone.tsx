import { useDropzone } from 'react-dropzone';
import { dropzoneRefusals } from '../../components/RefusedFiles';
import { useTouchScreen } from '../../lib/use-touch-screen';
import { ACCEPTED_TRACK_FILES, TRACK_FILE_REFUSALS } from '../tracks/track-files';

interface AudioDropzoneProps {
  disabled: boolean;
  /** Called once for each drop or choice: the MP3 and WAV files, and a line for each file refused. */
  onDrop(files: File[], refused: string[]): void;
}

/** Takes one or several MP3 or WAV files, dropped or chosen; other files are refused by their type. */
export function AudioDropzone({ disabled, onDrop }: AudioDropzoneProps) {
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPTED_TRACK_FILES,
    multiple: true,
    disabled,
    // One callback for both: react-dropzone calls onDropRejected before onDropAccepted, and the
    // accepted files' handler used to wipe out the refusal it had just shown.
    onDrop: (accepted, rejections) => onDrop(accepted, dropzoneRefusals(rejections, TRACK_FILE_REFUSALS)),
  });
  const touch = useTouchScreen();
  return (
    <div {...getRootProps({ className: `dropzone${isDragActive ? ' active' : ''}` })}>
      <input {...getInputProps({ 'aria-label': 'Audio files (MP3 or WAV)' })} />
      <p>
        {isDragActive
          ? 'Drop the files here'
          : touch
            ? 'Tap to choose MP3 or WAV files; several at once is fine'
            : 'Drag and drop MP3 or WAV files here, or click to choose; several at once is fine'}
      </p>
    </div>
  );
}
