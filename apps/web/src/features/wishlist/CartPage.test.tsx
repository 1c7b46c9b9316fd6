import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { saveStoredSession } from '../../lib/session';
import { appWrapper } from '../../test/app-wrapper';
import { fakeServer } from '../../test/fake-server';
import { userFixture } from '../../test/user-fixture';
import { CartPage } from './CartPage';

afterEach(() => localStorage.clear());

const headingLevels = () => screen.getAllByRole('heading').map((heading) => `${heading.tagName}: ${heading.textContent}`);

describe('The cart page headings', () => {
  it('When it stands alone, then the greeting is the one h1 and the summary its h2', () => {
    saveStoredSession({ user: userFixture({ name: 'Asha' }), token: 'token' });
    fakeServer(() => ({ status: 200, data: { success: true, products: [] } }));
    render(<CartPage />, { wrapper: ({ children }) => <MemoryRouter>{appWrapper()({ children })}</MemoryRouter> });
    expect(headingLevels()).toEqual(['H1: Hello Asha!', 'H2: Your Cart Is Empty']);
  });

  it("When it is inside the dashboard, under the dashboard's h1, then it has no h1 of its own", () => {
    saveStoredSession({ user: userFixture({ name: 'Asha' }), token: 'token' });
    fakeServer(() => ({ status: 200, data: { success: true, products: [] } }));
    render(<CartPage inDashboard />, { wrapper: ({ children }) => <MemoryRouter>{appWrapper()({ children })}</MemoryRouter> });
    expect(headingLevels()).toEqual(['H2: Hello Asha!', 'H3: Your Cart Is Empty']);
  });
});
