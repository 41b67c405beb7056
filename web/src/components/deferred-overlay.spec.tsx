import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode, useState } from 'react';
import { appUpdates } from '../features/app-updates/app-updates';
import { type DeferredOverlayProps, deferredOverlay, type StandInTriggerProps } from './deferred-overlay';

function Trigger(props: StandInTriggerProps | { 'aria-expanded': boolean; onClick: () => void }) {
  return (
    <button type="button" {...props}>
      Teams
    </button>
  );
}

/** Stands for a kit Popover: the same trigger, and its panel while open. */
function Overlay({ defaultOpened = false }: DeferredOverlayProps) {
  const [open, setOpen] = useState(defaultOpened);
  return (
    <>
      <Trigger aria-expanded={open} onClick={() => setOpen(!open)} />
      {open && <p>The panel</p>}
    </>
  );
}

/** A load the test resolves itself, counting how often the chunk was asked for. */
function controlledLoad() {
  let resolve: (overlay: typeof Overlay) => void = () => undefined;
  let calls = 0;
  const load = () => {
    calls += 1;
    return new Promise<typeof Overlay>((done) => (resolve = done));
  };
  return { load, resolve: (overlay = Overlay) => resolve(overlay), calls: () => calls };
}

describe('deferredOverlay', () => {
  beforeEach(() => appUpdates.reset());

  it('renders the trigger alone, named and marked as the closed overlay, and fetches nothing before first use', async () => {
    const chunk = controlledLoad();
    const Deferred = deferredOverlay({ load: chunk.load, Trigger, haspopup: 'dialog' });
    render(<Deferred />);
    const trigger = screen.getByRole('button', { name: 'Teams' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().hover(trigger);
    expect(chunk.calls()).toBe(0);
  });

  it('opens the overlay once its code arrives when the trigger was clicked before', async () => {
    const chunk = controlledLoad();
    const Deferred = deferredOverlay({ load: chunk.load, Trigger, haspopup: 'dialog' });
    const user = userEvent.setup();
    render(<Deferred />);
    await user.click(screen.getByRole('button', { name: 'Teams' }));
    expect(chunk.calls()).toBe(1);
    expect(screen.queryByText('The panel')).not.toBeInTheDocument();
    chunk.resolve();
    expect(await screen.findByText('The panel')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Teams' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens on a press whose click comes after the code arrived (a slow tap: the click finds the stand-in gone)', async () => {
    const chunk = controlledLoad();
    const Deferred = deferredOverlay({ load: chunk.load, Trigger, haspopup: 'menu' });
    render(<Deferred />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Teams' }));
    chunk.resolve();
    expect(await screen.findByText('The panel')).toBeInTheDocument();
  });

  it('opens in the instance mounted when the code arrives, if the header re-mounted after the click', async () => {
    const chunk = controlledLoad();
    const Deferred = deferredOverlay({ load: chunk.load, Trigger, haspopup: 'dialog' });
    const user = userEvent.setup();
    const { rerender } = render(<Deferred key="first" />);
    await user.click(screen.getByRole('button', { name: 'Teams' }));
    rerender(<Deferred key="second" />);
    chunk.resolve();
    expect(await screen.findByText('The panel')).toBeInTheDocument();
    expect(chunk.calls()).toBe(1);
  });

  it('fetches on focus without opening, and keeps the focus on the trigger across the swap', async () => {
    const chunk = controlledLoad();
    const Deferred = deferredOverlay({ load: chunk.load, Trigger, haspopup: 'menu' });
    const user = userEvent.setup();
    render(<Deferred />);
    await user.tab();
    const standIn = screen.getByRole('button', { name: 'Teams' });
    expect(standIn).toHaveFocus();
    await user.hover(standIn);
    expect(chunk.calls()).toBe(1);
    await user.tab();
    await user.tab({ shift: true });
    expect(chunk.calls()).toBe(1);
    chunk.resolve();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Teams' })).not.toBe(standIn));
    expect(screen.getByRole('button', { name: 'Teams' })).toHaveFocus();
    expect(screen.queryByText('The panel')).not.toBeInTheDocument();
  });

  it('renders the overlay at once on a later mount, its code already there', async () => {
    const chunk = controlledLoad();
    const Deferred = deferredOverlay({ load: chunk.load, Trigger, haspopup: 'dialog' });
    const user = userEvent.setup();
    const first = render(<Deferred />);
    await user.click(screen.getByRole('button', { name: 'Teams' }));
    chunk.resolve();
    await screen.findByText('The panel');
    first.unmount();
    render(<Deferred />);
    expect(screen.getByRole('button', { name: 'Teams' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Teams' })).not.toHaveAttribute('aria-haspopup');
    expect(chunk.calls()).toBe(1);
  });

  it('keeps the trigger and opens the new-version dialog when the chunk cannot be fetched, then asks again', async () => {
    let calls = 0;
    const load = () => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))
        : Promise.resolve(Overlay);
    };
    const Deferred = deferredOverlay({ load, Trigger, haspopup: 'dialog' });
    const user = userEvent.setup();
    render(<Deferred />);
    await user.tab();
    await waitFor(() => expect(appUpdates.get().chunkFailed).toBe(true));
    expect(screen.getByRole('button', { name: 'Teams' })).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(screen.getByRole('button', { name: 'Teams' }));
    expect(await screen.findByText('The panel')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it("throws what the overlay's module threw into the page's error boundary (a bug, not a missing chunk)", async () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'teams')");
    const Deferred = deferredOverlay({ load: () => Promise.reject(bug), Trigger, haspopup: 'menu' });
    const caught = jest.fn();
    class Boundary extends Component<{ children: ReactNode }, { error?: unknown }> {
      state: { error?: unknown } = {};
      static getDerivedStateFromError(error: unknown) {
        return { error };
      }
      componentDidCatch(error: unknown) {
        caught(error);
      }
      render() {
        return this.state.error ? <p>Something went wrong</p> : this.props.children;
      }
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(
      <Boundary>
        <Deferred />
      </Boundary>,
    );
    await user.click(screen.getByRole('button', { name: 'Teams' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(caught).toHaveBeenCalledWith(bug);
    expect(appUpdates.get().chunkFailed).toBe(false);
  });
});
