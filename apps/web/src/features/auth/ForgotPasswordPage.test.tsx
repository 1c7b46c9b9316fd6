import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appWrapper } from '../../test/app-wrapper';
import { ForgotPasswordPage } from './ForgotPasswordPage';

describe('ForgotPasswordPage', () => {
  it("When the form shows, then its three fields are marked required, as the spec's form has them", () => {
    render(
      <MemoryRouter>
        <ForgotPasswordPage />
      </MemoryRouter>,
      { wrapper: appWrapper() },
    );
    for (const label of ['Username', "What's your favourite Color?", 'New password']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).required, label).toBe(true);
    }
  });
});
