import { cleanup, render, screen } from '@testing-library/react';
import type { FileRejection } from 'react-dropzone';
import { afterEach, describe, expect, it } from 'vitest';
import { dropzoneRefusals, RefusedFiles } from './RefusedFiles';

afterEach(cleanup);

const reasons = { invalidType: 'Wrong type.', tooLarge: 'Too large.', tooMany: 'One at a time.' };
const rejection = (name: string, code: string, message = 'library text'): FileRejection => ({
  file: new File(['x'], name) as FileRejection['file'],
  errors: [{ code, message }],
});

describe('refused files', () => {
  it('gives each refused file a line naming it, in the screen words for its reason', () => {
    expect(
      dropzoneRefusals(
        [
          rejection('a.flac', 'file-invalid-type'),
          rejection('b.wav', 'file-too-large'),
          rejection('c.wav', 'too-many-files'),
          rejection('d.wav', 'something-new', 'Something new.'),
        ],
        reasons,
      ),
    ).toEqual(['a.flac: Wrong type.', 'b.wav: Too large.', 'c.wav: One at a time.', 'd.wav: Something new.']);
  });

  it("falls back on the library's text where the screen has no words for the reason", () => {
    expect(
      dropzoneRefusals([rejection('b.wav', 'file-too-large', 'File is larger than 10 bytes')], {
        invalidType: 'Wrong type.',
      }),
    ).toEqual(['b.wav: File is larger than 10 bytes']);
  });

  it('announces the lines in an alert, a list when there are several, nothing when there are none', () => {
    const { rerender } = render(<RefusedFiles refusals={{ messages: ['a: x', 'b: y'], round: 1 }} />);
    expect(screen.getByRole('alert').querySelectorAll('li')).toHaveLength(2);
    rerender(<RefusedFiles refusals={{ messages: ['a: x'], round: 2 }} />);
    expect(screen.getByRole('alert').textContent).toBe('a: x');
    rerender(<RefusedFiles refusals={{ messages: [], round: 3 }} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
