import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatMoment, formatZonedMoment } from '../lib/format';
import { HydrationProvider } from '../lib/hydration';
import { Moment } from './Moment';

const END = '2026-12-01T04:50:07.000Z';

describe('Moment', () => {
  it('When the server renders a page, then it writes the instant in UTC and says so, the same in every server zone', () => {
    const html = renderToString(
      <HydrationProvider hydrating>
        <Moment iso={END} />
      </HydrationProvider>,
    );
    expect(html).toContain('1 Dec 2026, 04:50:07 UTC');
    expect(html).toContain(`dateTime="${END}"`);
  });

  it("When the app runs the page, then the instant shows in the viewer's own time zone", () => {
    const { container } = render(
      <HydrationProvider hydrating={false}>
        <Moment iso={END} />
      </HydrationProvider>,
    );
    expect(container.textContent).toBe(formatMoment(END));
  });

  it("When an end time is shown, then the viewer's zone is named beside it", () => {
    const { container } = render(
      <HydrationProvider hydrating={false}>
        <Moment iso={END} zoned />
      </HydrationProvider>,
    );
    expect(container.textContent).toBe(formatZonedMoment(END));
    expect(container.textContent).toMatch(/ UTC([+-]\d+(:\d\d)?)?$/);
  });
});
