import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';
import { Glyph, glyphName } from './Glyph';

afterEach(cleanup);

describe('Glyph', () => {
  // An emoji needs an emoji font, and shows as an empty box where none is installed.
  it('draws every emoji the server hands out as an SVG icon, with no text', () => {
    const served = [
      ...['🎧', '🎤', '🎸', '🎹', '🥁', '🎷', '🎺', '🎻', '🎵', '🎶', '💿', '🔥'],
      ...['🧭', '🎨', '💼', '📣', '🎚️'],
    ];
    for (const symbol of served) {
      const { container, unmount } = render(<Glyph symbol={symbol} />);
      expect(container.querySelector('svg')).not.toBeNull();
      expect(container.textContent).toBe('');
      unmount();
    }
    expect(new Set(served.map(glyphName)).size).toBe(served.length);
  });

  it('draws a note for a symbol it does not know, and names it', () => {
    const { container } = render(<Glyph symbol="🦄" />);
    expect(container.querySelector('svg')).not.toBeNull();
    expect(glyphName('🦄')).toBe('Note');
    expect(glyphName('🎛️')).toBe(glyphName('🎛'));
  });
});

describe('Avatar', () => {
  it("shows the photo when there is one, else the emoji's icon, and says which", () => {
    const { getByRole, rerender } = render(<Avatar avatar="🎹" label="Avatar" />);
    expect(getByRole('img', { name: 'Avatar: Piano' }).querySelector('svg')).not.toBeNull();
    rerender(<Avatar avatar="🎹" photo="/media/avatars/a/b/small" label="Avatar" />);
    const photo = getByRole('img', { name: 'Avatar: photo' });
    expect(photo.querySelector('img')?.getAttribute('src')).toBe('/media/avatars/a/b/small');
  });
});
