import { type FileRejection, useDropzone } from 'react-dropzone';

/** MP3 and WAV by MIME type or extension, as browsers disagree on WAV's type. */
const acceptedAudio = {
  'audio/mpeg': ['.mp3'],
  'audio/wav': ['.wav'],
  'audio/x-wav': ['.wav'],
  'audio/wave': ['.wav'],
};

export const invalidTypeMessage = 'Invalid file type. Please upload MP3 or WAV files.';

function rejectionMessage(rejections: FileRejection[]): string {
  const error = rejections[0]?.errors[0];
  if (!error) return invalidTypeMessage;
  return error.code === 'file-invalid-type' ? invalidTypeMessage : error.message;
}

interface AudioDropzoneProps {
  file: File | null;
  disabled: boolean;
  onFile(file: File): void;
  onReject(message: string): void;
}

export function AudioDropzone({ file, disabled, onFile, onReject }: AudioDropzoneProps) {
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: acceptedAudio,
    multiple: false,
    disabled,
    onDropAccepted: ([accepted]) => accepted && onFile(accepted),
    onDropRejected: (rejections) => onReject(rejectionMessage(rejections)),
  });
  return (
    <div {...getRootProps({ className: `dropzone${isDragActive ? ' active' : ''}` })}>
      <input {...getInputProps({ 'aria-label': 'Audio file (MP3 or WAV)' })} />
      {file ? (
        <p>
          <strong>{file.name}</strong> ({(file.size / 1024 / 1024).toFixed(2)} MB)
        </p>
      ) : (
        <p>
          {isDragActive ? 'Drop the file here' : 'Drag and drop an MP3 or WAV here, or click to choose one'}
        </p>
      )}
    </div>
  );
}
