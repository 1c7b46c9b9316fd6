/** An error and each cause beneath it: drizzle wraps the driver's error, which may wrap a socket's. */
export function* errorAndCauses(error: unknown): Generator<Record<string, unknown>> {
  for (let cause = error; typeof cause === 'object' && cause !== null; cause = (cause as { cause?: unknown }).cause) {
    yield cause as Record<string, unknown>;
  }
}
