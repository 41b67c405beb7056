/** Document upload dialog validation. */
export const DOCUMENT_MESSAGES = {
  selectType: 'Please select a type',
  enterName: 'Please enter a document name',
  enterUrl: 'Please enter a url',
  selectFile: 'Please select a file',
} as const;
