import { Fragment } from 'react';

/**
 * A formatted figure ("12,345,678,901") that, when its box is too narrow, wraps only after a group
 * separator, never inside a group of digits.
 */
export function GroupedNumber({ value }: { value: string }) {
  const groups = value.split(',');
  return (
    <>
      {groups.map((group, index) => (
        // The groups of one figure never move, so their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {group}
          {index < groups.length - 1 && (
            <>
              ,<wbr />
            </>
          )}
        </Fragment>
      ))}
    </>
  );
}
