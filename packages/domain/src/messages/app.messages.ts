/** App shell: connectivity, crash page, unsaved changes, generic outcomes. */
export const OFFLINE_MESSAGES = {
  banner: 'You are offline. Some features may be limited.',
  backOnline: 'You are back online!',
  /** Alert for a change attempted while offline (code G006). */
  offlineChange: 'You are offline',
} as const;

export const CRASH_PAGE_MESSAGES = {
  fallback: 'Something went wrong.',
  /** Followed by the shown error's reference id. */
  errorCodePrefix: 'Error code: ',
  developerNotePrompt: 'What were you doing when the error occurred?',
  developerNoteThanks: 'Thank you for your note. We will review it and get back to you as soon as possible.',
} as const;

export function errorCodeLine(referenceId: string): string {
  return `${CRASH_PAGE_MESSAGES.errorCodePrefix}${referenceId}`;
}

export const UNSAVED_CHANGES_MESSAGE =
  'You have unsaved changes. If you navigate away, these changes will be lost. Are you sure you want to continue?';

/**
 * A save made from a version that is no longer the stored one (code G010, designed: the spec quotes no text for
 * it). The form keeps what the user typed and offers both ways on.
 */
export const SAVE_CONFLICT_MESSAGES = {
  changedElsewhere: 'Someone else saved a newer version while you were editing.',
  keptYours:
    'Your changes are still here. Load the latest version (your changes are dropped) or save yours over it.',
  loadLatest: 'Load the latest',
  overwrite: 'Save mine over it',
} as const;

export const GENERAL_MESSAGES = {
  noPermissions: 'You do not have permissions to access this.',
  nonTwoHundred: 'Non-200 response',
  noResults: 'No results found',
  seeAll: 'See All',
  eventChangesSaved: 'Event changes saved',
  notificationSent: 'Notification sent successfully',
  invoiceTriggered: 'Invoice triggered',
  deleteDocumentConfirm:
    'Are you sure you want to delete this document? Your team will no longer be able to access it. This cannot be undone.',
} as const;
