import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { appWrapper } from '../../test/app-wrapper';
import { fakeServer } from '../../test/fake-server';
import { LoginPage } from './LoginPage';
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

  it('tells a new user how long a password must be before the server has to refuse one', () => {
    page();
    const password = screen.getByLabelText('Password');
    const description = (password.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(description).toContain('At least 6 characters.');
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

describe("RegisterPage: the server's refusals stay on the form", () => {
  const fillAll = async (password: string) => {
    await userEvent.type(screen.getByLabelText('Name'), 'Asha');
    await userEvent.type(screen.getByLabelText('Username'), 'asha');
    await userEvent.type(screen.getByLabelText('Password'), password);
    await userEvent.type(screen.getByLabelText('Phone'), '9999999999');
    await userEvent.type(screen.getByLabelText("What's your favourite Color?"), 'blue');
    await userEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
  };

  it('When the server refuses a field, then its message is beside that field, read out with it, and the field has the focus', async () => {
    fakeServer(() => ({ status: 400, data: { success: false, message: 'Password must be at least 6 characters' } }));
    page();
    await fillAll('1');
    const password = screen.getByLabelText('Password');
    await screen.findByText('Password must be at least 6 characters', { selector: '.field-error' });
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain('Password must be at least 6 characters');
    expect(document.activeElement).toBe(password);
    await userEvent.type(password, '23456');
    expect(password.getAttribute('aria-invalid')).toBeNull();
  });

  it("When the server names the field in front of its message ('email: …'), then the message, without the name, is beside that field", async () => {
    const refusal = "Username may use only the keyboard's own punctuation, such as - _ . @";
    fakeServer(() => ({ status: 400, data: { success: false, message: `email: ${refusal}` } }));
    page();
    await fillAll('secret-1');
    await screen.findByText(refusal, { selector: '.field-error' });
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
  });

  it('When the server refuses the whole form, then an alert under it says why until the next try', async () => {
    fakeServer(() => ({ status: 409, data: { success: false, message: 'This username is already registered, please log in' } }));
    page();
    await fillAll('secret-1');
    expect((await screen.findByRole('alert')).textContent).toBe('This username is already registered, please log in');
    await userEvent.type(screen.getByLabelText('Name'), ' Rao');
    expect(screen.getByRole('alert').textContent).toBe('This username is already registered, please log in');
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

describe('RegisterPage: once registered', () => {
  it('When the account is made, then the login form holds the new username and the password box has the focus', async () => {
    // The toaster asks whether motion is reduced; jsdom has no media queries.
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} }));
    fakeServer(() => registered);
    render(
      <MemoryRouter initialEntries={['/register']}>
        <Routes>
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/login" element={<LoginPage />} />
        </Routes>
      </MemoryRouter>,
      { wrapper: appWrapper() },
    );
    await userEvent.type(screen.getByLabelText('Name'), 'Asha');
    await userEvent.type(screen.getByLabelText('Username'), 'asha.k');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-1');
    await userEvent.type(screen.getByLabelText('Phone'), '9999999999');
    await userEvent.type(screen.getByLabelText("What's your favourite Color?"), 'blue{Enter}');

    expect(await screen.findByRole('button', { name: 'LOGIN' })).toBeTruthy();
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('asha.k');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    vi.unstubAllGlobals();
  });
});
