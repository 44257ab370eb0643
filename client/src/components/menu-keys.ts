/**
 * Which item of a menu a key moves focus to (the WAI-ARIA menu pattern), from the item focused now:
 * Down and Up move and wrap around, Home and End go to the first and last, and a printable character
 * goes to the next item whose label starts with it. Undefined when the key does not move focus.
 */
export function menuKeyTarget(key: string, current: number, labels: readonly string[]): number | undefined {
  const count = labels.length;
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
  if (key.length !== 1 || key === ' ') return undefined;
  const letter = key.toLocaleLowerCase();
  for (let step = 1; step <= count; step++) {
    const index = (current + step) % count;
    if (labels[index]?.toLocaleLowerCase().startsWith(letter)) return index;
  }
  return undefined;
}
