import { parseUrl } from './whatwg-url';

/**
 * Quick links: a url with or without scheme (spec 1 section 5). Without one, https is assumed; only http and
 * https are links (javascript:, data:, file: and the rest are refused).
 */
export function normalizeLink(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed)
    ? trimmed
    : `https://${trimmed.replace(/^\/+/, '')}`;
  const url = parseUrl(withScheme);
  if (!url) return null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || (!url.hostname.includes('.') && url.hostname !== 'localhost')) return null;
  return url.toString();
}

export const VIDEO_HOSTS = ['youtube', 'vimeo', 'hudl'] as const;
export type VideoHost = (typeof VIDEO_HOSTS)[number];

export interface VideoLink {
  host: VideoHost;
  id: string;
  /** The canonical page of the video (what oEmbed is asked about). */
  url: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const DIGITS = /^\d{1,15}$/;
const HUDL_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Video links are recognised only for youtube, youtu.be, vimeo and hudl hosts (spec 3 section 5); anything else
 * is an ordinary link (null).
 */
export function parseVideoLink(input: string): VideoLink | null {
  const normalized = normalizeLink(input);
  if (!normalized) return null;
  const url = parseUrl(normalized)!;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter((part) => part !== '');
  if (host === 'youtu.be') return youtube(parts[0]);
  if (host === 'youtube.com' || host === 'music.youtube.com') {
    if (parts[0] === 'watch') return youtube(url.searchParams.get('v') ?? undefined);
    if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live') return youtube(parts[1]);
    return null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = parts.find((p) => DIGITS.test(p));
    return id ? { host: 'vimeo', id, url: `https://vimeo.com/${id}` } : null;
  }
  if (host === 'hudl.com' || host.endsWith('.hudl.com')) {
    // hudl.com/video/3/<team>/<id>, hudl.com/v/<id>, and embed links; the last path segment is the id.
    const id = parts.at(-1);
    return id && parts.length >= 2 && HUDL_ID.test(id) ? { host: 'hudl', id, url: normalized } : null;
  }
  return null;
}

function youtube(id: string | undefined): VideoLink | null {
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return { host: 'youtube', id, url: `https://www.youtube.com/watch?v=${id}` };
}

/** What a video card shows when its host cannot be reached: built from the id alone. */
export function videoDetailsFromId(link: VideoLink): {
  thumbnailUrl: string;
  title: string;
  description: string;
} {
  switch (link.host) {
    case 'youtube':
      return {
        thumbnailUrl: `https://i.ytimg.com/vi/${link.id}/hqdefault.jpg`,
        title: 'YouTube video',
        description: '',
      };
    case 'vimeo':
      return { thumbnailUrl: '', title: 'Vimeo video', description: '' };
    case 'hudl':
      return { thumbnailUrl: '', title: 'Hudl video', description: '' };
  }
}
