import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { graphql, type HttpAnswer, postJson } from '../../test/http-client.js';
import { useTestServer } from '../../test/test-server.js';

const db = useTestDatabase();
const server = useTestServer(db, { RATE_LIMIT_AUTH_REQUESTS_PER_MINUTE: '5' });

const JOIN = `mutation Join($email: String!, $name: String, $referralCode: String) {
  joinWaitlist(input: { email: $email, name: $name, referralCode: $referralCode }) { position referralCode referralCount }
}`;

describe('waitlist over HTTP', () => {
  it('POST /waitlist answers {position, referralCode}; joining again gives the same answer', async () => {
    const email = uniqueEmail();
    const first = await postJson(server.url, '/waitlist', { email, name: 'Sam' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ position: 1, referralCode: expect.any(String), referralCount: 0 });
    const again = await postJson(server.url, '/waitlist', { email: email.toUpperCase(), name: 'Sam' });
    expect(again.body).toEqual(first.body);
  });

  it.each([
    [{ name: 'No Email' }, 'Email is required.'],
    [{ email: '', name: 'Blank' }, 'Email is required.'],
    [{ email: 'broken@', name: 'Typo' }, 'Please enter a valid email address.'],
  ])('POST /waitlist %o answers 400 {error: "%s"}', async (payload, error) => {
    const answer = await postJson(server.url, '/waitlist', payload);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(error);
  });

  it('joinWaitlist over GraphQL credits the referral link', async () => {
    const sharer = await graphql(server.url, JOIN, { email: uniqueEmail() });
    const code = sharer.data?.joinWaitlist.referralCode;
    const friend = await graphql(server.url, JOIN, {
      email: uniqueEmail(),
      name: 'Friend',
      referralCode: code,
    });
    expect(friend.data?.joinWaitlist.position).toBe(2);
    const blank = await graphql(server.url, JOIN, { email: '' });
    expect(blank.errors?.[0]).toMatchObject({
      message: 'Email is required.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('answers 429 {error} with Retry-After past the per-address limit', async () => {
    const statuses: number[] = [];
    let last: HttpAnswer | undefined;
    for (let i = 0; i < 6; i++) {
      last = await postJson(server.url, '/waitlist', { email: uniqueEmail() });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(last?.body.error).toBe('Too many attempts. Please try again later.');
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
