import { act, render, renderHook, screen } from '@testing-library/react';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../../lib/session-events';
import { saveStoredSession } from '../../../lib/session';
import { appWrapper } from '../../../test/app-wrapper';
import { useSession } from '../session/use-session';
import { useKeepDraftOnSessionEnd, useKeepDraftWhenLeft, useRestoredDraft } from './use-kept-draft';

const admin = (id: string) => ({ user: { _id: id, name: 'Esha', email: id, phone: '9', address: '', role: 1 }, token: `token-${id}` });
interface LotValues {
  name: string;
  price: string;
}
const emptyLotForm: LotValues = { name: '', price: '' };
const typed: LotValues = { name: 'Brass lamp', price: '1500' };

/** What another tab does when the server refuses the token there: the store cleared, the storage event here. */
function endedInTheOtherTab(userId: string, loggedOut = false) {
  const stored = localStorage.getItem('auth');
  // Only a refusal leaves its note; a Logout there clears the store alone.
  if (!loggedOut) localStorage.setItem('auth-ended', `token-${userId}`);
  localStorage.removeItem('auth');
  window.dispatchEvent(new StorageEvent('storage', { key: 'auth', oldValue: stored, newValue: null }));
}

/** The form open as `userId` with `values` when the server ends that session. */
function sessionEndsWhileOpen(formKey: string, values: LotValues, userId = 'a1') {
  saveStoredSession(admin(userId));
  const form = renderHook(() => useKeepDraftOnSessionEnd(formKey, values, emptyLotForm), { wrapper: appWrapper() });
  act(() => endSession(`token-${userId}`));
  form.unmount();
}

const reopenedAs = (formKey: string, userId = 'a1', initialValues = emptyLotForm) => {
  saveStoredSession(admin(userId));
  return renderHook(() => useRestoredDraft(formKey, initialValues), { wrapper: appWrapper() }).result.current;
};

describe('A product form whose session ends', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('When it held typing, then the same admin reopening it gets that typing back, once', () => {
    sessionEndsWhileOpen('create', typed);
    expect(reopenedAs('create')).toEqual({ values: typed });
    expect(reopenedAs('create')).toBeUndefined();
  });

  it('When another user logs in, then they do not get it, and it still waits for its own user', () => {
    sessionEndsWhileOpen('create', typed);
    expect(reopenedAs('create', 'a2')).toBeUndefined();
    expect(reopenedAs('create')).toEqual({ values: typed });
  });

  it('When nothing was typed, then there is nothing to give back', () => {
    sessionEndsWhileOpen('create', emptyLotForm);
    expect(reopenedAs('create')).toBeUndefined();
  });

  it('When another form is opened, then it starts from its own values', () => {
    sessionEndsWhileOpen('update:p1', typed);
    expect(reopenedAs('update:p2')).toBeUndefined();
    expect(reopenedAs('update:p1')).toEqual({ values: typed });
  });
});

describe('A form open in one tab when the session ends in another', () => {
  // The toaster asks whether motion is reduced; jsdom has no media queries.
  beforeEach(() => vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} })));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
    toast.remove();
  });

  it('When the server refused the session there, then this tab says so and keeps the typing for the next login', async () => {
    saveStoredSession(admin('a1'));
    render(<Toaster />);
    const form = renderHook(() => useKeepDraftOnSessionEnd('create', typed, emptyLotForm), { wrapper: appWrapper() });
    act(() => endedInTheOtherTab('a1'));
    expect(await screen.findByText('Your session has ended, please log in again')).toBeTruthy();
    form.unmount();
    expect(reopenedAs('create')).toEqual({ values: typed });
  });

  it('When this tab was in the background, then it says so once it is looked at again, not unseen meanwhile', async () => {
    saveStoredSession(admin('a1'));
    render(<Toaster />);
    renderHook(() => useSession(), { wrapper: appWrapper() });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => endedInTheOtherTab('a1'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Your session has ended, please log in again')).toBeNull();
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByText('Your session has ended, please log in again')).toBeTruthy();
    visibility.mockRestore();
  });

  it('When the user logged out there, then this tab signs out without a word and keeps nothing', () => {
    saveStoredSession(admin('a1'));
    render(<Toaster />);
    const form = renderHook(() => ({ kept: useKeepDraftOnSessionEnd('create', typed, emptyLotForm), session: useSession().session }), { wrapper: appWrapper() });
    act(() => endedInTheOtherTab('a1', true));
    expect(form.result.current.session).toBeUndefined();
    expect(screen.queryByText('Your session has ended, please log in again')).toBeNull();
    form.unmount();
    expect(reopenedAs('create')).toBeUndefined();
  });
});

