import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionMenu } from './ActionMenu';

afterEach(cleanup);

function renderMenu() {
  const chosen: string[] = [];
  const choose = (label: string) => ({
    label,
    onSelect: vi.fn(() => {
      // What has focus when the action runs: a dialog it opens returns focus there.
      chosen.push(`${label} (focus on ${document.activeElement?.textContent?.trim()})`);
    }),
  });
  render(
    <>
      <ActionMenu
        label="More"
        name="More actions"
        actions={[choose('Edit'), choose('Download'), choose('Delete')]}
      />
      <p>Elsewhere</p>
    </>,
  );
  return { chosen, button: screen.getByRole('button', { name: 'More actions' }) };
}

const menu = () => screen.queryByRole('menu', { name: 'More actions' });

describe('ActionMenu', () => {
  it('opens on the first item from a click, runs the chosen action with focus back on its button', async () => {
    const user = userEvent.setup();
    const { button, chosen } = renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(menu()).toBeNull();

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu()?.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Edit',
      'Download',
      'Delete',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Edit' }));

    await user.click(screen.getByRole('menuitem', { name: 'Download' }));
    expect(chosen).toEqual(['Download (focus on More)']);
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('moves with the arrows, Home and End, wrapping; Escape closes it onto its button', async () => {
    const user = userEvent.setup();
    const { button, chosen } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Delete');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Edit');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Delete');
    await user.keyboard('{Home}');
    expect(document.activeElement?.textContent).toBe('Edit');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Delete');
    await user.keyboard('{Escape}');
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(button);

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(chosen).toEqual(['Download (focus on More)']);
  });

  it('closes on Tab and on a press elsewhere, and a second click on its button closes it', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    await user.click(button);
    await user.keyboard('{Tab}');
    expect(menu()).toBeNull();

    await user.click(button);
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(menu()).toBeNull();

    await user.click(button);
    await user.click(button);
    expect(menu()).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
