import { PLAY_TAGS_SEE_ALL_ABOVE, PLAY_TAGS_SHOWN_MAX, playTagsOf, validateName } from '@chalktalk/domain';
import { useState } from 'react';
import type { DesignerEditor } from '../editor/designer-editor';
import { useDesigner } from '../editor/use-designer';

/**
 * Name (the domain's name rule: 1–39 characters, a letter or digit first), tags offered for the
 * sport (at most 10 shown, 'See All' above 2) and description. A name that breaks the rule is
 * shown with the spec message and not written into the play.
 */
export function PlayDetails({ editor }: { editor: DesignerEditor }) {
  const { state, readOnly } = useDesigner(editor);
  const play = state.play;
  // A name that breaks the rule stays a draft in the field; valid names go straight into the play,
  // so undo and redo show up here too.
  const [draft, setDraft] = useState<string | null>(null);
  const [seeAll, setSeeAll] = useState(false);
  const name = draft ?? play.name;
  const error = draft === null ? null : validateName(draft);
  const offered = playTagsOf(editor.family);
  const selected = play.tags.slice(0, PLAY_TAGS_SHOWN_MAX);
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
      <div className="field">
        <label htmlFor="play-name">Name</label>
        <input
          id="play-name"
          value={name}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'play-name-error' : undefined}
          onChange={(e) => rename(e.target.value)}
        />
        {error && (
          <p id="play-name-error" role="alert" className="field__error">
            {error}
          </p>
        )}
      </div>
      {offered.length > 0 && (
        <div className="designer-tags">
          <p className="designer-tags__chosen" aria-label="Tags">
            {shownTags.map((tag) => (
              <span key={tag} className="designer-tag">
                {tag}
              </span>
            ))}
            {!seeAll && selected.length > PLAY_TAGS_SEE_ALL_ABOVE && (
              <button type="button" className="link-button" onClick={() => setSeeAll(true)}>
                See All
              </button>
            )}
          </p>
          <fieldset disabled={readOnly}>
            <legend>Tags</legend>
            {offered.map((tag) => (
              <label key={tag} className="designer-tag-option">
                <input type="checkbox" checked={play.tags.includes(tag)} onChange={() => toggleTag(tag)} />{' '}
                {tag}
              </label>
            ))}
          </fieldset>
        </div>
      )}
      <div className="field">
        <label htmlFor="play-description">Description</label>
        <textarea
          id="play-description"
          value={play.description}
          readOnly={readOnly}
          onChange={(e) => {
            const description = e.target.value;
            editor.edit('description', (p) => ({ ...p, description }));
          }}
        />
      </div>
    </section>
  );
}
