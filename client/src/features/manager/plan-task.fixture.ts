/** A task of today's plan as the server answers it, for the tests of the screens that show the plan. */
export function planTask(id: string, title: string) {
  return {
    __typename: 'ManagerTask' as const,
    id,
    title,
    description: `Why ${title}`,
    category: 'PROMOTION' as const,
    priority: 'HIGH' as const,
    estimatedMinutes: 30,
    impact: 6,
    reasoning: 'From your library',
    successMetrics: ['Done'],
    deadline: '2026-11-26T09:00:00.000Z',
    completedAt: null,
  };
}
