import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../../lib/session-events';
import { saveStoredSession } from '../../../lib/session';
import { appWrapper } from '../../../test/app-wrapper';
import { userFixture } from '../../../test/user-fixture';
import { CategoryForm } from './CategoryForm';

const signIn = (id: string) => saveStoredSession({ user: userFixture({ _id: id, email: id, role: 1 }), token: `token-${id}` });
const nameInput = () => screen.getByRole('textbox', { name: 'Category name' });
const RESTORED = 'Your session ended while you were editing: what you had typed is back.';

/** The form opened by `userId` after signing in. */
function openAs(formKey: string, userId = 'a1', initialName?: string) {
  signIn(userId);
  return render(<CategoryForm formKey={formKey} initialName={initialName} onSave={async () => true} />, { wrapper: appWrapper() });
}

/** The form open as `userId`, `typed` into it, when the server ends that session. */
function sessionEndsWhileTyping(formKey: string, typed: string, userId = 'a1', initialName?: string) {
  const form = openAs(formKey, userId, initialName);
  fireEvent.change(nameInput(), { target: { value: typed } });
  act(() => endSession(`token-${userId}`));
  form.unmount();
}

describe('A category form whose session ends', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('When a new name was typed, then the same admin logging in again finds it in the form, with a note saying why', () => {
    sessionEndsWhileTyping('create-category', 'Antiques');
    openAs('create-category');
    expect(nameInput()).toHaveProperty('value', 'Antiques');
    expect(screen.getByRole('status').textContent).toBe(RESTORED);
  });

  it('When another admin logs in, then the form starts empty, and the name still waits for its admin', () => {
    sessionEndsWhileTyping('create-category', 'Antiques');
    const other = openAs('create-category', 'a2');
    expect(nameInput()).toHaveProperty('value', '');
    expect(screen.queryByText(RESTORED)).toBeNull();
    other.unmount();
    openAs('create-category');
    expect(nameInput()).toHaveProperty('value', 'Antiques');
  });

  it('When a rename was typed, then that category’s dialog gets it back, and another category’s does not', () => {
    sessionEndsWhileTyping('rename-category:c1', 'Old Coins', 'a1', 'Coins');
    const other = openAs('rename-category:c2', 'a1', 'Stamps');
    expect(nameInput()).toHaveProperty('value', 'Stamps');
    other.unmount();
    openAs('rename-category:c1', 'a1', 'Coins');
    expect(nameInput()).toHaveProperty('value', 'Old Coins');
  });

  it('When the name was left as it was, then nothing is kept', () => {
    sessionEndsWhileTyping('rename-category:c1', 'Coins', 'a1', 'Coins');
    openAs('rename-category:c1', 'a1', 'Coins');
    expect(screen.queryByText(RESTORED)).toBeNull();
  });
});

describe('A category form sent with no name', () => {
  afterEach(() => localStorage.clear());

  it("When Submit is pressed on an empty name, then it is sent anyway: the spec's form has no rule, the server's answer decides", async () => {
    signIn('a1');
    const saved: string[] = [];
    render(<CategoryForm formKey="create-category" onSave={async (name) => (saved.push(name), false)} />, { wrapper: appWrapper() });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(saved).toEqual(['']));
  });
});

describe('A category name longer than the server takes', () => {
  it('When an admin pastes an 80-character name, then it is sent whole, for the server to say why it is refused, not cut to 60 without a word', async () => {
    signIn('a1');
    const onSave = vi.fn(async () => false);
    render(<CategoryForm formKey="create-category" onSave={onSave} />, { wrapper: appWrapper() });
    const long = 'Antique brass scientific instruments and navigation tools 1900'.padEnd(80, 's');
    await userEvent.click(nameInput());
    await userEvent.paste(long);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSave).toHaveBeenCalledWith(long);
  });
});
