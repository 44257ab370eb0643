const BYTES_PER_MB = 1024 * 1024;
const BYTES_PER_GB = 1024 * BYTES_PER_MB;

/** Stored bytes as the dashboard shows them: MB with two decimals, GB with two from 1 GB up (binary units). */
export function formatStorage(bytes: number): string {
  if (bytes >= BYTES_PER_GB) return `${(bytes / BYTES_PER_GB).toFixed(2)} GB`;
  return `${(bytes / BYTES_PER_MB).toFixed(2)} MB`;
}
