import { describe, expect, it } from 'vitest';
import { createServices } from '../../services.js';
import { useTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { testConfig } from '../../test/test-config.js';
import { WaitlistEntry } from './waitlist-entry.entity.js';

const db = useTestDatabase();
const caller = { clientAddress: '198.51.100.4' };

function waitlist() {
  const config = testConfig();
  return createServices(db.orm, config, config.jwt.secret ?? '').waitlist;
}

async function join(email: string, referralCode?: string) {
  return waitlist().join(db.orm.em.fork(), { email, name: 'Fan', referralCode }, caller);
}

describe('waitlist', () => {
  it('gives each new email the next position and its own referral code', async () => {
    const first = await join(uniqueEmail());
    const second = await join(uniqueEmail());
    expect(first.position).toBe(1);
    expect(second.position).toBe(2);
    expect(first.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(second.referralCode).not.toBe(first.referralCode);
  });

  it('returns the same entry when an email joins again, in any case, without a duplicate', async () => {
    const email = uniqueEmail();
    const first = await join(email);
    await join(uniqueEmail());
    const again = await join(`  ${email.toUpperCase()} `);
    expect(again).toEqual(first);
    expect(await db.orm.em.fork().count(WaitlistEntry, {})).toBe(2);
  });

  it('keeps one entry when the same email joins twice at once', async () => {
    const email = uniqueEmail();
    const [a, b] = await Promise.all([join(email), join(email)]);
    expect(a.referralCode).toBe(b.referralCode);
    expect(await db.orm.em.fork().count(WaitlistEntry, {})).toBe(1);
  });

  it('stores the name as optional', async () => {
    const email = uniqueEmail();
    await waitlist().join(db.orm.em.fork(), { email }, caller);
    expect((await db.orm.em.fork().findOneOrFail(WaitlistEntry, { email })).name).toBe('');
  });

  it.each([
    ['', 'Email is required.'],
    ['   ', 'Email is required.'],
    ['not-an-email', 'Please enter a valid email address.'],
    ['a@b', 'Please enter a valid email address.'],
  ])('refuses %j with "%s"', async (email, message) => {
    await expect(join(email)).rejects.toThrow(message);
    expect(await db.orm.em.fork().count(WaitlistEntry, {})).toBe(0);
  });

  it('credits a referrer once per new email, and not for an email already on the list', async () => {
    const referrer = await join(uniqueEmail());
    const friend = uniqueEmail();
    await join(friend, referrer.referralCode);
    await join(friend, referrer.referralCode);
    const existing = await join(uniqueEmail());
    await join(await emailOf(existing.referralCode), referrer.referralCode);
    await join(friendOf(existing), referrer.referralCode.toLowerCase());
    const standing = await join(await emailOf(referrer.referralCode));
    expect(standing.referralCount).toBe(2);
  });

  it('ignores an unknown referral code', async () => {
    const joined = await join(uniqueEmail(), 'NOSUCHCODE');
    expect(joined.position).toBe(1);
  });

  it('moves an entry with 3 credited referrals to the front of the line', async () => {
    const early = await join(uniqueEmail());
    const sharer = await join(uniqueEmail());
    const sharerEmail = await emailOf(sharer.referralCode);
    expect(sharer.position).toBe(2);

    await join(uniqueEmail(), sharer.referralCode);
    await join(uniqueEmail(), sharer.referralCode);
    expect((await join(sharerEmail)).position).toBe(2);

    await join(uniqueEmail(), sharer.referralCode);
    const promoted = await join(sharerEmail);
    expect(promoted).toMatchObject({ position: 1, referralCount: 3 });
    expect((await join(await emailOf(early.referralCode))).position).toBe(2);
  });

  it('keeps promoted entries in joining order among themselves', async () => {
    const a = await join(uniqueEmail());
    const b = await join(uniqueEmail());
    for (let i = 0; i < 3; i++) await join(uniqueEmail(), b.referralCode);
    for (let i = 0; i < 3; i++) await join(uniqueEmail(), a.referralCode);
    expect((await join(await emailOf(a.referralCode))).position).toBe(1);
    expect((await join(await emailOf(b.referralCode))).position).toBe(2);
  });
});

function friendOf(standing: { referralCode: string }): string {
  return `friend.of.${standing.referralCode.toLowerCase()}@example.com`;
}

async function emailOf(referralCode: string): Promise<string> {
  return (await db.orm.em.fork().findOneOrFail(WaitlistEntry, { referralCode })).email;
}
