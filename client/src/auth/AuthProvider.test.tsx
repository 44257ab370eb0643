import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthProvider, useAuth } from './AuthProvider';
import { writeTokens } from './token-store';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function SignOutButton() {
  const { isAuthenticated, signOut } = useAuth();
  return (
    <button type="button" onClick={signOut}>
      {isAuthenticated ? 'Sign out' : 'Signed out'}
    </button>
  );
}

describe('signing out', () => {
  it('forgets the session and every draft kept in this browser, and nothing else', async () => {
    writeTokens({ accessToken: 'access', refreshToken: 'refresh' });
    localStorage.setItem('backline:draft:note:project-1', 'Capo on the third fret');
    localStorage.setItem('backline:draft:message:artist-2', 'See you at rehearsal');
    localStorage.setItem('backline.theme', 'dark');
    render(
      <AuthProvider>
        <SignOutButton />
      </AuthProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByRole('button', { name: 'Signed out' })).toBeTruthy();
    const left = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    expect(left).toEqual(['backline.theme']);
  });
});
