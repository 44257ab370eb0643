import './profile.css';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/Button';
import { PageLoading } from '../../components/PageLoading';
import { EditProfileDialog } from './EditProfileDialog';
import { ProfileDocument } from './ProfileRoute.generated';
import { ProfileStatsList } from './ProfileStatsList';
import { ProfileSummary } from './ProfileSummary';

/** My Profile: who the artist is, where to find them, and their figures; everything editable here. */
export function ProfileRoute() {
  // Counts change elsewhere (uploads, projects): fetched again each time the screen opens.
  const { data, error } = useQuery(ProfileDocument, { fetchPolicy: 'cache-and-network' });
  const [searchParams, setSearchParams] = useSearchParams();
  // The AI manager's outlook links here with ?edit=figures to open the editor on arrival.
  const [editing, setEditing] = useState(() => searchParams.get('edit') === 'figures');
  const stopEditing = () => {
    setEditing(false);
    if (searchParams.has('edit')) setSearchParams({}, { replace: true });
  };

  if (error && !data) {
    return (
      <p className="form-error" role="alert">
        Failed to fetch profile.
      </p>
    );
  }
  if (!data) return <PageLoading />;
  return (
    <section className="profile">
      <div className="page-heading">
        <h1>My Profile</h1>
        <Button onClick={() => setEditing(true)}>Edit Profile</Button>
      </div>
      <ProfileSummary profile={data.profile} />
      <ProfileStatsList stats={data.profile.stats} />
      <EditProfileDialog
        profile={data.profile}
        avatars={data.profileAvatars}
        open={editing}
        onClose={stopEditing}
      />
    </section>
  );
}
