import { validateUpload } from './upload-form';

const base = { type: '' as const, name: '', url: '', file: null, path: '' };

describe('validateUpload', () => {
  it('gives the spec messages word for word', () => {
    expect(validateUpload(base)).toEqual({
      type: 'Please select a type',
      name: 'Please enter a document name',
    });
    expect(validateUpload({ ...base, type: 'link', name: 'x' })).toEqual({ url: 'Please enter a url' });
    expect(validateUpload({ ...base, type: 'file', name: 'x' })).toEqual({ file: 'Please select a file' });
  });

  it('accepts a complete link or file', () => {
    expect(validateUpload({ ...base, type: 'link', name: 'Hudl', url: 'hudl.com' })).toEqual({});
    const file = new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' });
    expect(validateUpload({ ...base, type: 'file', name: 'Rules', file })).toEqual({});
  });
});
