/** A client of a real server process over HTTP, as any other client would call it. */
export interface Reply {
  status: number;
  body: Record<string, unknown> & { message?: string };
}

export async function callApi(baseUrl: string, method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Reply> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Reply['body'] };
}

export const PASSWORD = 'secret-password';

/** Registers `username` (a fresh one by default) and signs in. */
export async function registerAndSignIn(baseUrl: string, username = `user-${Math.random().toString(36).slice(2, 10)}`) {
  const details = { name: username, email: username, password: PASSWORD, phone: '9876543210', answer: 'Blue' };
  const registered = await callApi(baseUrl, 'POST', '/auth/register', { body: details });
  if (registered.status !== 201) throw new Error(`register ${username}: ${registered.status} ${registered.body.message}`);
  const login = await callApi(baseUrl, 'POST', '/auth/login', { body: { email: username, password: PASSWORD } });
  return { username, token: login.body.token as string };
}

/** An admin (the server must list `adminName` in ADMIN_USERNAMES) opens an auction; returns its id. */
export async function openAuction(baseUrl: string, adminToken: string, price = 100): Promise<string> {
  const name = `Lot ${Math.random().toString(36).slice(2, 10)}`;
  const category = await callApi(baseUrl, 'POST', '/category/create-category', { token: adminToken, body: { name } });
  const form = new FormData();
  form.set('name', name);
  form.set('description', 'A lot for a test');
  form.set('price', String(price));
  form.set('endtime', new Date(Date.now() + 3_600_000).toISOString());
  form.set('category', (category.body.category as { _id: string })._id);
  const response = await fetch(`${baseUrl}/api/v1/product/create-product`, { method: 'POST', headers: { Authorization: `Bearer ${adminToken}` }, body: form });
  const body = (await response.json()) as { product: { _id: string } };
  return body.product._id;
}

export interface LedgerRow {
  seq: number;
  amount: number;
  bidder: string;
}

export async function ledgerOf(baseUrl: string, productId: string) {
  const reply = await callApi(baseUrl, 'GET', `/product/${productId}/bids`);
  const bids = [...(reply.body.bids as LedgerRow[])].sort((a, b) => a.seq - b.seq);
  return { bids, verified: reply.body.verified as boolean };
}
