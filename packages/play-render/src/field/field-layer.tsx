import { ViewOptions } from '@chalktalk/domain';
import { FieldView } from './field-view';
import { FIELD_LINE_WIDTH, FIELD_PALETTE } from './field-palette';
import { BasketballLines } from './basketball-lines';
import { FootballLines } from './football-lines';
import { LacrosseLines } from './lacrosse-lines';
import { OverlayLines } from './overlay-lines';
import { num, sx } from '../svg/units';

/** The surface, its sideline margin, the boundary and the sport's markings. */
export function FieldLayer({ view, overlay }: { view: FieldView; overlay?: ViewOptions['fieldLines'] }) {
  const { viewBox, field } = view;
  return (
    <g data-layer="field" data-field-type={field.fieldType} data-family={view.family}>
      <rect
        x={num(viewBox.x)}
        y={num(viewBox.y)}
        width={num(viewBox.width)}
        height={num(viewBox.height)}
        fill={FIELD_PALETTE.surround}
      />
      <rect x="0" y="0" width={sx(field.width)} height={sx(field.height)} fill={FIELD_PALETTE.surface} />
      {view.family === 'basketball' && <BasketballLines view={view} />}
      {view.family === 'lacrosse' && <LacrosseLines view={view} />}
      {view.family === 'football' && <FootballLines view={view} />}
      <OverlayLines view={view} overlay={overlay} />
      <rect
        data-field-boundary=""
        x="0"
        y="0"
        width={sx(field.width)}
        height={sx(field.height)}
        fill="none"
        stroke={FIELD_PALETTE.line}
        strokeWidth={num(FIELD_LINE_WIDTH * 1.5)}
      />
    </g>
  );
}
