import { LIST_LIMITS, TEXT_LIMITS } from '../../validation/input-limits';
import { addComment } from '../edits/comments.edits';
import { passingPlay } from '../testing/play-factory';
import { validatePlay } from './validate-play';

/** A saved-looking play as JSON, with a field comment to lengthen. */
// Corrupting nested JSON is the point here, so the document is untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function storedPlay(): Record<string, any> {
  return JSON.parse(JSON.stringify(addComment(passingPlay(), 0, { text: 'Cut', origin: { x: 5, y: 5 } })));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = Record<string, any>;

const text = (length: number) => 'x'.repeat(length);

/** The paths validatePlay refuses, or [] when it accepts. */
function refused(edit: (play: Record<string, unknown>) => void): string[] {
  const play = storedPlay();
  edit(play);
  const result = validatePlay(play);
  return result.ok ? [] : result.issues.map((issue) => `${issue.code} ${issue.path}`);
}

describe('validatePlay: every text and list of the document has a limit (TEXT_LIMITS, LIST_LIMITS)', () => {
  it.each([
    ['name', TEXT_LIMITS.name, (p: Doc, v: string) => (p.name = v), 'name'],
    ['description', TEXT_LIMITS.description, (p: Doc, v: string) => (p.description = v), 'description'],
    ['a tag', TEXT_LIMITS.label, (p: Doc, v: string) => (p.tags = ['ok', v]), 'tags[1]'],
    [
      'a frame comment',
      TEXT_LIMITS.comment,
      (p: Doc, v: string) => (p.frames[0].comment = v),
      'frames[0].comment',
    ],
    [
      'a field comment',
      TEXT_LIMITS.comment,
      (p: Doc, v: string) => (p.frames[0].fieldComments[0].text = v),
      'frames[0].fieldComments[0].text',
    ],
    ['a player role', TEXT_LIMITS.id, (p: Doc, v: string) => (p.initial[0].role = v), 'initial[0].role'],
    ['the video link', TEXT_LIMITS.url, (p: Doc, v: string) => (p.videoLink = v), 'videoLink'],
  ])('accepts %s at its limit and refuses one character more', (_, limit, set, path) => {
    expect(refused((play) => set(play, text(limit)))).toEqual([]);
    expect(refused((play) => set(play, text(limit + 1)))).toEqual([`G001 ${path}`]);
  });

  it('refuses more tags or frames than the lists hold', () => {
    expect(refused((play) => (play['tags'] = Array(LIST_LIMITS.tags + 1).fill('t')))).toEqual(['G001 tags']);
    const frames = (play: Record<string, unknown>) => play['frames'] as unknown[];
    expect(
      refused((play) => (play['frames'] = Array(LIST_LIMITS.playFrames + 1).fill(frames(play)[0]))),
    ).toEqual(['G001 frames']);
  });

  it('bounds branding it does not know as a whole', () => {
    expect(refused((play) => (play['branding'] = { logo: text(TEXT_LIMITS.description) }))).toEqual([
      'G001 branding',
    ]);
    expect(refused((play) => (play['branding'] = { logo: 'small' }))).toEqual([]);
  });
});
