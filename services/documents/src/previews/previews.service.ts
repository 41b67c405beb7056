import { Inject, Injectable, Logger } from '@nestjs/common';
import { normalizeLink, parseVideoLink, type VideoLink, videoDetailsFromId } from '@chalktalk/domain';
import { DataSource } from 'typeorm';
import { DOCUMENTS_CONFIG, type DocumentsConfig } from '../config';
import { LinkPreviewEntity } from './link-preview.entity';
import { readPageMeta, type PageMeta } from './meta-tags';
import { FETCH_DEFAULTS, type FetchedPage, safeFetch, type SafeFetchOptions } from './safe-fetch';

export interface VideoDetails {
  thumbnailUrl: string;
  title: string;
  description: string;
}

/** Successful answers are kept a day; failures ten minutes. */
const FRESH_MS = { ok: 24 * 3600_000, failed: 10 * 60_000 };

const OEMBED: Record<'youtube' | 'vimeo', { origin: string; path: string }> = {
  youtube: { origin: 'https://www.youtube.com', path: '/oembed' },
  vimeo: { origin: 'https://vimeo.com', path: '/api/oembed.json' },
};

/**
 * messaging/urlPreview and main/getVideoDetails: pages users name, fetched through safeFetch (public addresses
 * only, 1 MB, 5 s) and cached in link_previews.
 */
@Injectable()
export class PreviewsService {
  private readonly logger = new Logger(PreviewsService.name);
  private readonly fetchOptions: SafeFetchOptions;

  constructor(
    private readonly db: DataSource,
    @Inject(DOCUMENTS_CONFIG) private readonly config: DocumentsConfig,
  ) {
    this.fetchOptions = { ...FETCH_DEFAULTS, testOrigins: config.PREVIEW_TEST_ORIGINS };
  }

  /** Title, description and image of a page; empty strings when it cannot be fetched or is not a page. */
  async urlPreview(q: string): Promise<PageMeta> {
    const url = normalizeLink(q);
    if (!url) return { title: '', description: '', imagePreview: '' };
    return this.cached(
      'page',
      url,
      async () => {
        const page = await safeFetch(url, this.fetchOptions);
        if (page.status < 200 || page.status >= 300) return null;
        if (!/html|xml/i.test(page.contentType) && page.contentType !== '') return null;
        return { ...readPageMeta(decode(page), page.url) };
      },
      { title: '', description: '', imagePreview: '' },
    );
  }

  /**
   * thumbnailUrl, title and description of a youtube, youtu.be, vimeo or hudl video from the host's oEmbed answer
   * (hudl: its page's Open Graph tags); when the host cannot be reached, the card is built from the id alone.
   * Null for links of other hosts.
   */
  async videoDetails(videoLink: string): Promise<VideoDetails | null> {
    const link = parseVideoLink(videoLink);
    if (!link) return null;
    const fallback = videoDetailsFromId(link);
    return this.cached(
      'video',
      link.url,
      async () => {
        const found = link.host === 'hudl' ? await this.fromPage(link) : await this.fromOembed(link);
        return (
          found && {
            thumbnailUrl: found.thumbnailUrl || fallback.thumbnailUrl,
            title: found.title || fallback.title,
            description: found.description,
          }
        );
      },
      fallback,
    );
  }

  private async fromOembed(link: VideoLink): Promise<VideoDetails | null> {
    const endpoint = OEMBED[link.host as 'youtube' | 'vimeo'];
    const origin = this.config.OEMBED_BASE_URL ?? endpoint.origin;
    const url = `${origin.replace(/\/$/, '')}${endpoint.path}?format=json&url=${encodeURIComponent(link.url)}`;
    const page = await safeFetch(url, { ...this.fetchOptions, accept: 'application/json' });
    if (page.status !== 200 || page.truncated) return null;
    const body = JSON.parse(page.body.toString('utf8')) as Record<string, unknown>;
    const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');
    const thumbnail = normalizeLink(text(body.thumbnail_url, 2048)) ?? '';
    return {
      thumbnailUrl: thumbnail,
      title: text(body.title, 200),
      description: text(body.description, 500),
    };
  }

  private async fromPage(link: VideoLink): Promise<VideoDetails | null> {
    const page = await safeFetch(link.url, this.fetchOptions);
    if (page.status !== 200) return null;
    const meta = readPageMeta(decode(page), page.url);
    return { thumbnailUrl: meta.imagePreview, title: meta.title, description: meta.description };
  }

  /** The cached answer when fresh; otherwise fetched (failures and nulls answer the fallback, cached briefly). */
  private async cached<T extends object>(
    kind: 'page' | 'video',
    url: string,
    fetch: () => Promise<T | null>,
    fallback: T,
  ): Promise<T> {
    const repo = this.db.getRepository(LinkPreviewEntity);
    const hit = await repo.findOneBy({ kind, url });
    if (hit && Date.now() - hit.fetchedAt.getTime() < (hit.ok ? FRESH_MS.ok : FRESH_MS.failed))
      return hit.answer as T;
    let answer: T | null = null;
    try {
      answer = await fetch();
    } catch (error) {
      this.logger.debug(`preview of ${url} failed: ${(error as Error).message}`);
    }
    const ok = answer !== null;
    await repo.upsert(
      { kind, url, answer: (answer ?? fallback) as Record<string, string>, ok, fetchedAt: new Date() },
      ['kind', 'url'],
    );
    return answer ?? fallback;
  }
}

/** The page's text in its declared charset when Node knows it, else UTF-8. */
function decode(page: FetchedPage): string {
  const charset = /charset=["']?([\w-]+)/i.exec(page.contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(page.body);
  } catch {
    return page.body.toString('utf8');
  }
}
