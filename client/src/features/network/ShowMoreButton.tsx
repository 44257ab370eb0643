import { useState } from 'react';
import toast from 'react-hot-toast';
import { serverMessage } from '../../apollo/server-message';
import { Button } from '../../components/Button';

/** Loads a list's next page; disabled while it loads, and says so if it cannot. */
export function ShowMoreButton({
  onClick,
  label = 'Show more',
}: {
  onClick: () => Promise<unknown>;
  label?: string;
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
    <Button variant="secondary" className="show-more" disabled={loading} onClick={() => void load()}>
      {loading ? 'Loading...' : label}
    </Button>
  );
}
