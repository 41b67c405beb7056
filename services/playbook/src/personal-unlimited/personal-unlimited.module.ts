import { Module } from '@nestjs/common';
import { PersonalUnlimitedEvents } from './personal-unlimited.events';
import { PersonalUnlimitedRepository } from './personal-unlimited.repository';

@Module({
  providers: [PersonalUnlimitedRepository, PersonalUnlimitedEvents],
  exports: [PersonalUnlimitedRepository],
})
export class PersonalUnlimitedModule {}
