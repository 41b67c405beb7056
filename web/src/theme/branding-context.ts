import type { ProgramTheme } from '@chalktalk/domain';
import { createContext } from 'react';

/** Sets the program colours the kit's theme is built from (KitProvider holds them). */
export const BrandingContext = createContext<(theme: ProgramTheme) => void>(() => undefined);
