import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationProvider } from './hydration';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <output>{useHydrated() ? 'hydrated' : 'server html'}</output>;
}

describe('HydrationProvider', () => {
  afterEach(() => vi.restoreAllMocks());

  it('When the server renders a screen for hydration, then it renders it as not yet hydrated', () => {
    expect(
      renderToString(
        <HydrationProvider hydrating>
          <Probe />
        </HydrationProvider>,
      ),
    ).toContain('server html');
  });

  it('When the app takes the server HTML over, then the first render matches it and the screen turns hydrated after', async () => {
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <HydrationProvider hydrating>
        <Probe />
      </HydrationProvider>,
    );
    document.body.append(container);
    await act(async () => {
      render(
        <HydrationProvider hydrating>
          <Probe />
        </HydrationProvider>,
        { container, hydrate: true },
      );
    });
    expect(screen.getByRole('status').textContent).toBe('hydrated');
    expect(errors).not.toHaveBeenCalled();
  });

  it('When the browser renders a screen itself, then it is hydrated from the first render', () => {
    render(
      <HydrationProvider hydrating={false}>
        <Probe />
      </HydrationProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('hydrated');
  });
});
