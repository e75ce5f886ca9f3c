/**
 * The data-protection requests of server/leads/privacy.ts called as `npm run leads` and /konto call
 * them, in this process: what `purge` deletes and the sentence the firm reads afterwards, and which
 * periods `--older-than` takes. (tests/unit/leads/deletion-plan.integration.test.ts covers the asking.)
 */
import { describe, expect, it } from 'vitest';
import { latestContact, parsePeriod, purge } from '~/server/leads/privacy';
import { peopleWhoLastWrote } from './support/people';

const now = new Date('2026-06-15T12:00:00Z');

/** Two people: one who last wrote `daysAgo` days before `now`, one who wrote at `now`. */
const twoPeople = async (daysAgo: number) =>
  (await peopleWhoLastWrote([new Date(now.getTime() - daysAgo * 86_400_000).toISOString(), now.toISOString()], 'Bolag')).store;

describe('purge', () => {
  it('deletes the person whose latest contact is older than --older-than and says so to the firm', async () => {
    const store = await twoPeople(100);
    const outcome = await purge(store, '90d', { yes: true }, () => {}, now);
    expect(outcome).toEqual({ ok: true, message: 'Raderade 1 lead från personer vars senaste kontakt var före 2026-03-17.' });
    expect(await store.leadsByEmail('person1@kund.se')).toEqual([]);
    expect(await store.leadsByEmail('person2@kund.se')).toHaveLength(1);
  });

  it('refuses a period with anything after the unit, and deletes nothing', async () => {
    const store = await twoPeople(100);
    const outcome = await purge(store, '90d och mer', { yes: true }, () => {}, now);
    expect(outcome).toEqual({ ok: false, message: '--older-than "90d och mer" ska vara t.ex. 12m (månader) eller 90d (dagar).' });
    expect(await store.leadsByEmail('person1@kund.se')).toHaveLength(1);
  });
});

describe('the latest contact', () => {
  it('is the latest of the person’s leads and the firm’s own contacts with them, and none without leads', () => {
    const called = '2026-03-02T09:30:00.000Z';
    const leads = [
      { createdAt: '2026-01-10T08:00:00.000Z', lastContactAt: called },
      { createdAt: '2026-02-01T12:00:00.000Z', lastContactAt: null },
    ];
    expect(latestContact(leads)).toBe(called);
    expect(latestContact([{ createdAt: '2026-04-01T07:00:00.000Z', lastContactAt: called }, ...leads])).toBe('2026-04-01T07:00:00.000Z');
    expect(latestContact([])).toBeUndefined();
  });
});

describe('parsePeriod', () => {
  it('takes months or days, with or without a space, and nothing else', () => {
    expect(parsePeriod('90d', now)?.toISOString()).toBe('2026-03-17T12:00:00.000Z');
    expect(parsePeriod(' 90 dagar ', now)?.toISOString()).toBe('2026-03-17T12:00:00.000Z');
    expect(parsePeriod('18 månader', now)).toEqual(parsePeriod('18m', now));
    for (const text of ['90', 'd90', '90 dagar sedan', '18m2', '12 veckor']) expect(parsePeriod(text, now), text).toBeUndefined();
  });
});
