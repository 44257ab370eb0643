import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { UnsavedChangesProvider } from './UnsavedChangesProvider';
import { useUnsavedChanges } from './unsaved-changes';

afterEach(cleanup);

interface WriterOptions {
  savesItself?: boolean;
  save?: (text: string) => Promise<boolean>;
}

/** A screen with one text box declared to the guard, dirty while it holds text. */
function Writer({ savesItself, save }: WriterOptions) {
  const [text, setText] = useState('');
  useUnsavedChanges({
    dirty: text !== '',
    label: 'Lyrics',
    savesItself,
    save: save && (() => save(text)),
  });
  return (
    <>
      <label>
        Lyrics
        <textarea value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <Link to="/tracks">Tracks</Link>
    </>
  );
}

function renderApp(options: WriterOptions = {}) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <UnsavedChangesProvider>
            <Outlet />
          </UnsavedChangesProvider>
        ),
        children: [
          { path: '/studio', element: <Writer {...options} /> },
          { path: '/tracks', element: <h1>Tracks</h1> },
        ],
      },
    ],
    { initialEntries: ['/studio'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the unsaved-changes guard', () => {
  it('lets a clean screen go without asking', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Tracks' }));
    expect(await screen.findByRole('heading', { name: 'Tracks' })).toBeTruthy();
  });

  it('asks before leaving typed text: Stay keeps it, Leave without saving drops it', async () => {
    const router = renderApp();
    await userEvent.type(screen.getByRole('textbox', { name: 'Lyrics' }), 'A new verse');
    await userEvent.click(screen.getByRole('link', { name: 'Tracks' }));

    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog.textContent).toContain('Not saved yet: Lyrics. If you leave now, it is lost.');
    expect(screen.queryByRole('button', { name: 'Save and leave' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/studio');
    expect((screen.getByRole('textbox', { name: 'Lyrics' }) as HTMLTextAreaElement).value).toBe(
      'A new verse',
    );

    await userEvent.click(screen.getByRole('link', { name: 'Tracks' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Tracks' })).toBeTruthy();
  });

  it('offers Save and leave, and stays with a message when that save fails', async () => {
    const saved: string[] = [];
    let answer = false;
    renderApp({
      save: async (text) => {
        saved.push(text);
        return answer;
      },
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Lyrics' }), 'Bridge');
    await userEvent.click(screen.getByRole('link', { name: 'Tracks' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save and leave' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Saving failed; your text is still here.',
    );

    answer = true;
    await userEvent.click(screen.getByRole('button', { name: 'Save and leave' }));
    expect(await screen.findByRole('heading', { name: 'Tracks' })).toBeTruthy();
    expect(saved).toEqual(['Bridge', 'Bridge']);
  });

  it('saves auto-saved work on the way out without asking', async () => {
    const saved: string[] = [];
    renderApp({
      savesItself: true,
      save: async (text) => {
        saved.push(text);
        return true;
      },
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Lyrics' }), 'Chorus');
    await userEvent.click(screen.getByRole('link', { name: 'Tracks' }));
    expect(await screen.findByRole('heading', { name: 'Tracks' })).toBeTruthy();
    expect(saved).toEqual(['Chorus']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks when an auto-save on the way out fails', async () => {
    renderApp({ savesItself: true, save: async () => false });
    await userEvent.type(screen.getByRole('textbox', { name: 'Lyrics' }), 'Outro');
    await userEvent.click(screen.getByRole('link', { name: 'Tracks' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
  });

  it('has the browser ask before the tab closes with typed text, and not otherwise', async () => {
    renderApp();
    const closeTab = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closeTab()).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: 'Lyrics' }), 'Hook');
    expect(closeTab()).toBe(true);
  });
});
