import { InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { typePolicies } from './type-policies';

interface ProjectsPageResult {
  projects: {
    nodes: { id: string; title: string }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

// Parsed here rather than through graphql(): a test's operation stays out of the client's generated code.
const ProjectsPage = parse(`
  query ProjectsPage($status: ProjectStatus, $first: Int, $after: String) {
    projects(status: $status, first: $first, after: $after) {
      nodes {
        id
        title
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`) as TypedDocumentNode<ProjectsPageResult, Record<string, unknown>>;

const page = (titles: string[], hasNextPage: boolean) => ({
  projects: {
    __typename: 'ProjectConnection' as const,
    nodes: titles.map((title) => ({ __typename: 'Project' as const, id: `id-${title}`, title })),
    pageInfo: { __typename: 'PageInfo' as const, hasNextPage, endCursor: titles.at(-1) ?? null },
  },
});

function titles(cache: InMemoryCache, variables: { status?: 'DRAFT'; first: number }): string[] | undefined {
  return cache.readQuery({ query: ProjectsPage, variables })?.projects.nodes.map((project) => project.title);
}

describe('nodeListPagination (Query.projects)', () => {
  it('appends a page fetched with after, and a fetch without after starts the list again', () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({ query: ProjectsPage, variables: { first: 2 }, data: page(['A', 'B'], true) });
    cache.writeQuery({
      query: ProjectsPage,
      variables: { first: 2, after: 'B' },
      data: page(['C'], false),
    });
    expect(titles(cache, { first: 2 })).toEqual(['A', 'B', 'C']);
    expect(cache.readQuery({ query: ProjectsPage, variables: { first: 2 } })?.projects.pageInfo).toEqual({
      __typename: 'PageInfo',
      hasNextPage: false,
      endCursor: 'C',
    });

    cache.writeQuery({ query: ProjectsPage, variables: { first: 2 }, data: page(['C', 'A'], true) });
    expect(titles(cache, { first: 2 })).toEqual(['C', 'A']);
  });

  it('keeps each status tab and page size a list of its own', () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({ query: ProjectsPage, variables: { first: 2 }, data: page(['A', 'B'], true) });
    cache.writeQuery({
      query: ProjectsPage,
      variables: { status: 'DRAFT', first: 2 },
      data: page(['B'], false),
    });
    cache.writeQuery({ query: ProjectsPage, variables: { first: 100 }, data: page(['A', 'B', 'C'], false) });
    expect(titles(cache, { first: 2 })).toEqual(['A', 'B']);
    expect(titles(cache, { status: 'DRAFT', first: 2 })).toEqual(['B']);
    expect(titles(cache, { first: 100 })).toEqual(['A', 'B', 'C']);
  });
});
