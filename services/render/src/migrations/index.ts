import { platformMigrations } from '@chalktalk/platform';
import { RenderJobs1763900000100 } from './1763900000100-render-jobs';

export const renderMigrations = [...platformMigrations, RenderJobs1763900000100];
