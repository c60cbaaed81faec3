import { logInAdmin, signUp, type Account } from './accounts';
import { productOnSale } from './shop-data';
import type { Stack } from './stack';

/** Two new customers, Alice and Bob, and a product on sale: where the tests of others' records start. */
export async function aliceBobAndAProduct(
  stack: Stack,
): Promise<{ admin: Account; alice: Account; bob: Account; productId: string }> {
  const admin = await logInAdmin(stack);
  const alice = await signUp(stack, { first_name: 'Alice' });
  const bob = await signUp(stack, { first_name: 'Bob' });
  return { admin, alice, bob, productId: (await productOnSale(admin.client))._id };
}
