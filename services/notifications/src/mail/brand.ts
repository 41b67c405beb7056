import { type Edition, EDITION_SITE_NAMES, isEdition } from '@chalktalk/domain';

export interface Brand {
  edition: Edition;
  siteName: string;
  /** Accent colour of the header band. */
  color: string;
}

// Site names as the web app shows them (web/src/config/edition-copy.ts), from the one server-side table.
const BRANDS: Record<Edition, Brand> = {
  hoops: { edition: 'hoops', siteName: EDITION_SITE_NAMES.hoops, color: '#d9480f' },
  lacrosse: { edition: 'lacrosse', siteName: EDITION_SITE_NAMES.lacrosse, color: '#1864ab' },
  football: { edition: 'football', siteName: EDITION_SITE_NAMES.football, color: '#2b8a3e' },
};

/** The brand of an edition; anything unknown or empty is the default edition, hoops. */
export function brandOf(edition: string | undefined): Brand {
  return isEdition(edition) ? BRANDS[edition] : BRANDS.hoops;
}
