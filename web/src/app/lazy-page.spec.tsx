import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router';
import { playbookRoutes } from '../features/playbook/playbook-routes';
import { lazyPage } from './lazy-page';
import { PLAYBOOK_PATHS } from './routes';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function ShowError() {
  const error = useRouteError();
  return <p role="alert">{error instanceof Error ? error.message : 'unknown'}</p>;
}

const renderAt = (element: React.ReactElement) =>
  render(
    <MantineProvider env="test">
      <RouterProvider
        router={createMemoryRouter([{ path: '/', element, errorElement: <ShowError /> }], {
          initialEntries: ['/'],
        })}
      />
    </MantineProvider>,
  );

describe('lazyPage', () => {
  it('shows the loading line until the page chunk arrives, then the page with its props', async () => {
    const chunk = deferred<(props: { who: string }) => React.ReactElement>();
    const load = jest.fn(() => chunk.promise);
    const Page = lazyPage(load);
    expect(load).not.toHaveBeenCalled();

    renderAt(<Page who="coach" />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    chunk.resolve(({ who }) => <h1>Hello {who}</h1>);
    expect(await screen.findByRole('heading', { name: 'Hello coach' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('sends a chunk that fails to load to the route error page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = lazyPage(() => Promise.reject(new Error('chunk gone')));
    renderAt(<Page />);
    expect(await screen.findByRole('alert')).toHaveTextContent('chunk gone');
  });
});

describe('the playbook route table', () => {
  it('lists exactly the paths the playbook feature defines pages for', () => {
    expect([...PLAYBOOK_PATHS].sort()).toEqual(
      playbookRoutes()
        .map((route) => route.path)
        .sort(),
    );
  });
});
