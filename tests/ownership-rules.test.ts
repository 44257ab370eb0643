import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * Who may do what is decided in server/src/policies/policy.ts alone. A service that compares an owner
 * with the caller itself (`{ owner: ownerId }`, `track.owner.id === userId`) bypasses the rules that
 * shared projects will add, so it fails here.
 */
const OWNER_COMPARISON = String.raw`\b(owner|recipient|user)(\.id)?\s*(:|===|!==)\s*(ownerId|userId|callerId|viewerId)\b|(ownerId|userId|callerId|viewerId)\s*(===|!==)\s*\w+\.(owner|recipient|user)`;

/** Lines that match but decide nothing about access, each with why. */
const NOT_ACCESS_DECISIONS = [
  // The session cache drops a user's sessions: no resource is opened.
  'server/src/modules/accounts/live-session-cache.ts',
  // Inserting the caller's own manager state names its owner; it reads nothing.
  'server/src/modules/manager/manager.service.ts: owner: ownerId,',
  // Inserting the caller's own row (a profile, settings, an enrolment, an idempotency key) names its
  // owner; it reads nothing.
  'server/src/modules/academy/academy.service.ts: .insert({ id: randomUUID(), user: userId, courseId, startedAt: new Date() })',
  'server/src/modules/idempotency/idempotency.service.ts: .insert({ id, user: userId, key, operation, fingerprint, createdAt: new Date() })',
  'server/src/modules/profile/profile.service.ts: await tx.createQueryBuilder(Profile).insert({ user: userId })',
  'server/src/modules/settings/settings.service.ts: .insert({ user: userId })',
  // A conversation is, by definition, the messages between these two people.
  'server/src/modules/network/conversation.service.ts: { sender: artistId, recipient: viewerId },',
];

describe('access is decided in one place', () => {
  it('has no owner comparison outside the policy module', () => {
    // git grep exits 1 when nothing matches: that is a pass, with no lines.
    const found = spawnSync(
      'git',
      [
        'grep',
        '-n',
        '-E',
        OWNER_COMPARISON,
        '--',
        'server/src/**/*.ts',
        ':!**/*.test.ts',
        ':!server/src/test/**',
        ':!server/src/policies/**',
      ],
      { encoding: 'utf8', cwd: new URL('..', import.meta.url) },
    )
      .stdout.split('\n')
      .filter(Boolean)
      .map((line) => line.replace(/:\d+:\s*/, ': '))
      .filter((line) => !NOT_ACCESS_DECISIONS.some((allowed) => line.startsWith(allowed)));

    expect(found).toEqual([]);
  });
});
