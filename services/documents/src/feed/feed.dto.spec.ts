import { richDocFromText } from '@chalktalk/domain';
import { parseInput } from '@chalktalk/platform';
import { randomUUID } from 'node:crypto';
import { addCommentSchema, createPostSchema, updatePostSchema } from './feed.dto';

const teamId = randomUUID();
const postId = randomUUID();

function refusal(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    return error as { code: string; status: number; details: unknown };
  }
  throw new Error('expected G001');
}

describe('feed inputs: over-long text is refused naming the limit, never cut', () => {
  it('refuses a 200,000-character post with G001 on content', () => {
    const error = refusal(() =>
      parseInput(createPostSchema, { teamId, content: richDocFromText('x'.repeat(200_000)) }),
    );
    expect({ code: error.code, status: error.status, details: error.details }).toEqual({
      code: 'G001',
      status: 400,
      details: [
        { path: 'content', message: 'A post holds at most 10,000 characters; this one has 200,000.' },
      ],
    });
  });

  it('refuses the same in an edit and in a comment', () => {
    expect(
      refusal(() =>
        parseInput(updatePostSchema, { teamId, postId, content: richDocFromText('x'.repeat(10_001)) }),
      ).details,
    ).toEqual([{ path: 'content', message: 'A post holds at most 10,000 characters; this one has 10,001.' }]);
    expect(
      refusal(() =>
        parseInput(addCommentSchema, { teamId, postId, content: richDocFromText('x'.repeat(10_001)) }),
      ).details,
    ).toEqual([
      { path: 'content', message: 'A comment holds at most 10,000 characters; this one has 10,001.' },
    ]);
  });

  it('accepts a post of exactly 10,000 characters', () => {
    const text = 'x'.repeat(10_000);
    expect(parseInput(createPostSchema, { teamId, content: richDocFromText(text) }).content).toEqual(
      richDocFromText(text),
    );
  });
});
