import { platformMigrations } from '@chalktalk/platform';
import { PlaybookInitial1763800000200 } from './1763800000200-playbook-initial';

export const playbookMigrations = [...platformMigrations, PlaybookInitial1763800000200];
