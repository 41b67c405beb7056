import { Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

/**
 * A PDF drawn in the page with pdf.js (one canvas per page, at the width of the column). The worker is its own
 * file; the document comes from a short-lived signed address.
 */
export function PdfView({ url, title }: { url: string; title: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    (async () => {
      const pdfjs = await import('pdfjs-dist');
      const worker = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      // pdf.js runs no scripts a PDF carries (no scripting sandbox is loaded) and XFA forms stay off.
      const task = pdfjs.getDocument({ url, enableXfa: false });
      destroy = () => void task.destroy();
      const pdf = await task.promise;
      const target = holder.current;
      if (cancelled || !target) return;
      target.replaceChildren();
      const width = target.clientWidth || 800;
      for (let n = 1; n <= pdf.numPages && !cancelled; n++) {
        const page = await pdf.getPage(n);
        const base = page.getViewport({ scale: 1 });
        const scale = width / base.width;
        const viewport = page.getViewport({ scale: scale * (window.devicePixelRatio || 1) });
        const canvas = document.createElement('canvas');
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        canvas.style.width = '100%';
        canvas.style.display = 'block';
        canvas.style.marginBottom = '8px';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', `${title}, page ${n} of ${pdf.numPages}`);
        target.appendChild(canvas);
        await page.render({ canvas, viewport }).promise;
      }
      if (!cancelled) setState('ready');
    })().catch(() => {
      if (!cancelled) setState('failed');
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [url, title]);

  return (
    <Stack gap="xs">
      {state === 'loading' && <Loader size="sm" aria-label="Loading the document" />}
      {state === 'failed' && (
        <Text c="red">The document could not be shown. Try downloading it instead.</Text>
      )}
      <div ref={holder} data-testid="pdf-pages" style={{ width: '100%' }} />
    </Stack>
  );
}
