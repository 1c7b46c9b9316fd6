/** A closed-loop HTTP load generator over keep-alive connections, and the users and lots it needs. */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { ADMIN } from './server.js';

export interface Reply {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

export function createClient(baseUrl: string, sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const { hostname, port } = new URL(baseUrl);
  /** A kept-alive socket the server closed as idle resets the next request on it: sent again once on a fresh socket. */
  return async function request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    try {
      return await send(method, path, body, headers);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') throw error;
      return send(method, path, body, headers);
    }
  };
  function send(method: string, path: string, body: unknown, headers: Record<string, string>): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const outgoing = http.request(
        { agent, hostname, port, method, path: `/api/v1${path}`, headers: { ...(payload && { 'Content-Type': 'application/json' }), ...headers } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: response.headers }));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }
}
export type Request = ReturnType<typeof createClient>;

export interface LoadResult {
  seconds: number;
  byStatus: Map<number, number>;
  /** Latency of every request, and of those whose outcome counted as a success, sorted (ms). */
  all: number[];
  ok: number[];
}

/** `clients` loops, each sending its next request when the last one is answered, for `seconds`. */
export async function runLoad(clients: number, seconds: number, one: (client: number) => Promise<{ status: number; ok: boolean }>): Promise<LoadResult> {
  const byStatus = new Map<number, number>();
  const all: number[] = [];
  const ok: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) {
        const before = performance.now();
        const outcome = await one(client);
        const elapsed = performance.now() - before;
        all.push(elapsed);
        if (outcome.ok) ok.push(elapsed);
        byStatus.set(outcome.status, (byStatus.get(outcome.status) ?? 0) + 1);
      }
    }),
  );
  const sort = (list: number[]) => list.sort((first, second) => first - second);
  return { seconds: (performance.now() - started) / 1000, byStatus, all: sort(all), ok: sort(ok) };
}

export const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

export interface SignedIn {
  id: string;
  username: string;
  token: string;
}

export async function signUp(request: Request, username: string): Promise<SignedIn> {
  const details = { name: 'Bench', email: username, password: 'bench-password', phone: '9876543210', answer: 'bench' };
  const registered = await request('POST', '/auth/register', details);
  if (registered.status !== 201) throw new Error(`register ${username}: ${registered.status} ${registered.body}`);
  const login = JSON.parse((await request('POST', '/auth/login', { email: username, password: details.password })).body) as { token: string; user: { _id: string } };
  return { id: login.user._id, username, token: login.token };
}

export const signUpAdmin = (request: Request) => signUp(request, ADMIN);

/** Lots created through the API by the admin, open for an hour, optionally with a photo. */
export async function createLots(baseUrl: string, admin: SignedIn, count: number, photo?: Buffer): Promise<{ id: string; slug: string }[]> {
  const category = await fetch(`${baseUrl}/api/v1/category/create-category`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: admin.token },
    body: JSON.stringify({ name: `Bench ${Date.now()}` }),
  }).then((response) => response.json() as Promise<{ category: { _id: string } }>);
  const lots: { id: string; slug: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    const form = new FormData();
    form.set('name', `Bench lot ${index}`);
    form.set('description', `Lot ${index} for the benchmarks`);
    form.set('price', '100');
    form.set('endtime', new Date(Date.now() + 3600_000).toISOString());
    form.set('category', category.category._id);
    if (photo) form.set('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'lot.jpg');
    const response = await fetch(`${baseUrl}/api/v1/product/create-product`, { method: 'POST', headers: { Authorization: admin.token }, body: form });
    const body = (await response.json()) as { product?: { _id: string; slug: string }; message?: string };
    if (!body.product) throw new Error(`create-product: ${response.status} ${body.message}`);
    lots.push({ id: body.product._id, slug: body.product.slug });
  }
  return lots;
}
