import { gql, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { ManagerTodayPanel_QueryFragmentDoc } from '../features/dashboard/ManagerTodayPanel.generated';
import { SidebarCareerLevelDocument } from '../features/workspace/LevelProgress.generated';
import {
  NotificationsDocument,
  type NotificationsQuery,
} from '../features/workspace/NotificationsMenu.generated';
import { typePolicies } from './type-policies';

const inbox = (unreadCount: number): NotificationsQuery => ({
  __typename: 'Query',
  notifications: {
    __typename: 'NotificationInbox',
    unreadCount,
    openTasksToday: 3,
    notifications: { __typename: 'NotificationConnection', nodes: [] },
  },
});

/** What the dashboard's query writes for its manager panel: the task count and the next milestone. */
function writeManagerPanel(
  cache: InMemoryCache,
  {
    openTasksToday,
    next,
  }: { openTasksToday: number; next: { __typename: 'Milestone'; key: string; title: string } | null },
) {
  cache.writeFragment({
    fragment: ManagerTodayPanel_QueryFragmentDoc,
    id: 'ROOT_QUERY',
    data: {
      __typename: 'Query',
      manager: {
        __typename: 'ManagerRelationship',
        chosen: true,
        persona: { __typename: 'ManagerPersona', name: 'Maya' },
      },
      todaysPlan: [],
      notifications: { __typename: 'NotificationInbox', openTasksToday },
      careerProgress: { __typename: 'CareerProgress', next },
    },
  });
}

describe('the notification inbox in the cache', () => {
  it("keeps the header's unread count when the dashboard writes only its task count", () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({ query: NotificationsDocument, data: inbox(1) });
    // The dashboard's panel asks for openTasksToday alone; its answer may land after the header's.
    writeManagerPanel(cache, { openTasksToday: 2, next: null });
    // Replaced whole, the header's query would be incomplete and fetched again, and an answer
    // already on its way (counted before a notification was read) could bring back a stale count.
    expect(cache.readQuery({ query: NotificationsDocument })?.notifications).toMatchObject({
      unreadCount: 1,
      openTasksToday: 2,
    });
  });
});

describe('the career progress in the cache', () => {
  it("keeps the sidebar's level when the dashboard writes only the next milestone", () => {
    const cache = new InMemoryCache({ typePolicies });
    const next = {
      __typename: 'Milestone' as const,
      key: 'first-collaboration',
      title: 'A song made with others',
    };
    cache.writeQuery({
      query: SidebarCareerLevelDocument,
      data: {
        __typename: 'Query',
        careerProgress: { __typename: 'CareerProgress', level: 2, totalLevels: 6, next },
      },
    });
    writeManagerPanel(cache, { openTasksToday: 0, next });
    // Replaced whole, the sidebar's query would be incomplete and sent again on every dashboard visit.
    expect(cache.readQuery({ query: SidebarCareerLevelDocument })?.careerProgress).toMatchObject({
      level: 2,
      totalLevels: 6,
    });
  });
});

describe('the track list in the cache', () => {
  const TRACKS = gql`
    query ($key: String, $bpmMin: Float) {
      tracks(key: $key, bpmMin: $bpmMin, first: 50) {
        totalCount
        nodes {
          id
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  `;
  const page = (ids: string[]) => ({
    __typename: 'Query',
    tracks: {
      __typename: 'TrackConnection',
      totalCount: ids.length,
      nodes: ids.map((id) => ({ __typename: 'Track', id })),
      pageInfo: { __typename: 'PageInfo', endCursor: ids.at(-1) ?? null, hasNextPage: false },
    },
  });

  it('keeps each key and tempo filter its own list', () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({ query: TRACKS, variables: {}, data: page(['a', 'b', 'c']) });
    cache.writeQuery({ query: TRACKS, variables: { key: '8A' }, data: page(['b']) });
    cache.writeQuery({ query: TRACKS, variables: { bpmMin: 120 }, data: page(['c']) });
    const ids = (variables: Record<string, unknown>) =>
      (
        cache.readQuery({ query: TRACKS, variables }) as { tracks: { nodes: { id: string }[] } }
      ).tracks.nodes.map((node) => node.id);
    expect(ids({})).toEqual(['a', 'b', 'c']);
    expect(ids({ key: '8A' })).toEqual(['b']);
    expect(ids({ bpmMin: 120 })).toEqual(['c']);
  });
});
