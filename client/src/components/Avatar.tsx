import { Glyph, glyphName } from './Glyph';

interface AvatarProps {
  /** The emoji avatar, drawn as an icon when there is no photo. */
  avatar: string;
  /** The photo's address, when the artist has one. */
  photo?: string | null;
  className?: string;
  /** Said for the picture, with what it shows ('Avatar: Piano'); without it, it is decorative. */
  label?: string;
}

/** An artist's picture: their photo, or their emoji avatar drawn as an icon. */
export function Avatar({ avatar, photo, className = 'avatar', label }: AvatarProps) {
  return (
    <span
      className={photo ? `${className} has-photo` : className}
      {...(label
        ? { role: 'img', 'aria-label': `${label}: ${photo ? 'photo' : glyphName(avatar)}` }
        : { 'aria-hidden': true })}
    >
      {photo ? <img src={photo} alt="" decoding="async" /> : <Glyph symbol={avatar} />}
    </span>
  );
}
