import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { mergeMap, type Observable, of, tap } from 'rxjs';

type Result = ApolloLink.Result;

/**
 * How many times one read is sent again before its answer is passed on as it is. A read is sent again
 * only for a change heard while it was on its way, so this bounds only a storm of changes; a burst of
 * a few (notifications arriving during a slow query, each followed by a refetch that shares it) is
 * seen through.
 */
const MOST_RESENDS = 10;

/**
 * Answers to reads are never older than a change the app has already heard of. A read still on its
 * way when a write is acknowledged (or a live event arrives) may have been answered before the change;
 * passed on, it would be written into the cache after the change's own refetch, or stand in for that
 * refetch when Apollo shares one request between identical reads, and undo what the artist just saw
 * happen: a 'Mark all as read' coming back with the old count. Such a read is sent again, and only
 * the answer to a read sent after the change is passed on. `noteChange` counts one heard of
 * elsewhere: the live socket back after a drop, whose missed events any read on its way may predate.
 */
export function createFreshReadsLink(): { link: ApolloLink; noteChange: () => void } {
  let changesHeard = 0;
  const noteChange = () => void changesHeard++;
  const heard = tap<Result>({ next: noteChange });

  const link = new ApolloLink((operation, forward): Observable<Result> => {
    if (operation.operationType !== OperationTypeNode.QUERY) return forward(operation).pipe(heard);
    const read = (resends: number): Observable<Result> => {
      const changesBefore = changesHeard;
      return forward(operation).pipe(
        mergeMap((result) =>
          changesHeard !== changesBefore && resends < MOST_RESENDS ? read(resends + 1) : of(result),
        ),
      );
    };
    return read(0);
  });
  return { link, noteChange };
}
