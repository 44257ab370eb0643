import './settings.css';
import { useQuery } from '@apollo/client/react';
import { PageLoading } from '../../components/PageLoading';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountSection } from './DeleteAccountSection';
import { PreferencesPanel } from './PreferencesPanel';
import { SettingsDocument } from './SettingsRoute.generated';

/** Settings: theme, notifications and auto-save (each saved as it changes), password, and account deletion. */
export function SettingsRoute() {
  const { data, error } = useQuery(SettingsDocument);
  if (error && !data) {
    return (
      <p className="form-error" role="alert">
        Failed to fetch settings.
      </p>
    );
  }
  if (!data) return <PageLoading />;
  return (
    <section className="settings">
      <h1>Settings</h1>
      <PreferencesPanel settings={data.settings} />
      <ChangePasswordForm />
      <DeleteAccountSection />
    </section>
  );
}
