import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession } from '../../../lib/session-events';
import { saveStoredSession } from '../../../lib/session';
import { appWrapper } from '../../../test/app-wrapper';
import { useKeepDraftOnSessionEnd, useRestoredDraft } from './use-kept-draft';

const admin = (id: string) => ({ user: { _id: id, name: 'Esha', email: id, phone: '9', address: '', role: 1 }, token: `token-${id}` });
interface LotValues {
  name: string;
  price: string;
}
const emptyLotForm: LotValues = { name: '', price: '' };
const typed: LotValues = { name: 'Brass lamp', price: '1500' };

/** The form open as `userId` with `values` when the server ends that session. */
function sessionEndsWhileOpen(formKey: string, values: LotValues, userId = 'a1') {
  saveStoredSession(admin(userId));
  const form = renderHook(() => useKeepDraftOnSessionEnd(formKey, values, emptyLotForm), { wrapper: appWrapper() });
  act(() => endSession(`token-${userId}`));
  form.unmount();
}

const reopenedAs = (formKey: string, userId = 'a1') => {
  saveStoredSession(admin(userId));
  return renderHook(() => useRestoredDraft(formKey), { wrapper: appWrapper() }).result.current;
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

  it('When another user logs in, then they do not get it', () => {
    sessionEndsWhileOpen('create', typed);
    expect(reopenedAs('create', 'a2')).toBeUndefined();
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
