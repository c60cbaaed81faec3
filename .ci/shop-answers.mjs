// `node .ci/shop-answers.mjs [seconds]`: waits until the shop that `npm start` is bringing up answers as a newcomer
// would try it (the storefront, the product list, an admin login and the back office), then says how long it took.
// Exits 1 naming what did not answer by the deadline. Plain Node (the machine's, any version from 18 on).
const origin = process.env.SHOP_URL ?? 'http://localhost:8080';
const deadline = Date.now() + Number(process.argv[2] ?? 900) * 1000;
const admin = {
  email: process.env.ADMIN_EMAIL ?? 'admin@shop.local',
  password: process.env.ADMIN_PASSWORD ?? 'ChangeMe-Admin-1',
};
const began = Date.now();

async function get(path, headers = {}) {
  const answer = await fetch(`${origin}${path}`, { headers, signal: AbortSignal.timeout(10_000) });
  return { status: answer.status, type: answer.headers.get('content-type') ?? '', text: await answer.text() };
}

/** Each check answers undefined when it passes, else what it saw. */
const checks = {
  'the storefront (/)': async () => {
    const page = await get('/');
    return page.status === 200 && page.type.includes('text/html') ? undefined : `${page.status} ${page.type}`;
  },
  'the product list (/api/products)': async () => {
    const page = await get('/api/products');
    const products = page.status === 200 ? JSON.parse(page.text).data : undefined;
    return Array.isArray(products) && products.length > 0
      ? undefined
      : `${page.status} ${page.text.slice(0, 200)}`;
  },
  'an admin login and an admin-only list (/api/orders)': async () => {
    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(admin),
      signal: AbortSignal.timeout(10_000),
    });
    const cookie = /authToken=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0];
    if (login.status !== 200 || !cookie) return `login ${login.status} ${(await login.text()).slice(0, 200)}`;
    const orders = await get('/api/orders', { cookie });
    return orders.status === 200 ? undefined : `orders ${orders.status} ${orders.text.slice(0, 200)}`;
  },
  'the back office (/admin)': async () => {
    const page = await get('/admin');
    return page.status === 200 && page.type.includes('text/html') ? undefined : `${page.status} ${page.type}`;
  },
};

const failures = new Map(Object.keys(checks).map((name) => [name, 'not tried yet']));
while (failures.size > 0 && Date.now() < deadline) {
  for (const name of [...failures.keys()]) {
    const seen = await checks[name]().catch((error) =>
      error instanceof Error ? error.message : String(error),
    );
    if (seen === undefined) {
      failures.delete(name);
      console.log(`shop-answers: ${name} answers (${Math.round((Date.now() - began) / 1000)} s)`);
    } else failures.set(name, seen);
  }
  if (failures.size > 0) await new Promise((resolve) => setTimeout(resolve, 2000));
}
if (failures.size > 0) {
  for (const [name, seen] of failures) console.error(`shop-answers: ${name} did not answer: ${seen}`);
  process.exit(1);
}
console.log(`shop-answers: the shop answers at ${origin}`);
