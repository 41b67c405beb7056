import { modalsHostRequests, setModalsHostMounted, whenModalsHostReady } from './modals-host';

describe('modals host (fetched after the first render)', () => {
  afterEach(() => setModalsHostMounted(false));

  it('holds a modal asked for before the host listens, asks for the host, and opens it once the host is up', () => {
    const listener = jest.fn();
    const unsubscribe = modalsHostRequests.subscribe(listener);
    const open = jest.fn();
    whenModalsHostReady(open);
    expect(open).not.toHaveBeenCalled();
    expect(modalsHostRequests.requested()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    setModalsHostMounted(true);
    expect(open).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('opens at once while the host is up, and waits again after it went away', () => {
    setModalsHostMounted(true);
    const now = jest.fn();
    whenModalsHostReady(now);
    expect(now).toHaveBeenCalledTimes(1);
    setModalsHostMounted(false);
    const later = jest.fn();
    whenModalsHostReady(later);
    expect(later).not.toHaveBeenCalled();
    setModalsHostMounted(true);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
