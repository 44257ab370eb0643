import { type FileRejection, useDropzone } from 'react-dropzone';

/** MP3 and WAV by MIME type or extension, as browsers disagree on WAV's type. */
const acceptedAudio = {
  'audio/mpeg': ['.mp3'],
  'audio/wav': ['.wav'],
  'audio/x-wav': ['.wav'],
  'audio/wave': ['.wav'],
};

export const invalidTypeMessage = 'Invalid file type. Please upload MP3 or WAV files.';

/** The refusal; when several files were refused, it names them. */
function rejectionMessage(rejections: FileRejection[]): string {
  const error = rejections[0]?.errors[0];
  const message = !error || error.code === 'file-invalid-type' ? invalidTypeMessage : error.message;
  if (rejections.length < 2) return message;
  return `${message} (${rejections.map((rejection) => rejection.file.name).join(', ')})`;
}

interface AudioDropzoneProps {
  disabled: boolean;
  onFiles(files: File[]): void;
  onReject(message: string): void;
}

/** Takes one or several MP3 or WAV files, dropped or chosen; other files are refused by their type. */
export function AudioDropzone({ disabled, onFiles, onReject }: AudioDropzoneProps) {
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: acceptedAudio,
    multiple: true,
    disabled,
    onDropAccepted: (accepted) => onFiles(accepted),
    onDropRejected: (rejections) => onReject(rejectionMessage(rejections)),
  });
  return (
    <div {...getRootProps({ className: `dropzone${isDragActive ? ' active' : ''}` })}>
      <input {...getInputProps({ 'aria-label': 'Audio files (MP3 or WAV)' })} />
      <p>
        {isDragActive
          ? 'Drop the files here'
          : 'Drag and drop MP3 or WAV files here, or click to choose; several at once is fine'}
      </p>
    </div>
  );
}
