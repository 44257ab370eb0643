import { describe, expect, it } from 'vitest';
import { formatStorage } from './format-storage';

describe('formatStorage', () => {
  it('shows megabytes below a gigabyte and gigabytes from one up', () => {
    expect(formatStorage(0)).toBe('0.00 MB');
    expect(formatStorage(1536 * 1024)).toBe('1.50 MB');
    expect(formatStorage(1023 * 1024 ** 2)).toBe('1023.00 MB');
    expect(formatStorage(1024 ** 3)).toBe('1.00 GB');
    expect(formatStorage(4_000_000_000)).toBe('3.73 GB');
  });
});
