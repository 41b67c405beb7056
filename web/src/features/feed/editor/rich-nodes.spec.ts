import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { sanitizeRichDoc, type RichDoc } from '@chalktalk/domain';
import { editorDocIsEmpty } from '../compose';
import { JerseyPillNode, PlayLinkNode } from './rich-nodes';

const saved: RichDoc = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Great job ' },
        { type: 'jerseyPill', attrs: { number: '23' } },
        { type: 'text', text: ' on ', marks: [{ type: 'bold' }] },
        { type: 'playLink', attrs: { playId: 'p1', teamId: 't1', name: 'Horns' } },
      ],
    },
    { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] },
  ],
};

function editorWith(content: RichDoc | string) {
  return new Editor({
    element: document.createElement('div'),
    extensions: [StarterKit.configure({ heading: false, link: false }), JerseyPillNode, PlayLinkNode],
    content,
  });
}

describe('the composer schema', () => {
  it('keeps the pills and play links of a post being edited (what the service saved comes back unchanged)', () => {
    const editor = editorWith(saved);
    expect(sanitizeRichDoc(editor.getJSON())).toEqual(sanitizeRichDoc(saved));
    expect(editor.getText()).toContain('#23');
    editor.destroy();
  });

  it('an untouched editor is empty; a play alone is something to post', () => {
    const empty = editorWith('');
    expect(editorDocIsEmpty(empty.getJSON())).toBe(true);
    empty.commands.insertContent({ type: 'playLink', attrs: { playId: 'p1', teamId: 't1', name: 'Horns' } });
    expect(editorDocIsEmpty(empty.getJSON())).toBe(false);
    empty.destroy();
  });
});
