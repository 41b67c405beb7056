import { isEdition, sportLineLabel, sportLinesOf, type Edition, type SportLine } from '@chalktalk/domain';
import { EDITION_COPY as COPY } from './edition-copy';

export type { Edition };

export interface SportLineOption {
  id: SportLine;
  label: string;
}

export interface EditionConfig {
  edition: Edition;
  siteName: string;
  /** The sport in running text: "basketball" rather than "hoops". */
  sportName: string;
  sportLines: SportLineOption[];
  blogUrl: string;
  supportEmail: string;
}

export const SUPPORT_EMAIL = 'support@chalktalk.app';
export const EDITION_STORAGE_KEY = 'chalktalk.edition';

/** Production host names decide the edition: hoops.example.com, lacrosse.example.com, myhoops.app … */
export function editionFromHost(hostname: string): Edition {
  const host = hostname.toLowerCase();
  if (host.includes('lacrosse') || host.includes('lax')) return 'lacrosse';
  if (host.includes('football')) return 'football';
  if (host.includes('hoops') || host.includes('basketball')) return 'hoops';
  return 'hoops';
}

const DEV_HOSTS = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|[^.]+\.local)$/;

export interface EditionSources {
  hostname: string;
  search: string;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** VITE_EDITION at build time. */
  buildEdition?: string;
}

/**
 * Order: ?edition= (dev hosts only, remembered in localStorage), then the remembered choice
 * (dev hosts only), then VITE_EDITION, then the host name.
 */
export function resolveEdition({ hostname, search, storage, buildEdition }: EditionSources): Edition {
  if (DEV_HOSTS.test(hostname)) {
    const fromQuery = new URLSearchParams(search).get('edition');
    if (isEdition(fromQuery)) {
      storage.setItem(EDITION_STORAGE_KEY, fromQuery);
      return fromQuery;
    }
    const remembered = storage.getItem(EDITION_STORAGE_KEY);
    if (isEdition(remembered)) return remembered;
  }
  if (isEdition(buildEdition)) return buildEdition;
  return editionFromHost(hostname);
}

export function editionConfig(edition: Edition): EditionConfig {
  return {
    edition,
    ...COPY[edition],
    sportLines: sportLinesOf(edition).map((id) => ({ id, label: sportLineLabel(id) })),
    supportEmail: SUPPORT_EMAIL,
  };
}

export function detectEdition(): EditionConfig {
  const buildEdition = typeof __CHALKTALK_EDITION__ === 'string' ? __CHALKTALK_EDITION__ : undefined;
  return editionConfig(
    resolveEdition({
      hostname: window.location.hostname,
      search: window.location.search,
      storage: window.localStorage,
      buildEdition,
    }),
  );
}
