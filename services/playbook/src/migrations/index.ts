import { platformMigrations, PlayPosters1766000000100 } from '@chalktalk/platform';
import { PlaybookInitial1763800000200 } from './1763800000200-playbook-initial';
import { PlaybookPlays1763800000300 } from './1763800000300-playbook-plays';
import { PlaybookProxies1763800000310 } from './1763800000310-playbook-proxies';
import { PlaybookFormations1763800000320 } from './1763800000320-playbook-formations';
import { GifExports1763900000500 } from './1763900000500-gif-exports';
import { PersonalUnlimitedStates1765300000100 } from '../personal-unlimited/personal-unlimited.migration';
import { TeamMemberNames1763900000600 } from '../team-projection/team-member-names.migration';
import { TeamProgramAdmins1764100000700 } from '../team-projection/team-program-admins.migration';
import { TeamProjectionState1763800000210 } from '../team-projection/team-projection.migration';

export const playbookMigrations = [
  ...platformMigrations,
  PlaybookInitial1763800000200,
  TeamProjectionState1763800000210,
  PlaybookPlays1763800000300,
  PlaybookProxies1763800000310,
  PlaybookFormations1763800000320,
  GifExports1763900000500,
  TeamMemberNames1763900000600,
  TeamProgramAdmins1764100000700,
  PersonalUnlimitedStates1765300000100,
  PlayPosters1766000000100,
];
