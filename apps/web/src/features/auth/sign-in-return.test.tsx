import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { MainNav } from '../../app/MainNav';
import { appWrapper } from '../../test/app-wrapper';
import { BackButton } from '../../test/back-button';
import { fakeServer } from '../../test/fake-server';
import { userFixture } from '../../test/user-fixture';
import { RETURN_IS_BACK } from './login-return-path';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';

/** The server as a new visitor meets it: registering and logging in succeed, the header's lists are empty. */
function acceptingServer() {
  return fakeServer((request) => {
    if (request.url?.endsWith('/auth/register')) return { status: 201, data: { success: true, message: 'User Registered Successfully', user: userFixture({ email: 'asha' }) } };
    if (request.url?.endsWith('/auth/login')) return { status: 200, data: { success: true, message: 'login successfully', user: userFixture({ email: 'asha' }), token: 'token' } };
    return { status: 200, data: { success: true, category: [], notifications: [], unread: 0, products: [] } };
  });
}

const app = (entry: string) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <MainNav id="nav" open />
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/home" element={<h1>Home</h1>} />
        <Route path="/product/:slug" element={<h1>Brass lamp</h1>} />
      </Routes>
    </MemoryRouter>,
    { wrapper: appWrapper() },
  );

async function register() {
  await userEvent.type(screen.getByLabelText('Name'), 'Asha');
  await userEvent.type(screen.getByLabelText('Username'), 'asha');
  await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
  await userEvent.type(screen.getByLabelText('Phone'), '9000000000');
  await userEvent.type(screen.getByLabelText("What's your favourite Color?"), 'Blue');
  await userEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
}

async function logIn() {
  // The register form's own Username box is still there until the login page takes its place.
  await screen.findByRole('heading', { name: 'LOGIN FORM' });
  await userEvent.type(screen.getByLabelText('Username'), 'asha');
  await userEvent.type(screen.getByLabelText('Password'), 'secret-password{Enter}');
}

describe('Signing in comes back to the page it started from', () => {
  afterEach(() => localStorage.clear());

  it("When a visitor sent by 'Log in to bid' has no account, then they register from the login page, log in and are back at the lot", async () => {
    acceptingServer();
    app('/login?returnTo=%2Fproduct%2Fbrass-lamp');
    await userEvent.click(screen.getByRole('link', { name: 'New to BidHub? Create an account' }));
    await register();
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Brass lamp' })).toBeTruthy();
  });

  it("When a visitor on a lot's page follows the header's Login, then logging in brings them back to the lot", async () => {
    acceptingServer();
    app('/product/brass-lamp');
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Brass lamp' })).toBeTruthy();
  });

  it("When a visitor on a lot's page follows the header's Register, then after registering and logging in they are back at the lot", async () => {
    acceptingServer();
    app('/product/brass-lamp');
    await userEvent.click(screen.getByRole('link', { name: 'Register' }));
    await register();
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Brass lamp' })).toBeTruthy();
  });

  it("When a visitor who followed 'Log in to bid' from a lot logs in, then one Back leaves the lot: it is not in the history twice", async () => {
    acceptingServer();
    render(
      <MemoryRouter initialEntries={['/home', '/product/brass-lamp', { pathname: '/login', search: '?returnTo=%2Fproduct%2Fbrass-lamp', state: RETURN_IS_BACK }]} initialIndex={2}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/home" element={<h1>Home</h1>} />
          <Route path="/product/:slug" element={<LotWithBack />} />
        </Routes>
      </MemoryRouter>,
      { wrapper: appWrapper() },
    );
    await logIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('When nothing sent the visitor to log in, then logging in leads home', async () => {
    acceptingServer();
    app('/login');
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  });
});

function LotWithBack() {
  return (
    <>
      <h1>Brass lamp</h1>
      <BackButton />
    </>
  );
}
