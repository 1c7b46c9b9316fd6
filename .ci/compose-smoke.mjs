// Smoke test of a running BidHub through its published port, as a user would use it. Plain Node 20+,
// no dependencies, so it runs on the host against the compose stack.
//
//   node .ci/compose-smoke.mjs create STATE_FILE   register, sign in, create a category and a product
//                                                  with a photo, bid while an SSE watcher listens
//   node .ci/compose-smoke.mjs verify STATE_FILE   the accounts, the product, its bid and photo are still there
//
// BIDHUB_URL (default http://127.0.0.1:8080) and SMOKE_ADMIN (a name in the stack's ADMIN_USERNAMES).
import { readFileSync, writeFileSync } from 'node:fs';

const baseUrl = process.env.BIDHUB_URL ?? 'http://127.0.0.1:8080';
const api = `${baseUrl}/api/v1`;
const PASSWORD = 'smoke-test-password';
// A valid 1x1 PNG: the server decodes and re-encodes every upload, so it must be a real image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function check(condition, message) {
  if (!condition) throw new Error(message);
  console.log(`ok - ${message}`);
}

async function call(method, path, { token, json, form } = {}) {
  const headers = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (json) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${api}${path}`, { method, headers, body: json ? JSON.stringify(json) : form });
  const body = await response.json();
  if (!response.ok) throw new Error(`${method} ${path} -> ${response.status} ${JSON.stringify(body)}`);
  return body;
}

async function register(username) {
  await call('POST', '/auth/register', {
    json: { name: username, email: username, password: PASSWORD, phone: '9876543210', answer: 'blue' },
  });
}

const login = async (username) => (await call('POST', '/auth/login', { json: { email: username, password: PASSWORD } })).token;

/** Opens the product's live stream; `bid` resolves with the first bid event's data. */
async function watchForBid(productId, signal) {
  const response = await fetch(`${api}/product/${productId}/live`, { signal });
  check(response.ok && response.headers.get('content-type').startsWith('text/event-stream'), 'the live stream opens');
  const decoder = new TextDecoder();
  let text = '';
  const bid = (async () => {
    for await (const chunk of response.body) {
      text += decoder.decode(chunk, { stream: true });
      const match = /event: bid\ndata: (.*)\n/.exec(text);
      if (match) return JSON.parse(match[1]);
    }
    throw new Error('the live stream ended before a bid arrived');
  })();
  // Wrapped: an async function returning the promise itself would wait for the bid before the bid is sent.
  return { bid };
}

async function create(stateFile) {
  const run = Date.now().toString(36);
  const admin = process.env.SMOKE_ADMIN ?? 'admin';
  const bidder = `smoke-bidder-${run}`;
  await register(admin);
  await register(bidder);
  const adminToken = await login(admin);
  const bidderToken = await login(bidder);
  check(Boolean(adminToken && bidderToken), 'both users registered and signed in');

  const { category } = await call('POST', '/category/create-category', { token: adminToken, json: { name: `Smoke ${run}` } });
  const form = new FormData();
  form.set('name', `Smoke lamp ${run}`);
  form.set('description', 'A lamp made by the compose smoke test');
  form.set('price', '500');
  form.set('endtime', new Date(Date.now() + 3_600_000).toISOString());
  form.set('category', category._id);
  form.set('photo', new Blob([PNG], { type: 'image/png' }), 'lamp.png');
  const { product } = await call('POST', '/product/create-product', { token: adminToken, form });
  check(product.category._id === category._id, 'the admin created a category and a product with a photo');

  const aborter = new AbortController();
  const watcher = await watchForBid(product._id, aborter.signal);
  const reply = await call('PUT', `/product/bid-product/${product._id}`, { token: bidderToken, json: { price: 500, winner: bidder } });
  check(reply.product.winner === bidder && reply.product.price === 500, 'the user bid Rs. 500 and leads');
  let timer;
  const timeout = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('no live bid event within 5 s')), 5000)));
  const event = await Promise.race([watcher.bid, timeout]).finally(() => clearTimeout(timer));
  aborter.abort();
  check(event.price === 500 && event.winner === bidder, 'the SSE watcher received the bid');

  await checkPhoto(product._id);
  writeFileSync(stateFile, JSON.stringify({ slug: product.slug, productId: product._id, bidder }));
}

async function checkPhoto(productId) {
  const response = await fetch(`${api}/product/product-photo/${productId}?w=320`);
  const bytes = Buffer.from(await response.arrayBuffer());
  check(response.ok && response.headers.get('content-type') === 'image/webp' && bytes.length > 0, 'the photo is served');
}

async function verify(stateFile) {
  const { slug, productId, bidder } = JSON.parse(readFileSync(stateFile, 'utf8'));
  check(Boolean(await login(bidder)), 'the user can still sign in');
  const { product } = await call('GET', `/product/get-product/${slug}`);
  check(product.winner === bidder && product.price === 500 && product.bidCount === 1, 'the product and its bid are still there');
  const ledger = await call('GET', `/product/${productId}/bids`);
  check(ledger.bids.length === 1 && ledger.verified === true, 'the ledger still verifies');
  await checkPhoto(productId);
}

const [mode, stateFile] = process.argv.slice(2);
const steps = { create, verify };
if (!steps[mode] || !stateFile) {
  console.error('usage: node .ci/compose-smoke.mjs create|verify STATE_FILE');
  process.exit(2);
}
steps[mode](stateFile).catch((error) => {
  console.error(`not ok - ${error.message}`);
  process.exit(1);
});
