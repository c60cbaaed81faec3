import { testing } from '@shop/service-kit';
import type { ServiceName, Stack } from './stack';

/** Every document of every collection of every service, as text, in a stable order. */
export type StoreState = Record<string, string[]>;

export async function stateOf(stack: Stack): Promise<StoreState> {
  const state: StoreState = {};
  for (const [service, app] of Object.entries(stack.services) as Array<
    [ServiceName, Stack['services'][ServiceName]]
  >) {
    const collections = await app.db.listCollections({}, { nameOnly: true }).toArray();
    for (const { name } of collections.sort((a, b) => a.name.localeCompare(b.name))) {
      const documents = await app.db.collection(name).find({}).toArray();
      state[`${service}.${name}`] = documents.map((doc) => JSON.stringify(doc)).sort();
    }
  }
  return state;
}

/** The state once nothing moves any more: two reads in a row agree (outbox relays and consumers are done). */
export async function settledState(stack: Stack): Promise<StoreState> {
  let previous = await stateOf(stack);
  return testing.eventually(
    async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      const current = await stateOf(stack);
      const same = JSON.stringify(current) === JSON.stringify(previous);
      previous = current;
      if (!same) throw new Error('the stores are still changing');
      return current;
    },
    15_000,
    0,
  );
}

/** Runs the attack and proves it changed nothing stored, in any service. */
export async function expectNoEffect(stack: Stack, attack: () => Promise<void>): Promise<void> {
  const before = await settledState(stack);
  await attack();
  const after = await settledState(stack);
  expect(after).toEqual(before);
}
