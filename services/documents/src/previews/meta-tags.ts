import { parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export interface PageMeta {
  title: string;
  description: string;
  imagePreview: string;
}

const TEXT_MAX = { title: 200, description: 500 };

/**
 * Title, description and image of an HTML page, from Open Graph (og:*), then Twitter (twitter:*), then the plain
 * HTML tags (<title>, <meta name=description>, <link rel=image_src>). HTML is parsed with parse5 (the WHATWG
 * parser jsdom uses), so broken markup reads as browsers read it. The answer is plain text; the image is an
 * absolute http(s) address or ''. Nothing from the page is ever rendered as HTML.
 */
export function readPageMeta(html: string, pageUrl: string): PageMeta {
  const document = parse(html);
  const meta = new Map<string, string>();
  let title = '';
  let imageSrc = '';
  const visit = (node: Node): void => {
    if (!('tagName' in node)) {
      if ('childNodes' in node) for (const child of node.childNodes) visit(child);
      return;
    }
    const element = node as Element;
    const attr = (name: string) => element.attrs.find((a) => a.name === name)?.value ?? '';
    if (element.tagName === 'meta') {
      const key = (attr('property') || attr('name')).toLowerCase().trim();
      const content = attr('content');
      if (key && content && !meta.has(key)) meta.set(key, content);
    } else if (element.tagName === 'title' && !title) {
      title = element.childNodes.map((c) => ('value' in c ? c.value : '')).join('');
    } else if (element.tagName === 'link' && /\bimage_src\b/i.test(attr('rel')) && !imageSrc) {
      imageSrc = attr('href');
    }
    for (const child of element.childNodes) visit(child);
  };
  visit(document);
  const first = (...keys: string[]) => keys.map((k) => meta.get(k)).find((v) => v && v.trim()) ?? '';
  return {
    title: clean(first('og:title', 'twitter:title') || title, TEXT_MAX.title),
    description: clean(first('og:description', 'twitter:description', 'description'), TEXT_MAX.description),
    imagePreview: absoluteImage(
      first('og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image', 'twitter:image:src') ||
        imageSrc,
      pageUrl,
    ),
  };
}

function clean(text: string, max: number): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters never reach a screen
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, max)
  );
}

function absoluteImage(src: string, pageUrl: string): string {
  if (!src) return '';
  try {
    const url = new URL(src.trim(), pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString().slice(0, 2048) : '';
  } catch {
    return '';
  }
}
