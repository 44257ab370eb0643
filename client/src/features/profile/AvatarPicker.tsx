import { Glyph, glyphName } from '../../components/Glyph';

/** The avatar choices as a radio group: one picture per option, named, the current one checked. */
export function AvatarPicker({
  avatars,
  current,
  hasPhoto = false,
}: {
  avatars: readonly string[];
  current: string;
  hasPhoto?: boolean;
}) {
  return (
    <fieldset className="avatar-picker">
      <legend>{hasPhoto ? 'Avatar (shown when you have no photo)' : 'Avatar'}</legend>
      {avatars.map((avatar) => (
        <label key={avatar} className="avatar-option">
          <input type="radio" name="avatar" value={avatar} defaultChecked={avatar === current} />
          <Glyph symbol={avatar} />
          <span className="visually-hidden">{glyphName(avatar)}</span>
        </label>
      ))}
    </fieldset>
  );
}
