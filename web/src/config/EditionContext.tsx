import { createContext, useContext, useEffect } from 'react';
import { editionConfig, type EditionConfig } from './edition';

const EditionContext = createContext<EditionConfig>(editionConfig('hoops'));

export const EditionProvider = EditionContext.Provider;

export function useEdition(): EditionConfig {
  return useContext(EditionContext);
}

/** Spec 1 §2: page titles are the title followed by the site name. */
export function usePageTitle(title: string): void {
  const { siteName } = useEdition();
  useEffect(() => {
    document.title = `${title} - ${siteName}`;
  }, [title, siteName]);
}
