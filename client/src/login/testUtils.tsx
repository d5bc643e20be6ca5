import type { ApolloLink } from '@apollo/client/link';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { FluentProvider } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { NotifyHost } from '../ui/toast';
import { theme } from '../ui/theme';
import { resetCaptchaModeCache } from './captchaConfig';

/** Makes `/api/captcha/challenge` answer like a server with the captcha on or off. */
export const mockCaptcha = (enabled: boolean) => {
  resetCaptchaModeCache();
  const body = enabled ? { parameters: { algorithm: 'SHA-256', nonce: 'n', salt: 's', cost: 1, keyLength: 32, keyPrefix: '00' } } : { disabled: true };
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })));
};

/** `link`: answers every operation instead of `mocks` (a request that fails without an answer, say). */
export const renderAt = (path: string, routes: RouteObject[], mocks: MockLink.MockedResponse[] = [], link?: ApolloLink) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <FluentProvider theme={theme}>
      <MockedProvider mocks={mocks} link={link}>
        <RouterProvider router={router} />
      </MockedProvider>
      <NotifyHost />
    </FluentProvider>,
  );
  return { router, ...view };
};

export const page = (element: ReactElement, path: string): RouteObject => ({ path, element });
