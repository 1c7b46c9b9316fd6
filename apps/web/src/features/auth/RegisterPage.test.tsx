import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { RegisterPage } from './RegisterPage';

const page = () =>
  render(
    <MemoryRouter>
      <RegisterPage />
    </MemoryRouter>,
  );
const registered = { status: 201, data: { success: true, message: 'User Registered Successfully' } };

describe('RegisterPage: checks before sending', () => {
  it("marks the spec's required fields required, so browsers and screen readers say so before any check", () => {
    page();
    for (const label of ['Name', 'Username', 'Password', 'Phone', "What's your favourite Color?"]) {
      expect((screen.getByLabelText(label) as HTMLInputElement).required, label).toBe(true);
    }
    expect((screen.getByLabelText('Address (optional)') as HTMLInputElement).required).toBe(false);
  });

  it('names every empty required field, sends nothing and focuses the first one', async () => {
    const server = fakeServer(() => registered);
    page();
    await userEvent.type(screen.getByLabelText('Name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
    expect(server.requests).toHaveLength(0);
    for (const message of ['Enter your name', 'Enter a username', 'Enter a password', 'Enter your phone number', 'Enter your favourite colour']) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.queryByText(/address/i, { selector: '.field-error' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('tells a new user that the username is public before they choose one', () => {
    page();
    const username = screen.getByLabelText('Username');
    const description = (username.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(description).toContain('Shown to everyone beside your bids and wins, so not your email address.');
  });

  it('sends the filled form on Enter, the optional address empty', async () => {
    const server = fakeServer(() => registered);
    page();
    await userEvent.type(screen.getByLabelText('Name'), 'Asha');
    await userEvent.type(screen.getByLabelText('Username'), 'asha');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-1');
    await userEvent.type(screen.getByLabelText('Phone'), '9999999999');
    await userEvent.type(screen.getByLabelText("What's your favourite Color?"), 'blue{Enter}');
    expect(server.requests).toHaveLength(1);
    expect(JSON.parse(server.requests[0]!.data as string)).toEqual({ name: 'Asha', email: 'asha', password: 'secret-1', phone: '9999999999', address: '', answer: 'blue' });
  });
});

describe('RegisterPage: the password box', () => {
  it('hides the password until Show is pressed', async () => {
    page();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });
});
