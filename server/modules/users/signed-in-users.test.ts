import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import type { IdentityPort, VerifiedIdentity } from '../../ports/identity.port.js';
import { pgliteTarget } from '../../test-support/test-database.js';
import { bookLedgerEntry } from '../credits/credits.repository.js';
import { createSignedInUsers } from './signed-in-users.js';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

/** An identity provider that knows fixed tokens and counts how often it is asked. */
function countingIdentity(tokens: Record<string, VerifiedIdentity>) {
  const asked: string[] = [];
  const port: IdentityPort = {
    kind: 'local',
    verify: async (token) => {
      asked.push(token);
      return tokens[token] ?? null;
    },
    profile: async (id) => ({ email: id.email, username: id.username }),
  };
  return { port, asked };
}

const identity = (subject: string, expiresAt?: number): VerifiedIdentity => ({
  provider: 'local',
  subject,
  email: `${subject}@primer.rs`,
  username: subject,
  ...(expiresAt ? { expiresAt } : {}),
});

describe('signed-in users', () => {
  it('verifies a token once, then answers from memory until the token expires, never past it', async () => {
    handle = await openDatabase(pgliteTarget());
    let clock = 1_000_000;
    const { port, asked } = countingIdentity({ ana: identity('ana', clock + 30_000) });
    const users = createSignedInUsers({
      db: handle.db,
      identity: port,
      welcomeCredits: 500,
      now: () => clock,
    });

    const first = await users.userOf('ana');
    expect(first).toMatchObject({ email: 'ana@primer.rs' });
    expect(await users.userOf('ana')).toEqual(first);
    expect(asked).toEqual(['ana']);

    clock += 30_000; // the token's own expiry: verified again (a real provider would now refuse it)
    await users.userOf('ana');
    expect(asked).toEqual(['ana', 'ana']);
  });

  it('remembers a token for at most a minute, and not at all when it does not say when it expires', async () => {
    handle = await openDatabase(pgliteTarget());
    let clock = 1_000_000;
    const { port, asked } = countingIdentity({
      long: identity('long', clock + 24 * 3600_000),
      open: identity('open'),
    });
    const users = createSignedInUsers({
      db: handle.db,
      identity: port,
      welcomeCredits: 500,
      now: () => clock,
    });
    await users.userOf('long');
    clock += 59_000;
    await users.userOf('long');
    expect(asked).toEqual(['long']);
    clock += 1_000;
    await users.userOf('long');
    expect(asked).toEqual(['long', 'long']);

    await users.userOf('open');
    await users.userOf('open');
    expect(asked.filter((t) => t === 'open')).toHaveLength(2);
  });

  it('refuses an unknown token every time, and forgets every session of a user on request', async () => {
    handle = await openDatabase(pgliteTarget());
    const until = Date.now() + 3600_000;
    const { port, asked } = countingIdentity({
      phone: identity('mia', until),
      laptop: identity('mia', until),
    });
    const users = createSignedInUsers({ db: handle.db, identity: port, welcomeCredits: 500 });
    expect(await users.userOf('forged')).toBeNull();
    expect(await users.userOf('forged')).toBeNull();
    const mia = (await users.userOf('phone'))!;
    expect((await users.userOf('laptop'))!.id).toBe(mia.id);
    users.forgetUser(mia.id);
    await users.userOf('phone');
    await users.userOf('laptop');
    expect(asked).toEqual(['forged', 'forged', 'phone', 'laptop', 'phone', 'laptop']);
  });

  it('keeps no balance: what it remembers has no credits to go stale', async () => {
    handle = await openDatabase(pgliteTarget());
    const { port } = countingIdentity({ ana: identity('ana', Date.now() + 3600_000) });
    const users = createSignedInUsers({ db: handle.db, identity: port, welcomeCredits: 500 });
    const user = (await users.userOf('ana'))!;
    await bookLedgerEntry(handle.db, { userId: user.id, type: 'SPEND', amount: -10, description: 'x' });
    expect(Object.keys((await users.userOf('ana'))!)).not.toContain('credits');
  });
});
