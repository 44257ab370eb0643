import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { errorCodes, graphql } from '../../test/http-client.js';
import { useTestServer } from '../../test/test-server.js';
import { signUp } from '../../test/uploads.js';

const db = useTestDatabase();
const server = useTestServer(db);

let token: string;
beforeEach(async () => {
  token = await signUp(server.url, uniqueEmail());
});

const RELATIONSHIP = 'chosen satisfaction level levelName persona { style name avatar traits }';

describe('the AI manager over GraphQL', () => {
  it('lists four personas, chooses one, plans the day, completes a task and answers questions', async () => {
    const personas = await graphql(server.url, '{ managerPersonas { style name traits } }');
    expect(personas.data?.managerPersonas.map((persona: { style: string }) => persona.style)).toEqual([
      'HUSTLER',
      'STRATEGIST',
      'CREATIVE',
      'ENTREPRENEUR',
    ]);
    expect(
      personas.data?.managerPersonas.every((persona: { traits: string[] }) => persona.traits.length === 4),
    ).toBe(true);

    const initial = await graphql(server.url, `{ manager { ${RELATIONSHIP} } todaysPlan { id } }`, {}, token);
    // No model configured: the built-in advisor answers, and the screen can say so.
    expect((await graphql(server.url, '{ managerAdvisor }', {}, token)).data?.managerAdvisor).toBe(
      'BUILT_IN',
    );
    expect(initial.data?.manager).toMatchObject({
      chosen: true,
      satisfaction: 85,
      level: 3,
      levelName: 'Pro',
      persona: { style: 'STRATEGIST' },
    });
    // Reading the plan stores nothing: planToday does, once a day, and reading then finds it.
    expect(initial.data?.todaysPlan).toEqual([]);
    const planned = await graphql(server.url, 'mutation { planToday { id } }', {}, token);
    expect(planned.data?.planToday.length).toBeGreaterThanOrEqual(2);
    const replanned = await graphql(server.url, 'mutation { planToday { id } }', {}, token);
    expect(replanned.data?.planToday).toEqual(planned.data?.planToday);
    const read = await graphql(server.url, '{ todaysPlan { id } }', {}, token);
    expect(read.data?.todaysPlan).toEqual(planned.data?.planToday);

    const same = await graphql(
      server.url,
      `mutation { chooseManager(input: { style: STRATEGIST }) { ${RELATIONSHIP} } }`,
      {},
      token,
    );
    expect(same.data?.chooseManager).toEqual(initial.data?.manager);

    const chosen = await graphql(
      server.url,
      `mutation { chooseManager(input: { style: CREATIVE }) { ${RELATIONSHIP} } }`,
      {},
      token,
    );
    expect(chosen.data?.chooseManager).toMatchObject({
      chosen: true,
      satisfaction: 50,
      level: 1,
      levelName: 'Rookie',
    });

    const plan = await graphql(
      server.url,
      '{ todaysPlan { id title category priority estimatedMinutes impact reasoning successMetrics deadline completedAt } }',
      {},
      token,
    );
    const [task] = plan.data?.todaysPlan ?? [];
    expect(plan.data?.todaysPlan.length).toBeGreaterThanOrEqual(2);
    expect(task.estimatedMinutes).toBeGreaterThan(0);
    const done = await graphql(
      server.url,
      'mutation ($taskId: ID!) { completeManagerTask(input: { taskId: $taskId }) { completedAt } }',
      { taskId: task.id },
      token,
    );
    expect(done.data?.completeManagerTask.completedAt).toEqual(expect.any(String));
    const after = await graphql(server.url, '{ manager { satisfaction } }', {}, token);
    expect(after.data?.manager.satisfaction).toBe(50 + 2 * task.impact);

    const asked = await graphql(
      server.url,
      'mutation { askManager(input: { question: "  How do I write better lyrics?  " }) { author content } }',
      {},
      token,
    );
    expect(asked.data?.askManager).toMatchObject({
      author: 'MANAGER',
      // The creative manager's voice: one of its openings.
      content: expect.stringMatching(
        /^(Let us keep this true to your sound|Start from the music|Here is what I hear in your work):/,
      ),
    });
    const conversation = await graphql(
      server.url,
      '{ managerConversation(last: 50) { totalCount nodes { author content } } }',
      {},
      token,
    );
    const lines = conversation.data?.managerConversation.nodes;
    expect(lines.map((line: { author: string }) => line.author)).toEqual(['ARTIST', 'MANAGER']);
    expect(lines[0].content).toBe('How do I write better lyrics?');
    expect(conversation.data?.managerConversation.totalCount).toBe(2);

    const outlook = await graphql(
      server.url,
      '{ careerOutlook { missingFigures pathway { level } growth { metric current predicted } } }',
      {},
      token,
    );
    expect(outlook.data?.careerOutlook).toEqual({
      missingFigures: ['MONTHLY_LISTENERS', 'TOTAL_STREAMS', 'FOLLOWERS', 'TOTAL_REVENUE'],
      pathway: null,
      growth: [],
    });
  });

  it("computes the outlook from the profile's figures once the artist has entered some", async () => {
    await graphql(
      server.url,
      'mutation { updateProfile(input: { monthlyListeners: 12000, totalStreams: 100000, followers: 800, totalRevenueUsd: 2500 }) { user { id } } }',
      {},
      token,
    );
    const outlook = await graphql(
      server.url,
      '{ careerOutlook { missingFigures pathway { level nextMilestone confidencePercent estimatedTime } growth { metric current } } }',
      {},
      token,
    );
    expect(outlook.data?.careerOutlook).toEqual({
      missingFigures: [],
      pathway: {
        level: 3,
        nextMilestone: 'Reach 50K monthly listeners and headline your own show',
        confidencePercent: expect.any(Number),
        estimatedTime: expect.stringMatching(/^\d+-\d+ months$/),
      },
      growth: [
        { metric: 'STREAMS', current: 100000 },
        { metric: 'FOLLOWERS', current: 800 },
        { metric: 'REVENUE', current: 2500 },
      ],
    });
  });

  it("refuses a blank question, another artist's task, and callers who are signed out", async () => {
    await graphql(server.url, 'mutation { chooseManager(input: { style: HUSTLER }) { chosen } }', {}, token);
    const blank = await graphql(
      server.url,
      'mutation { askManager(input: { question: "   " }) { content } }',
      {},
      token,
    );
    expect(blank.errors?.[0]?.message).toBe('Ask a question first.');
    const plan = await graphql(server.url, 'mutation { planToday { id } }', {}, token);
    const intruder = await signUp(server.url, uniqueEmail('intruder'));
    const stolen = await graphql(
      server.url,
      'mutation ($taskId: ID!) { completeManagerTask(input: { taskId: $taskId }) { id } }',
      { taskId: plan.data?.planToday[0].id },
      intruder,
    );
    expect(errorCodes(stolen)).toEqual(['NOT_FOUND']);
    expect(errorCodes(await graphql(server.url, '{ manager { chosen } }'))).toEqual(['UNAUTHENTICATED']);
  });
});

