import { PLAY_TAGS_SEE_ALL_ABOVE, PLAY_TAGS_SHOWN_MAX, playTagsOf, validateName } from '@chalktalk/domain';
import { Badge, Button, Chip, Fieldset, Group, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PlayCreditLine } from '../../../components/PlayCreditLine';
import type { DesignerEditor } from '../editor/designer-editor';
import { useDesignerValue } from '../editor/use-designer';

/**
 * Name (the domain's name rule: 1–39 characters, a letter or digit first), tags offered for the
 * sport (at most 10 shown, 'See All' above 2) and description. A name that breaks the rule is
 * shown with the spec message and not written into the play.
 */
export function PlayDetails({ editor }: { editor: DesignerEditor }) {
  const playName = useDesignerValue(editor, (s) => s.state.play.name);
  const tags = useDesignerValue(editor, (s) => s.state.play.tags);
  const description = useDesignerValue(editor, (s) => s.state.play.description);
  const readOnly = useDesignerValue(editor, (s) => s.readOnly);
  const credit = useDesignerValue(editor, (s) => s.state.play.copiedFrom);
  // A name that breaks the rule stays a draft in the field; valid names go straight into the play,
  // so undo and redo show up here too.
  const [draft, setDraft] = useState<string | null>(null);
  const [seeAll, setSeeAll] = useState(false);
  const name = draft ?? playName;
  const error = draft === null ? null : validateName(draft);
  const offered = playTagsOf(editor.family);
  const selected = tags.slice(0, PLAY_TAGS_SHOWN_MAX);
  const shownTags =
    seeAll || selected.length <= PLAY_TAGS_SEE_ALL_ABOVE
      ? selected
      : selected.slice(0, PLAY_TAGS_SEE_ALL_ABOVE);

  const rename = (value: string) => {
    if (validateName(value) === null) {
      setDraft(null);
      editor.edit('rename', (p) => ({ ...p, name: value }));
    } else {
      setDraft(value);
    }
  };
  const toggleTag = (tag: string) =>
    editor.edit('tags', (p) => ({
      ...p,
      tags: p.tags.includes(tag) ? p.tags.filter((t) => t !== tag) : [...p.tags, tag],
    }));

  return (
    <section className="designer-details" aria-label="Play details">
      <TextInput
        label="Name"
        value={name}
        readOnly={readOnly}
        error={error ? <span role="alert">{error}</span> : undefined}
        onChange={(e) => rename(e.currentTarget.value)}
      />
      {credit && <PlayCreditLine credit={credit} />}
      {offered.length > 0 && (
        <div className="designer-tags">
          <ul className="designer-tags__chosen" aria-label="Tags">
            {shownTags.map((tag) => (
              <li key={tag}>
                <Badge variant="light">{tag}</Badge>
              </li>
            ))}
            {!seeAll && selected.length > PLAY_TAGS_SEE_ALL_ABOVE && (
              <li>
                <Button variant="subtle" size="compact-xs" onClick={() => setSeeAll(true)}>
                  See All
                </Button>
              </li>
            )}
          </ul>
          <Fieldset legend="Tags" disabled={readOnly} variant="unstyled">
            <Group gap={6}>
              {offered.map((tag) => (
                // Navy, not the accent: white on #ff4f00 is 3.3:1, under WCAG's 4.5:1 for this size.
                <Chip
                  key={tag}
                  size="xs"
                  color="brand"
                  checked={tags.includes(tag)}
                  onChange={() => toggleTag(tag)}
                >
                  {tag}
                </Chip>
              ))}
            </Group>
          </Fieldset>
        </div>
      )}
      <Textarea
        label="Description"
        autosize
        minRows={2}
        value={description}
        readOnly={readOnly}
        onChange={(e) => {
          const description = e.currentTarget.value;
          editor.edit('description', (p) => ({ ...p, description }));
        }}
      />
    </section>
  );
}
