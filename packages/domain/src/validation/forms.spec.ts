import {
  isFormValid,
  validateForgotPasswordForm,
  validateLoginForm,
  validateResetPasswordForm,
  validateSignupForm,
} from './account-forms';
import { isAcceptedDocumentFile, validateDocumentUpload } from './document-upload';

const aSignup = (overrides = {}) => ({
  firstName: 'Pat',
  lastName: 'Coach',
  email: 'pat@club.org',
  password: 'secret',
  confirmPassword: 'secret',
  acceptTerms: true,
  ...overrides,
});

describe('login form', () => {
  it('requires email (trimmed first) and password', () => {
    expect(validateLoginForm({ email: '   ', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(validateLoginForm({ email: ' pat@club.org ', password: 'x' })).toEqual({});
  });
});

describe('signup form', () => {
  it('passes a complete form', () => expect(isFormValid(validateSignupForm(aSignup()))).toBe(true));

  it('gives each field its spec message', () => {
    const errors = validateSignupForm(
      aSignup({
        firstName: ' ',
        lastName: '',
        email: '  ',
        password: '',
        confirmPassword: 'x',
        acceptTerms: false,
      }),
    );
    expect(errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Passwords do not match',
      acceptTerms: 'You must accept the Terms of Service',
    });
  });

  it('flags a confirmation that differs', () => {
    expect(validateSignupForm(aSignup({ confirmPassword: 'Secret' }))).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});

describe('forgot and reset password forms', () => {
  it("asks for an email: 'Please enter an email address'", () => {
    expect(validateForgotPasswordForm({ email: ' ' })).toEqual({ email: 'Please enter an email address' });
    expect(validateForgotPasswordForm({ email: 'a@b.co' })).toEqual({});
  });

  it('requires matching new passwords', () => {
    expect(validateResetPasswordForm({ password: 'a', confirmPassword: 'b' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(validateResetPasswordForm({ password: '', confirmPassword: '' })).toEqual({
      password: 'Password is required',
    });
    expect(validateResetPasswordForm({ password: 'abc', confirmPassword: 'abc' })).toEqual({});
  });
});

describe('document upload dialog', () => {
  it('requires a type and a name', () => {
    expect(validateDocumentUpload({ type: '', name: ' ' })).toEqual({
      type: 'Please select a type',
      name: 'Please enter a document name',
    });
  });

  it('requires a url for links and a file for files', () => {
    expect(validateDocumentUpload({ type: 'link', name: 'Rules', url: '' })).toEqual({
      url: 'Please enter a url',
    });
    expect(validateDocumentUpload({ type: 'file', name: 'Rules', fileName: null })).toEqual({
      file: 'Please select a file',
    });
    expect(validateDocumentUpload({ type: 'file', name: 'Rules', fileName: 'rules.pdf' })).toEqual({});
  });

  it('accepts only pdf, doc and docx files', () => {
    expect(isAcceptedDocumentFile('Playbook.PDF')).toBe(true);
    expect(isAcceptedDocumentFile('notes.docx')).toBe(true);
    expect(isAcceptedDocumentFile('sheet.xlsx')).toBe(false);
    expect(isAcceptedDocumentFile('pdf')).toBe(false);
  });
});
