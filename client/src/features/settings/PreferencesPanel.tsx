import toast from 'react-hot-toast';
import type { Theme } from '../../__generated__/types';
import { askToNotify } from '../../lib/browser-notifications';
import type { PreferencesPanel_SettingsFragment } from './PreferencesPanel.generated';
import { useSaveSettings } from './use-save-settings';

const THEMES: ReadonlyArray<{ value: Theme; label: string }> = [
  { value: 'DARK', label: 'Dark' },
  { value: 'LIGHT', label: 'Light' },
];

type Toggle = 'emailNotifications' | 'pushNotifications' | 'autoSave';

const TOGGLES: ReadonlyArray<{ name: Toggle; label: string; hint: string }> = [
  { name: 'emailNotifications', label: 'Email notifications', hint: 'News about your account by email.' },
  {
    name: 'pushNotifications',
    label: 'Push notifications',
    hint: 'Alerts from this browser for new messages and mentions while Backline is in another tab.',
  },
  { name: 'autoSave', label: 'Auto-save', hint: 'Keep your work saved as you go.' },
];

export function PreferencesPanel({ settings }: { settings: PreferencesPanel_SettingsFragment }) {
  const save = useSaveSettings(settings);
  return (
    <>
      <section className="panel settings-section" aria-labelledby="appearance-heading">
        <h2 id="appearance-heading">Appearance</h2>
        <fieldset className="choice-group">
          <legend>Theme</legend>
          {THEMES.map(({ value, label }) => (
            <label key={value} className="choice">
              <input
                type="radio"
                name="theme"
                value={value}
                checked={settings.theme === value}
                onChange={() => save({ theme: value }, `${label} theme saved.`)}
              />
              {label}
            </label>
          ))}
        </fieldset>
      </section>
      <section className="panel settings-section" aria-labelledby="preferences-heading">
        <h2 id="preferences-heading">Notifications and saving</h2>
        <ul className="toggle-list">
          {TOGGLES.map(({ name, label, hint }) => (
            <li key={name}>
              <label className="choice">
                <input
                  type="checkbox"
                  checked={settings[name]}
                  aria-describedby={`${name}-hint`}
                  onChange={(event) => {
                    const on = event.currentTarget.checked;
                    if (name === 'pushNotifications' && on)
                      void turnOnPush(() => save({ [name]: on }, `${label} on.`));
                    else save({ [name]: on }, `${label} ${on ? 'on' : 'off'}.`);
                  }}
                />
                {label}
              </label>
              <p id={`${name}-hint`} className="muted">
                {hint}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** Push notifications go on only once the browser lets Backline notify; otherwise it says why. */
async function turnOnPush(saveOn: () => void): Promise<void> {
  const permission = await askToNotify();
  if (permission === 'granted') {
    saveOn();
    return;
  }
  toast.error(
    permission === 'unsupported'
      ? 'This browser cannot show notifications.'
      : 'This browser blocks notifications from Backline: allow them in its site settings, then turn this on.',
  );
}
