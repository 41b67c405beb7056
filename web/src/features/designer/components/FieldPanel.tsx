import { fieldOf, type FieldType } from '@chalktalk/domain';
import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
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
    <Stack component="section" gap="xs" className="designer-field-panel" aria-label="Field settings">
      <Text size="sm" fw={500} aria-hidden>
        Field
      </Text>
      <SegmentedControl
        aria-label="Field"
        fullWidth
        value={fieldType}
        disabled={readOnly}
        onChange={(value) => setFieldType(value as FieldType)}
        data={(Object.keys(FIELD_TYPE_NAMES) as FieldType[]).map((type) => ({
          value: type,
          label: FIELD_TYPE_NAMES[type],
        }))}
      />
      {fieldType === 'CUSTOM' && (
        // A plain number field: the kit's NumberInput brings react-number-format (~25 kB) for two sizes.
        <Group grow gap="xs">
          <TextInput
            label="Width"
            type="number"
            min={1}
            value={width}
            disabled={readOnly}
            onChange={(e) => setWidth(e.currentTarget.value)}
          />
          <TextInput
            label="Height"
            type="number"
            min={1}
            value={height}
            disabled={readOnly}
            onChange={(e) => setHeight(e.currentTarget.value)}
          />
        </Group>
      )}
      {fieldType === 'CUSTOM' && !sizeOk && (
        <Text size="sm" c="red" role="alert">
          Enter a width and height above 0.
        </Text>
      )}
      <Group gap="xs">
        <Button
          disabled={readOnly || !changed || (fieldType === 'CUSTOM' && !sizeOk)}
          onClick={() => editor.changeField(fieldType, fieldType === 'CUSTOM' ? size : undefined)}
        >
          Change field
        </Button>
        <Button variant="default" disabled={readOnly} onClick={() => editor.clearField()}>
          Clear field
        </Button>
      </Group>
    </Stack>
  );
}
