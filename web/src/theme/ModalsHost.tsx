import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { setModalsHostMounted } from './modals-host';

/** Effects run in sibling order, so by the time this one runs the provider's window listeners are attached. */
function Listening() {
  useEffect(() => {
    setModalsHostMounted(true);
    return () => setModalsHostMounted(false);
  }, []);
  return null;
}

/** The modals manager (its own chunk, see modals-host.ts): it renders the modals opened with `modals.open…`. */
export function ModalsHost() {
  return (
    <>
      <ModalsProvider />
      <Listening />
    </>
  );
}
