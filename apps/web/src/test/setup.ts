import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// findBy* and waitFor give up after 1 s by default: on a busy machine a fake server's reply and the
// render after it can take longer (vitest.config's testTimeout still ends a test that never settles).
configure({ asyncUtilTimeout: 5000 });
// vi.waitFor has no setting of its own, and gives up after 1 s too: the same 5 s unless a test says otherwise.
const waitForOneSecond = vi.waitFor;
vi.waitFor = ((callback, options) => waitForOneSecond(callback, typeof options === 'number' ? options : { timeout: 5000, ...options })) as typeof vi.waitFor;

// jsdom has no modal dialogs: opening and closing is all the unit tests need; the browser tests drive real ones.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

// jsdom lays nothing out, so it cannot scroll: a test that cares spies on this.
Element.prototype.scrollIntoView ??= () => undefined;
