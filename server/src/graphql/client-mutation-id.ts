/**
 * The options of every create mutation's `clientMutationId` argument: the client's idempotency key
 * for the create (see modules/idempotency), so a retry answers the first result instead of a copy.
 */
export const CLIENT_MUTATION_ID = {
  nullable: true,
  description:
    'A key the client makes once per create (e.g. a UUID) and sends again when it retries: the retry answers what the first request made, for 24 hours. The same key with a different request is refused (BAD_USER_INPUT).',
} as const;
