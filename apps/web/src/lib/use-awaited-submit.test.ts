import { act, renderHook } from '@testing-library/react';
import toast, { useToaster } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { useAwaitedSubmit } from './use-awaited-submit';

const visibleToasts = () => renderHook(() => useToaster()).result.current.toasts.filter((shown) => shown.visible);

describe('useAwaitedSubmit: one toast per form', () => {
  afterEach(() => act(() => toast.remove()));

  it('replaces its error toast on a failed retry instead of stacking another', async () => {
    const { result } = renderHook(() => useAwaitedSubmit(() => Promise.reject(new Error('no')), () => {}, 'login'));
    await act(() => result.current.submit({}));
    await act(() => result.current.submit({}));
    expect(visibleToasts().filter((shown) => shown.type === 'error')).toHaveLength(1);
  });

  it("dismisses the form's error once the same form succeeds", async () => {
    let fail = true;
    const send = () => (fail ? Promise.reject(new Error('no')) : Promise.resolve('ok'));
    const { result } = renderHook(() => useAwaitedSubmit(send, () => {}, 'login'));
    await act(() => result.current.submit({}));
    expect(visibleToasts()).toHaveLength(1);
    fail = false;
    await act(() => result.current.submit({}));
    expect(visibleToasts()).toHaveLength(0);
  });

  it("leaves another form's toast alone", async () => {
    act(() => void toast.error('Profile refused', { id: 'profile' }));
    const { result } = renderHook(() => useAwaitedSubmit(() => Promise.resolve('ok'), () => {}, 'login'));
    await act(() => result.current.submit({}));
    expect(visibleToasts().map((shown) => shown.id)).toEqual(['profile']);
  });
});
