import { conflictVersionOf } from '@chalktalk/domain';
import { useState } from 'react';
import { isApiError } from '../api/api-error';

/**
 * The conflict state of a form that saves a versioned document: `caught(error)` takes a refused save (G010) and
 * keeps the version stored now, for SaveConflictAlert's "save mine over it"; any other error is left to the form.
 */
export function useSaveConflict() {
  const [version, setVersion] = useState<number | null>(null);
  return {
    /** The version someone else saved meanwhile; null while there is no conflict. */
    version,
    /** True when the error is a conflict (now shown); false for any other error. */
    caught(error: unknown): boolean {
      const stored = isApiError(error) ? conflictVersionOf(error) : undefined;
      if (stored === undefined) return false;
      setVersion(stored);
      return true;
    },
    clear: () => setVersion(null),
  };
}
