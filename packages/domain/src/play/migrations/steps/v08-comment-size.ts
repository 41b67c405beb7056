import { DEFAULT_SIZES } from '../../../plays/editor-constants';
import { Doc, docs, mapFrames } from '../legacy-doc';

/** v8: field comments get a size, 150 x 50 unless they already have one. */
export function toV8(doc: Doc): Doc {
  const migrated = mapFrames(doc, (frame) => ({
    ...frame,
    fieldComments: docs(frame, 'fieldComments').map((c) => ({ ...DEFAULT_SIZES.fieldComment, ...c })),
  }));
  return { ...migrated, version: 8 };
}
