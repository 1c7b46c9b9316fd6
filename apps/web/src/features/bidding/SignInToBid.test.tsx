import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RETURN_IS_BACK } from '../auth';
import { SignInToBid } from './SignInToBid';

function LoginArrival() {
  const { search, state } = useLocation();
  return <p data-testid="arrival">{`${search} ${JSON.stringify(state)}`}</p>;
}

describe('Log in to bid', () => {
  it('When it is followed, then the login page knows the lot to return to, and that the return is a step Back', async () => {
    render(
      <MemoryRouter initialEntries={['/product/brass-lamp']}>
        <Routes>
          <Route path="/product/:slug" element={<SignInToBid />} />
          <Route path="/login" element={<LoginArrival />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Log in to bid' }));
    expect(screen.getByTestId('arrival').textContent).toBe(`?returnTo=%2Fproduct%2Fbrass-lamp ${JSON.stringify(RETURN_IS_BACK)}`);
  });
});
