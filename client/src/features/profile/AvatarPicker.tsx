/** The avatar choices as a radio group: one emoji per option, the current one checked. */
export function AvatarPicker({ avatars, current }: { avatars: readonly string[]; current: string }) {
  return (
    <fieldset className="avatar-picker">
      <legend>Avatar</legend>
      {avatars.map((avatar) => (
        <label key={avatar} className="avatar-option">
          <input type="radio" name="avatar" value={avatar} defaultChecked={avatar === current} />
          <span>{avatar}</span>
        </label>
      ))}
    </fieldset>
  );
}
