// argon2id password hashing. verifyDummy() spends the same work when a user does not exist,
// so sign-in timing does not reveal which usernames are registered.
import { hash, verify } from '@node-rs/argon2';

const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 /* Argon2id */ } as const;
let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export async function verifyDummy(password: string): Promise<false> {
  dummyHash ??= hash('toolspace-timing-equaliser', options);
  await verifyPassword(await dummyHash, password);
  return false;
}
