import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy* and waitFor give up after 1 s by default: on a busy machine a fake server's reply and the
// render after it can take longer (vitest.config's testTimeout still ends a test that never settles).
configure({ asyncUtilTimeout: 5000 });

// jsdom has no modal dialogs: opening and closing is all the unit tests need; the browser tests drive real ones.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

// jsdom lays nothing out, so it cannot scroll: a test that cares spies on this.
Element.prototype.scrollIntoView ??= () => undefined;
