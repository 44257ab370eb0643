import { Avatar } from '../../components/Avatar';
import { planLabel } from '../workspace/workspace-user';
import type { ProfileSummary_ProfileFragment } from './ProfileSummary.generated';
import { shownAddress, socialLinkText } from './social-platforms';

export function ProfileSummary({ profile }: { profile: ProfileSummary_ProfileFragment }) {
  const { user } = profile;
  return (
    <article className="panel profile-summary" aria-labelledby="profile-name">
      <div className="profile-identity">
        <Avatar
          avatar={user.avatar}
          photo={user.largePhoto}
          className="avatar profile-avatar"
          label="Avatar"
        />
        <div>
          <h2 id="profile-name">{user.artistName}</h2>
          <p className="muted">{user.role}</p>
          <span className="plan-badge">{planLabel(user.plan)}</span>
        </div>
      </div>
      <dl className="profile-facts">
        <div>
          <dt>Location</dt>
          <dd>{profile.location || <span className="muted">Not given</span>}</dd>
        </div>
        <div>
          <dt>Website</dt>
          <dd>
            {profile.website ? (
              <a href={profile.website} target="_blank" rel="noopener noreferrer">
                {shownAddress(profile.website)}
              </a>
            ) : (
              <span className="muted">Not given</span>
            )}
          </dd>
        </div>
      </dl>
      <h3>Bio</h3>
      <p className="profile-bio">{profile.bio || <span className="muted">No bio yet.</span>}</p>
      <h3 id="social-links-heading">Social links</h3>
      {profile.links.length === 0 ? (
        <p className="muted">No social links yet.</p>
      ) : (
        <ul className="social-links" aria-labelledby="social-links-heading">
          {profile.links.map((link) => (
            <li key={link.platform}>
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {socialLinkText(link)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
