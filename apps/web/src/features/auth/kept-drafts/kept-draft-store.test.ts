import { afterEach, describe, expect, it, vi } from 'vitest';

const photo = new File([new Uint8Array([1, 2, 3])], 'lamp.png', { type: 'image/png' });
/** A lot form's typing: text, and a chosen photo. */
const typed = { name: 'Brass lamp', description: '', price: '1500', photo };

/** The store as a freshly loaded page has it: its memory empty, this tab's storage as it was. */
async function afterReload() {
  vi.resetModules();
  return import('./kept-draft-store');
}

describe('A kept product draft across a reload', () => {
  afterEach(() => sessionStorage.clear());

  it('When the page is loaded again, then the typing comes back without the photo, which is named to choose again', async () => {
    (await afterReload()).keepDraft('create', { userId: 'a1', values: typed });

    const { peekDraft } = await afterReload();

    const { photo: _chosen, ...text } = typed;
    expect(peekDraft('create', 'a1')).toEqual({ values: text, fileToChooseAgain: 'lamp.png' });
  });

  it('When another user, or nobody, opens the form after the reload, then they do not get it', async () => {
    (await afterReload()).keepDraft('create', { userId: 'a1', values: typed });

    const { peekDraft } = await afterReload();

    expect(peekDraft('create', 'a2')).toBeUndefined();
    expect(peekDraft('create', undefined)).toBeUndefined();
  });

  it('When it was handed out, then a later load finds nothing', async () => {
    const store = await afterReload();
    store.keepDraft('create', { userId: 'a1', values: typed });
    store.forgetDraft('create');

    expect((await afterReload()).peekDraft('create', 'a1')).toBeUndefined();
  });

  it('When the stored copy is not one the page wrote, then it is ignored', async () => {
    sessionStorage.setItem('bidhub.kept-draft:create', '{"userId":"a1"');
    expect((await afterReload()).peekDraft('create', 'a1')).toBeUndefined();
    sessionStorage.setItem('bidhub.kept-draft:create', '{"userId":"a1","values":null}');
    expect((await afterReload()).peekDraft('create', 'a1')).toBeUndefined();
    sessionStorage.setItem('bidhub.kept-draft:create', '{"userId":"a1","values":{"name":7}}');
    expect((await afterReload()).peekDraft('create', 'a1')).toBeUndefined();
  });
});
