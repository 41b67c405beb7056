import { PLAYBOOK_MESSAGES } from '../messages/playbook.messages';

export const NAME_MAX_LENGTH = 39;

/** 1 to 39 characters (under 40), starting with a letter or digit in any script. */
const NAME = /^[\p{L}\p{N}]/u;

/** Names of sites, plays and folders: the spec message when invalid, otherwise null. */
export function validateName(name: string): string | null {
  const length = [...name].length;
  if (length < 1 || length > NAME_MAX_LENGTH || !NAME.test(name)) return PLAYBOOK_MESSAGES.nameTooLong;
  return null;
}