/** A product form open as a1 with `values`, which keeps its draft when left; `whileSending` wraps its send. */
function openForm(values: LotValues, initialValues = emptyLotForm) {
  saveStoredSession(admin('a1'));
  return renderHook(({ shown }) => useKeepDraftWhenLeft('update:p1', shown, initialValues), { wrapper: appWrapper(), initialProps: { shown: values } });
}

describe('A product form left unsaved', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('When the admin follows a link away from their typing, then reopening the form gives the typing back, once, saying it was left', () => {
    openForm(typed).unmount();
    expect(reopenedAs('update:p1')).toEqual({ values: typed, left: true });
    expect(reopenedAs('update:p1')).toBeUndefined();
  });

  it('When the page is reloaded or closed under the typing, then the next load of the form gives it back', async () => {
    const form = openForm(typed);
    window.dispatchEvent(new Event('pagehide'));
    const { peekDraft } = await import('./kept-draft-store');
    expect(peekDraft('update:p1', 'a1')).toEqual({ values: typed, left: true });
    // The page came back (the back-forward cache), was typed into again, then left by a link.
    form.rerender({ shown: { ...typed, price: '1700' } });
    form.unmount();
    expect(reopenedAs('update:p1')).toEqual({ values: { ...typed, price: '1700' }, left: true });
  });

  it('When a field they did not touch has changed meanwhile, then it opens as it is now, with only their edits laid over it', () => {
    const opened = { name: 'Brass lamp', price: '1500' };
    openForm({ ...opened, name: 'Brass lamp, 1920s' }, opened).unmount();
    // A first bid since moved the price the form shows.
    expect(reopenedAs('update:p1', 'a1', { name: 'Brass lamp', price: '1600' })).toEqual({ values: { name: 'Brass lamp, 1920s', price: '1600' }, left: true });
  });

  it('When it was saved, then leaving keeps nothing', async () => {
    const form = openForm(typed);
    await act(() => form.result.current(() => Promise.resolve(undefined))(typed));
    form.unmount();
    expect(reopenedAs('update:p1')).toBeUndefined();
  });

  it('When it is left while its send is on its way, then nothing is kept', () => {
    const form = openForm(typed);
    void form.result.current(() => new Promise(() => {}))(typed);
    form.unmount();
    expect(reopenedAs('update:p1')).toBeUndefined();
  });

  it('When it is left while its send is on its way and the send then fails, then the typing is kept after all', async () => {
    const form = openForm(typed);
    let fail: (refusal: Error) => void = () => {};
    const sending = form.result.current(() => new Promise((resolve) => (fail = resolve)))(typed);
    form.unmount();
    expect(reopenedAs('update:p1')).toBeUndefined();
    fail(new Error('Network Error'));
    await sending;
    expect(reopenedAs('update:p1')).toEqual({ values: typed, left: true });
  });

  it('When the server refused it, or it was typed into after a save, then leaving keeps the typing', async () => {
    const refused = openForm(typed);
    await act(() => refused.result.current(() => Promise.resolve(new Error('Name is required')))(typed));
    refused.unmount();
    expect(reopenedAs('update:p1')).toEqual({ values: typed, left: true });

    const saved = openForm(typed);
    await act(() => saved.result.current(() => Promise.resolve(undefined))(typed));
    saved.rerender({ shown: { ...typed, price: '1700' } });
    saved.unmount();
    expect(reopenedAs('update:p1')).toEqual({ values: { ...typed, price: '1700' }, left: true });
  });

  it('When its session ended under it, then the draft comes back saying so', () => {
    saveStoredSession(admin('a1'));
    const form = renderHook(() => [useKeepDraftOnSessionEnd('update:p1', typed, emptyLotForm), useKeepDraftWhenLeft('update:p1', typed, emptyLotForm)], { wrapper: appWrapper() });
    act(() => endSession('token-a1'));
    form.unmount();
    expect(reopenedAs('update:p1')).toEqual({ values: typed });
  });
});
