import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appWrapper } from '../../test/app-wrapper';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const renderPage = () =>
  render(
    <MemoryRouter>
      <ForgotPasswordPage />
    </MemoryRouter>,
    { wrapper: appWrapper() },
  );

describe('ForgotPasswordPage', () => {
  it("When the form shows, then its three fields are marked required, as the spec's form has them", () => {
    renderPage();
    for (const label of ['Username', "What's your favourite Color?", 'New password']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).required, label).toBe(true);
    }
  });

  it('When the form shows, then it says what resetting takes and offers the way back to logging in', () => {
    renderPage();
    expect(screen.getByText(/the answer you chose when registering/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Remembered it? Sign in' }).getAttribute('href')).toBe('/login');
  });
});
