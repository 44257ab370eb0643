import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useDiscardGuard } from './use-discard-guard';
import { useFormChanges } from './use-form-changes';

afterEach(cleanup);

/** A dialog with an uncontrolled form, guarded as the app's edit dialogs are. */
function EditDialog() {
  const [open, setOpen] = useState(true);
  const changes = useFormChanges();
  const guard = useDiscardGuard({
    dirty: open && changes.dirty,
    label: 'Edit Project',
    onDiscard: () => setOpen(false),
  });
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <Dialog
        title="Edit Project"
        open={open}
        onClose={guard.requestClose}
        actions={
          <Button variant="secondary" onClick={guard.requestClose}>
            Cancel
          </Button>
        }
      >
        <form {...changes.watch}>
          <label>
            Title
            <input name="title" defaultValue="Neon Rain" />
          </label>
          <label>
            <input type="checkbox" name="public" />
            Public
          </label>
        </form>
      </Dialog>
      {guard.confirmDialog}
    </>
  );
}

describe('useDiscardGuard with useFormChanges', () => {
  it('closes an untouched form, and a form whose change was taken back, without asking', async () => {
    render(<EditDialog />);
    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.type(title, '!');
    await userEvent.type(title, '{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('closed')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull();
  });

  it('asks before dropping typing: Keep editing keeps it, Discard changes closes', async () => {
    render(<EditDialog />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), ' (Extended)');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(question.textContent).toContain('Not saved yet: Edit Project.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByText('open')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(
      'Neon Rain (Extended)',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(screen.getByText('closed')).toBeTruthy();
  });

  it('counts a ticked box as a change', async () => {
    render(<EditDialog />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Public' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toBeTruthy();
  });
});
