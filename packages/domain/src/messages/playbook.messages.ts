/** Playbook list and play designer. */
export const PLAYBOOK_MESSAGES = {
  nameTooLong: 'Enter a name less than 40 characters long',
  emptyFolder:
    'There are no plays in this folder yet. Use the ADD TO FOLDER menu option on a play to add one.',
  noMatchingPlays: 'There are no plays matching your filter. Try updating your selection above.',
} as const;

export const STUDY_REMINDER_MESSAGES = {
  notified: 'Your team has been notified.',
  noUsers: 'There are no users joined to your team.',
} as const;
