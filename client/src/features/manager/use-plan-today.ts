import { useMutation } from '@apollo/client/react';
import { TodaysPlanDocument } from './ActionPlan.generated';
import { PlanTodayDocument } from './use-plan-today.generated';

/** Stores today's plan on the server (once a day) and writes the answer as the cached TodaysPlan. */
export function usePlanToday() {
  return useMutation(PlanTodayDocument, {
    update(cache, { data: answer }) {
      if (!answer) return;
      cache.writeQuery({
        query: TodaysPlanDocument,
        data: { __typename: 'Query', todaysPlan: answer.planToday },
      });
    },
  });
}
