import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { PLAYER_SHORTCUTS } from './use-player-shortcuts';

/** The player's keyboard shortcuts ('?' opens it). */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      title="Keyboard shortcuts"
      open={open}
      onClose={onClose}
      actions={<Button onClick={onClose}>Close</Button>}
    >
      <dl className="shortcut-list">
        {PLAYER_SHORTCUTS.map((shortcut) => (
          <div key={shortcut.keys}>
            <dt>
              <kbd>{shortcut.keys}</kbd>
            </dt>
            <dd>{shortcut.does}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">Shortcuts work when the cursor is not in a text field.</p>
    </Dialog>
  );
}
