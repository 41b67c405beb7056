import { screen, waitFor } from '@testing-library/react';
import { makeSession, signedInState } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { UserMenu } from './UserMenu';

describe('UserMenu', () => {
  it('opens from the keyboard with focus on its first item and only menu items inside role=menu (axe aria-required-children)', async () => {
    const session = makeSession();
    const { user } = renderWithProviders(<UserMenu />, { preloadedState: signedInState(session) });
    await user.tab();
    expect(screen.getByRole('button', { name: /Account menu$/ })).toHaveFocus();
    await user.keyboard('{Enter}');

    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    // Mantine's initial-focus placeholder was a focusable role=presentation div, which counts as a child of the
    // wrong role; the divider is a plain div with no role, which axe ignores.
    const focusable = [...menu.querySelectorAll('[tabindex]')].filter((child) => child !== menu);
    expect(focusable.every((child) => child.getAttribute('role') === 'menuitem')).toBe(true);
    expect(menu.querySelector('[role="presentation"]')).toBeNull();

    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('menuitem')[1]).toHaveFocus();
  });
});
