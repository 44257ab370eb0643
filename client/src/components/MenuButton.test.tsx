import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MenuButton } from './MenuButton';
import { menuKeyTarget } from './menu-keys';

afterEach(cleanup);

const LABELS = ['Add to playlist', 'Add to project', 'Edit', 'Delete'];

describe('menuKeyTarget', () => {
  it('moves down and up with wrap-around, and to the ends with Home and End', () => {
    expect(menuKeyTarget('ArrowDown', 0, LABELS)).toBe(1);
    expect(menuKeyTarget('ArrowDown', 3, LABELS)).toBe(0);
    expect(menuKeyTarget('ArrowUp', 1, LABELS)).toBe(0);
    expect(menuKeyTarget('ArrowUp', 0, LABELS)).toBe(3);
    expect(menuKeyTarget('Home', 2, LABELS)).toBe(0);
    expect(menuKeyTarget('End', 0, LABELS)).toBe(3);
  });

  it('starts from the ends when nothing is focused', () => {
    expect(menuKeyTarget('ArrowDown', -1, LABELS)).toBe(0);
    expect(menuKeyTarget('ArrowUp', -1, LABELS)).toBe(3);
  });

  it('goes to the next item starting with a typed letter, whatever its case, wrapping around', () => {
    expect(menuKeyTarget('e', 0, LABELS)).toBe(2);
    expect(menuKeyTarget('A', 0, LABELS)).toBe(1);
    expect(menuKeyTarget('a', 1, LABELS)).toBe(0);
    expect(menuKeyTarget('z', 0, LABELS)).toBeUndefined();
  });

  it('leaves other keys, Space and an empty menu alone', () => {
    expect(menuKeyTarget('Enter', 0, LABELS)).toBeUndefined();
    expect(menuKeyTarget(' ', 0, LABELS)).toBeUndefined();
    expect(menuKeyTarget('Shift', 0, LABELS)).toBeUndefined();
    expect(menuKeyTarget('ArrowDown', -1, [])).toBeUndefined();
  });
});

function renderMenu() {
  const chosen: string[] = [];
  const focusAtChoice: (Element | null)[] = [];
  const actions = LABELS.map((label) => ({
    label,
    onSelect: vi.fn(() => {
      chosen.push(label);
      focusAtChoice.push(document.activeElement);
    }),
  }));
  render(
    <>
      <MenuButton name="More actions for Aurora" actions={actions}>
        ⋯
      </MenuButton>
      <button type="button">Next thing</button>
    </>,
  );
  const button = screen.getByRole('button', { name: 'More actions for Aurora' });
  return { button, chosen, focusAtChoice };
}

const menu = () => screen.queryByRole('menu', { name: 'More actions for Aurora' });
const focusedItem = () => document.activeElement?.textContent;

describe('MenuButton', () => {
  it('is a menu button: it says it has a menu, and whether it is open', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(menu()).toBeNull();

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu()?.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(LABELS);
    expect(focusedItem()).toBe('Add to playlist');
  });

  it('opens on the first item with Enter or Down, on the last with Up; the arrows, Home, End and letters move', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    button.focus();
    await user.keyboard('{Enter}');
    expect(focusedItem()).toBe('Add to playlist');
    await user.keyboard('{ArrowDown}');
    expect(focusedItem()).toBe('Add to project');
    await user.keyboard('{End}');
    expect(focusedItem()).toBe('Delete');
    await user.keyboard('{ArrowDown}');
    expect(focusedItem()).toBe('Add to playlist');
    await user.keyboard('{ArrowUp}');
    expect(focusedItem()).toBe('Delete');
    await user.keyboard('{Home}');
    expect(focusedItem()).toBe('Add to playlist');
    await user.keyboard('e');
    expect(focusedItem()).toBe('Edit');

    await user.keyboard('{Escape}');
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.keyboard('{ArrowDown}');
    expect(focusedItem()).toBe('Add to playlist');
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(focusedItem()).toBe('Delete');
  });

  it('runs the chosen action with focus back on the button, and closes', async () => {
    const user = userEvent.setup();
    const { button, chosen, focusAtChoice } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(chosen).toEqual(['Edit']);
    // A dialog the action opens takes the button as the thing to give focus back to.
    expect(focusAtChoice).toEqual([button]);
    expect(menu()).toBeNull();

    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(chosen).toEqual(['Edit', 'Delete']);
    expect(menu()).toBeNull();
  });

  it('closes on Tab, going on from the button, and on a click elsewhere', async () => {
    const user = userEvent.setup();
    const { button, chosen } = renderMenu();
    await user.click(button);
    await user.tab();
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next thing' }));

    await user.click(button);
    expect(menu()).not.toBeNull();
    await user.click(document.body);
    expect(menu()).toBeNull();

    await user.click(button);
    await user.click(button);
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(chosen).toEqual([]);
  });
});
