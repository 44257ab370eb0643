import { useState } from 'react';
import toast from 'react-hot-toast';
import { serverMessage } from '../../apollo/server-message';
import { Button } from '../../components/Button';

/** Loads a list's next page; disabled while it loads, and says so if it cannot. */
export function ShowMoreButton({
  onClick,
  label = 'Show more',
  placement = 'after',
}: {
  onClick: () => Promise<unknown>;
  label?: string;
  /** Under the list it extends ("Show more"), or over it ("Show earlier"). */
  placement?: 'after' | 'before';
}) {
  const [loading, setLoading] = useState(false);

  async function load() {
    setLoading(true);
    try {
      await onClick();
    } catch (error) {
      toast.error(serverMessage(error, 'Could not load more.'));
    } finally {
      setLoading(false);
    }
  }

  return (
    <Button
      variant="secondary"
      className={placement === 'after' ? 'show-more' : 'show-earlier'}
      disabled={loading}
      onClick={() => void load()}
    >
      {loading ? 'Loading...' : label}
    </Button>
  );
}
