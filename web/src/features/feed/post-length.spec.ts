import { POST_MAX_CHARACTERS, postLengthNotice } from './post-length';

describe('postLengthNotice', () => {
  it('says nothing while more than 1,000 characters are left', () => {
    expect(postLengthNotice(0)).toBeNull();
    expect(postLengthNotice(POST_MAX_CHARACTERS - 1001)).toBeNull();
  });

  it('counts down from 1,000 left to the limit', () => {
    expect(postLengthNotice(9_000)).toEqual({ text: '1,000 characters left', over: false });
    expect(postLengthNotice(9_999)).toEqual({ text: '1 character left', over: false });
    expect(postLengthNotice(10_000)).toEqual({ text: '0 characters left', over: false });
  });

  it('says how far over the limit the text is', () => {
    expect(postLengthNotice(10_001)).toEqual({ text: '1 character over the limit of 10,000', over: true });
    expect(postLengthNotice(12_345)).toEqual({
      text: '2,345 characters over the limit of 10,000',
      over: true,
    });
  });
});