const CONVERSATION_PAGE = `query ($first: Int, $after: String, $last: Int, $before: String) {
  managerConversation(first: $first, after: $after, last: $last, before: $before) {
    totalCount
    edges { cursor node { id content } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

describe('managerConversation pages in time order', () => {
  const questions = ['First question?', 'Second question?', 'Third question?'];

  beforeEach(async () => {
    for (const question of questions) {
      const asked = await graphql(
        server.url,
        'mutation ($q: String!) { askManager(input: { question: $q }) { id } }',
        { q: question },
        token,
      );
      expect(asked.errors).toBeUndefined();
    }
  });

  const readPage = (variables: Record<string, unknown>) =>
    graphql(server.url, CONVERSATION_PAGE, variables, token);
  const contents = (answer: Awaited<ReturnType<typeof readPage>>): string[] =>
    answer.data?.managerConversation.edges.map((edge: { node: { content: string } }) => edge.node.content);

  it('reads the newest lines with last, and pages back with before', async () => {
    const newest = await graphql(server.url, CONVERSATION_PAGE, { last: 2 }, token);
    expect(newest.errors).toBeUndefined();
    expect(newest.data?.managerConversation.totalCount).toBe(6);
    expect(contents(newest)[0]).toBe('Third question?');
    expect(contents(newest)).toHaveLength(2);
    expect(newest.data?.managerConversation.pageInfo).toMatchObject({
      hasPreviousPage: true,
      hasNextPage: false,
    });

    const earlier = await graphql(
      server.url,
      CONVERSATION_PAGE,
      { last: 2, before: newest.data?.managerConversation.pageInfo.startCursor },
      token,
    );
    expect(contents(earlier)[0]).toBe('Second question?');
    expect(earlier.data?.managerConversation.pageInfo.hasPreviousPage).toBe(true);

    const oldest = await graphql(
      server.url,
      CONVERSATION_PAGE,
      { last: 2, before: earlier.data?.managerConversation.pageInfo.startCursor },
      token,
    );
    expect(contents(oldest)[0]).toBe('First question?');
    expect(oldest.data?.managerConversation.pageInfo.hasPreviousPage).toBe(false);
  });

  it('reads forwards with first and after, oldest first', async () => {
    const first = await graphql(server.url, CONVERSATION_PAGE, { first: 4 }, token);
    expect(contents(first)[0]).toBe('First question?');
    expect(contents(first)[2]).toBe('Second question?');
    expect(first.data?.managerConversation.pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: false,
    });

    const rest = await graphql(
      server.url,
      CONVERSATION_PAGE,
      { first: 4, after: first.data?.managerConversation.pageInfo.endCursor },
      token,
    );
    expect(contents(rest)).toHaveLength(2);
    expect(contents(rest)[0]).toBe('Third question?');
    expect(rest.data?.managerConversation.pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
    });
  });

  it('refuses a cursor that does not fit, and first with last, as BAD_USER_INPUT', async () => {
    for (const variables of [
      { first: 2, after: 'not-a-cursor' },
      { last: 2, before: 'WyJ4Il0' },
      { first: 1, last: 1 },
    ]) {
      const answer = await graphql(server.url, CONVERSATION_PAGE, variables, token);
      expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
    }
  });

  it("shows no line of another artist's conversation", async () => {
    const stranger = await signUp(server.url, uniqueEmail('stranger'));
    const answer = await graphql(server.url, CONVERSATION_PAGE, { last: 50 }, stranger);
    expect(answer.data?.managerConversation).toMatchObject({ totalCount: 0, edges: [] });
  });
});

const NODE = `query ($id: ID!) {
  me { id }
  node(id: $id) {
    __typename
    id
    ... on ManagerTask { title estimatedMinutes }
    ... on ManagerMessage { author content }
  }
}`;

describe('node(id:) finds manager tasks and messages', () => {
  it("finds the caller's task and message by id, and answers NOT_FOUND for another artist", async () => {
    const plan = await graphql(server.url, 'mutation { planToday { id title } }', {}, token);
    const task = plan.data?.planToday[0];
    const asked = await graphql(
      server.url,
      'mutation { askManager(input: { question: "What next?" }) { id content } }',
      {},
      token,
    );
    const message = asked.data?.askManager;

    const foundTask = await graphql(server.url, NODE, { id: task.id }, token);
    expect(foundTask.errors).toBeUndefined();
    expect(foundTask.data?.node).toMatchObject({ __typename: 'ManagerTask', id: task.id, title: task.title });
    expect(foundTask.data?.node.estimatedMinutes).toBeGreaterThan(0);
    const foundMessage = await graphql(server.url, NODE, { id: message.id }, token);
    expect(foundMessage.data?.node).toEqual({
      __typename: 'ManagerMessage',
      id: message.id,
      author: 'MANAGER',
      content: message.content,
    });

    const stranger = await signUp(server.url, uniqueEmail('stranger'));
    for (const id of [task.id, message.id]) {
      const hidden = await graphql(server.url, NODE, { id }, stranger);
      expect(hidden.data?.me.id).toEqual(expect.any(String));
      expect(hidden.data?.node).toBeNull();
      expect(errorCodes(hidden)).toEqual(['NOT_FOUND']);
    }
  });
});
