import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Artwork } from './Artwork';

afterEach(cleanup);

describe('Artwork', () => {
  it('shows the cover when there is one', () => {
    const { container } = render(<Artwork url="/media/covers/1?token=t" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/covers/1?token=t');
  });

  // A text glyph such as ♪ sends the browser looking through its fonts for one that has it, in the
  // first layout of every page of cards; a drawn note looks the same everywhere and needs no font.
  it('draws a note, with no text, when there is no cover', () => {
    const { container } = render(<Artwork url={null} />);
    expect(container.querySelector('svg')).not.toBeNull();
    expect(container.textContent).toBe('');
  });

  it('falls back to the drawn note when the cover no longer loads', () => {
    const { container } = render(<Artwork url="/media/covers/1?token=expired" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).not.toBeNull();
    expect(container.textContent).toBe('');
  });
});
