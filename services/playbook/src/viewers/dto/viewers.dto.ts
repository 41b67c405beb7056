import { id, ids, object } from '../../playbooks/dto/input';

export const getViewedPlaysSchema = object({ teamId: id('team'), folderId: id('folder').optional() });

export const getViewerDetailsSchema = object({ teamId: id('team'), playId: id('play') });

export const getViewershipProfileSchema = object({ teamId: id('team'), personUID: id('person') });

export const sendStudyReminderSchema = object({
  plays: ids('play').min(1),
  teamId: id('team'),
});
