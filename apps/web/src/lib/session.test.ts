import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredSession } from './session';

describe('readStoredSession', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("When there is no storage at all, as in the server's render of the first screen, then nobody is signed in and nothing throws", () => {
    vi.stubGlobal('localStorage', undefined);
    expect(readStoredSession()).toBeUndefined();
  });
});
