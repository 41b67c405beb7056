import { formationsFor } from '@chalktalk/domain';
import { NativeSelect, Text, TextInput } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { designerApi } from '../api/designerApi';
import type { DesignerEditor } from '../editor/designer-editor';
import { useDesignerValue } from '../editor/use-designer';
import {
  matchesFormationQuery,
  savedFormationsFor,
  savedFormationSource,
} from '../formations/saved-formation';
import { useDebouncedValue } from '../formations/use-debounced-value';

/** Pause in typing before the saved formations are searched (ours). */
export const FORMATION_SEARCH_DELAY_MS = 250;

/**
 * The sport line's built-in formations and, once something is typed, the user's saved formations
 * that match (search/formations over the personal playbook). The search box filters both as you
 * type. Applying one sets players, pieces, balls and tags and resets every frame.
 */
export function FormationPicker({ editor }: { editor: DesignerEditor }) {
  const sport = useDesignerValue(editor, (s) => s.state.play.sport);
  const readOnly = useDesignerValue(editor, (s) => s.readOnly);
  const [query, setQuery] = useState('');
  const wanted = useDebouncedValue(query.trim(), FORMATION_SEARCH_DELAY_MS);
  // Spec 2 §5: formation search is skipped for an empty query.
  const searching = wanted !== '' && query.trim() !== '';
  const { data: playbook } = designerApi.useDesignerMyPlaybookQuery(searching ? undefined : skipToken);
  const search = designerApi.useDesignerSearchFormationsQuery(
    searching && playbook ? { query: wanted, playbookIds: playbook.id } : skipToken,
  );
  const builtIn = formationsFor(sport).filter((f) => matchesFormationQuery(query, f));
  // Results of an earlier query stay until the new answer arrives, filtered by what is typed now.
  const saved =
    searching && search.data
      ? savedFormationsFor(search.data, sport).filter((f) => matchesFormationQuery(query, f))
      : [];

  const apply = (value: string) => {
    const [kind, id] = [value.slice(0, value.indexOf(':')), value.slice(value.indexOf(':') + 1)];
    if (kind === 'built-in') {
      const formation = builtIn.find((f) => f.id === id);
      if (formation) editor.applyFormation(formation);
    } else if (kind === 'saved') {
      const formation = saved.find((f) => f.id === id);
      if (formation) editor.applyFormation(savedFormationSource(formation));
    }
  };

  const status = !searching
    ? null
    : search.isError
      ? 'Saved formations could not be searched.'
      : search.isFetching || !search.data
        ? 'Searching saved formations…'
        : saved.length === 0
          ? 'No saved formations match.'
          : null;

  return (
    <div className="designer-formations">
      <TextInput
        label="Search formations"
        type="search"
        value={query}
        disabled={readOnly}
        placeholder="Name, tag or description"
        onChange={(e) => setQuery(e.currentTarget.value)}
      />
      <NativeSelect
        label="Formation"
        disabled={readOnly}
        value=""
        onChange={(e) => apply(e.currentTarget.value)}
      >
        <option value="">
          {builtIn.length + saved.length === 0 ? 'No formation matches' : 'Choose a formation…'}
        </option>
        {builtIn.length > 0 && (
          <optgroup label="Built-in">
            {builtIn.map((f) => (
              <option key={f.id} value={`built-in:${f.id}`}>
                {f.name}
              </option>
            ))}
          </optgroup>
        )}
        {saved.length > 0 && (
          <optgroup label="Saved">
            {saved.map((f) => (
              <option key={f.id} value={`saved:${f.id}`}>
                {f.name}
              </option>
            ))}
          </optgroup>
        )}
      </NativeSelect>
      <Text size="sm" className="designer-formations__status" aria-live="polite">
        {status}
      </Text>
    </div>
  );
}
