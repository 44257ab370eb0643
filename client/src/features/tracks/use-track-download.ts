import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { TrackDownloadAddressDocument } from './use-track-download.generated';

/**
 * Download of a track's original file: asks for a freshly signed address (one from when the page
 * opened may have expired), and has the browser save what it answers with `download=1`, which the
 * server sends as an attachment named after the track ('Aurora.wav'). The page stays where it is.
 */
export function useTrackDownload(track: { id: string; title: string }) {
  const client = useApolloClient();
  const [preparing, setPreparing] = useState(false);
  const download = async () => {
    setPreparing(true);
    try {
      const { data } = await client.query({
        query: TrackDownloadAddressDocument,
        variables: { id: track.id },
        fetchPolicy: 'network-only',
      });
      const signed = data?.track?.audio.url;
      if (!signed) throw new Error('No address');
      const address = new URL(signed);
      address.searchParams.set('download', '1');
      saveFrom(address.toString());
    } catch {
      toast.error(`Could not download ${track.title}.`);
    } finally {
      setPreparing(false);
    }
  };
  return { download, preparing };
}

/** Has the browser save what an address answers, as a link with `download` does when clicked. */
function saveFrom(address: string): void {
  const link = document.createElement('a');
  link.href = address;
  link.download = '';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
