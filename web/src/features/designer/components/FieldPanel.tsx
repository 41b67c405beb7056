import { fieldOf, type FieldType } from '@chalktalk/domain';
import { useState } from 'react';
import type { DesignerEditor } from '../editor/designer-editor';
import { useDesigner } from '../editor/use-designer';

const FIELD_TYPE_NAMES: Record<FieldType, string> = {
  HALF_FIELD: 'Half field',
  FULL_FIELD: 'Full field',
  CUSTOM: 'Custom',
};

/**
 * The play's field: half, full or a custom size (width and height in field units), and Clear field.
 * Both reset the pieces and goalies to the field's defaults, so they are plain buttons, not live inputs.
 */
export function FieldPanel({ editor }: { editor: DesignerEditor }) {
  const { state, readOnly } = useDesigner(editor);
  const play = state.play;
  const current = fieldOf(play);
  const [fieldType, setFieldType] = useState<FieldType>(play.fieldType);
  const [width, setWidth] = useState(String(current.width));
  const [height, setHeight] = useState(String(current.height));
  const size = { width: Number(width), height: Number(height) };
  const sizeOk = size.width > 0 && size.height > 0;
  const changed =
    fieldType !== play.fieldType ||
    (fieldType === 'CUSTOM' && (size.width !== current.width || size.height !== current.height));
  return (
    <section className="designer-field-panel" aria-label="Field settings">
      <div className="field">
        <label htmlFor="field-type">Field</label>
        <select
          id="field-type"
          value={fieldType}
          disabled={readOnly}
          onChange={(e) => setFieldType(e.target.value as FieldType)}
        >
          {(Object.keys(FIELD_TYPE_NAMES) as FieldType[]).map((type) => (
            <option key={type} value={type}>
              {FIELD_TYPE_NAMES[type]}
            </option>
          ))}
        </select>
      </div>
      {fieldType === 'CUSTOM' && (
        <div className="field">
          <label htmlFor="field-width">Width</label>
          <input
            id="field-width"
            type="number"
            min={1}
            value={width}
            disabled={readOnly}
            onChange={(e) => setWidth(e.target.value)}
          />
          <label htmlFor="field-height">Height</label>
          <input
            id="field-height"
            type="number"
            min={1}
            value={height}
            disabled={readOnly}
            onChange={(e) => setHeight(e.target.value)}
          />
          {!sizeOk && <p className="field__error">Enter a width and height above 0.</p>}
        </div>
      )}
      <button
        type="button"
        className="button"
        disabled={readOnly || !changed || (fieldType === 'CUSTOM' && !sizeOk)}
        onClick={() => editor.changeField(fieldType, fieldType === 'CUSTOM' ? size : undefined)}
      >
        Change field
      </button>
      <button type="button" className="button" disabled={readOnly} onClick={() => editor.clearField()}>
        Clear field
      </button>
    </section>
  );
}
