import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

export function render(page: ReactNode): void {
  createRoot(document.getElementById('root')!).render(<StrictMode>{page}</StrictMode>);
}
