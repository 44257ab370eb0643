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
    expect(initial.data?.manager).toMatchObject({
      chosen: true,
      satisfaction: 85,
      level: 3,
      levelName: 'Pro',
      persona: { style: 'STRATEGIST' },
    });
    expect(initial.data?.todaysPlan.length).toBeGreaterThanOrEqual(2);

    const same = await graphql(
      server.url,
      `mutation { chooseManager(style: STRATEGIST) { ${RELATIONSHIP} } }`,
      {},
      token,
    );
    expect(same.data?.chooseManager).toEqual(initial.data?.manager);

    const chosen = await graphql(
      server.url,
      `mutation { chooseManager(style: CREATIVE) { ${RELATIONSHIP} } }`,
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
      '{ todaysPlan { id title category priority minutes impact reasoning successMetrics deadline completedAt } }',
      {},
      token,
    );
    const [task] = plan.data?.todaysPlan ?? [];
    expect(plan.data?.todaysPlan.length).toBeGreaterThanOrEqual(2);
    const done = await graphql(
      server.url,
      'mutation ($id: ID!) { completeManagerTask(id: $id) { completedAt } }',
      { id: task.id },
      token,
    );
    expect(done.data?.completeManagerTask.completedAt).toEqual(expect.any(String));
    const after = await graphql(server.url, '{ manager { satisfaction } }', {}, token);
    expect(after.data?.manager.satisfaction).toBe(50 + 2 * task.impact);

    const asked = await graphql(
      server.url,
      'mutation { askManager(question: "  How do I write better lyrics?  ") { author content } }',
      {},
      token,
    );
    expect(asked.data?.askManager).toMatchObject({
      author: 'MANAGER',
      content: expect.stringMatching(/^Let us keep this true to your sound:/),
    });
    const conversation = await graphql(server.url, '{ managerConversation { author content } }', {}, token);
    expect(conversation.data?.managerConversation.map((line: { author: string }) => line.author)).toEqual([
      'ARTIST',
      'MANAGER',
    ]);
    expect(conversation.data?.managerConversation[0].content).toBe('How do I write better lyrics?');

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
      'mutation { updateProfile(input: { monthlyListeners: 12000, totalStreams: 100000, followers: 800, totalRevenue: 2500 }) { user { id } } }',
      {},
      token,
    );
    const outlook = await graphql(
      server.url,
      '{ careerOutlook { missingFigures pathway { level nextMilestone } growth { metric current } } }',
      {},
      token,
    );
    expect(outlook.data?.careerOutlook).toEqual({
      missingFigures: [],
      pathway: { level: 3, nextMilestone: 'Reach 50K monthly listeners and headline your own show' },
      growth: [
        { metric: 'streams', current: 100000 },
        { metric: 'followers', current: 800 },
        { metric: 'revenue', current: 2500 },
      ],
    });
  });

  it("refuses a blank question, another artist's task, and callers who are signed out", async () => {
    await graphql(server.url, 'mutation { chooseManager(style: HUSTLER) { chosen } }', {}, token);
    const blank = await graphql(
      server.url,
      'mutation { askManager(question: "   ") { content } }',
      {},
      token,
    );
    expect(blank.errors?.[0]?.message).toBe('Ask a question first.');
    const plan = await graphql(server.url, '{ todaysPlan { id } }', {}, token);
    const intruder = await signUp(server.url, uniqueEmail('intruder'));
    const stolen = await graphql(
      server.url,
      'mutation ($id: ID!) { completeManagerTask(id: $id) { id } }',
      { id: plan.data?.todaysPlan[0].id },
      intruder,
    );
    expect(errorCodes(stolen)).toEqual(['NOT_FOUND']);
    expect(errorCodes(await graphql(server.url, '{ manager { chosen } }'))).toEqual(['UNAUTHENTICATED']);
  });
});
