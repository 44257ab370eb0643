import { describe, expect, it } from 'vitest';
import { socialLinkText } from './social-platforms';

describe('a social link as the profile names it', () => {
  it('names the handle, but not a Spotify id, which means nothing to a reader', () => {
    expect(socialLinkText({ platform: 'INSTAGRAM', handle: '@nova' })).toBe('Instagram: @nova');
    expect(socialLinkText({ platform: 'SPOTIFY', handle: '4Z8W4fKeB5YxbusRsdQVPb' })).toBe('Spotify');
    expect(socialLinkText({ platform: 'SPOTIFY', handle: 'novalane' })).toBe('Spotify: novalane');
  });
});
