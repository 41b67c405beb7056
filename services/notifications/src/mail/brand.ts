import { type Edition, isEdition } from '@chalktalk/domain';

export interface Brand {
  edition: Edition;
  siteName: string;
  /** Accent colour of the header band. */
  color: string;
}

// Site names as the web app shows them (web/src/config/edition.ts).
const BRANDS: Record<Edition, Brand> = {
  hoops: { edition: 'hoops', siteName: 'Chalktalk Hoops', color: '#d9480f' },
  lacrosse: { edition: 'lacrosse', siteName: 'Chalktalk Lacrosse', color: '#1864ab' },
  football: { edition: 'football', siteName: 'Chalktalk Football', color: '#2b8a3e' },
};

/** The brand of an edition; anything unknown or empty is the default edition, hoops. */
export function brandOf(edition: string | undefined): Brand {
  return isEdition(edition) ? BRANDS[edition] : BRANDS.hoops;
}
